import { useEffect } from 'react';
import { failureToast } from './api';

interface FailingQuery {
  error: unknown;
  errorUpdatedAt: number;
}

/** Toasts each failed fetch of a query once (a retry that fails again toasts again). */
export function useFailureToast({ error, errorUpdatedAt }: FailingQuery, title: string) {
  useEffect(() => {
    if (error) failureToast(title, error);
  }, [error, errorUpdatedAt, title]);
}
