import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { errorMessage } from '../api/client';
import { Button, type ButtonProps } from './Button';

interface LoadFailedProps {
  /** What the failed request threw: its server message is shown. */
  error: unknown;
  onRetry: () => void;
  /** A title above the message, where the screen has nothing else to show. */
  title?: ReactNode;
  className?: string;
  variant?: ButtonProps['variant'];
}

/** A screen's data could not be loaded: why, and a button to ask again. */
export function LoadFailed({
  error,
  onRetry,
  title,
  className,
  variant = 'secondary',
}: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      {title}
      <p>{errorMessage(error)}</p>
      <Button variant={variant} onClick={onRetry}>
        <RotateCcw aria-hidden="true" size={16} />
        Try again
      </Button>
    </div>
  );
}
