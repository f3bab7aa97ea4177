import type { FormEvent } from 'react';
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button';
import type { FieldProps } from '../../components/Field';
import { Field } from '../../components/Field';
import type { FieldErrors, Issue } from './fieldErrors';
import { fieldErrors } from './fieldErrors';
import styles from './AuthForm.module.scss';

/** The proto body schemas, seen from the form: validate, then either a body or issues. */
export interface FormSchema<Body> {
  safeParse(
    data: unknown,
  ): { success: true; data: Body } | { success: false; error: { issues: Issue[] } };
}

interface AuthFormProps<Body, Result> {
  schema: FormSchema<Body>;
  mutation: UseMutationResult<Result, Error, Body>;
  fields: Array<Omit<FieldProps, 'error'>>;
  submitLabel: string;
  pendingLabel: string;
  onSuccess?: (result: Result) => void;
}

/** Validates with the same schema the server uses, then submits; errors show next to their field. */
export function AuthForm<Body, Result>({
  schema,
  mutation,
  fields,
  submitLabel,
  pendingLabel,
  onSuccess,
}: AuthFormProps<Body, Result>) {
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (!result.success) {
      const next = fieldErrors(result.error.issues);
      setErrors(next);
      const firstInvalid = fields.find((field) => next[field.name]);
      if (firstInvalid)
        form.querySelector<HTMLInputElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(result.data, { onSuccess });
  }

  function clearError(name: string) {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {fields.map((field) => (
        <Field
          key={field.name}
          {...field}
          error={errors[field.name]}
          onChange={() => clearError(field.name)}
        />
      ))}
      {mutation.isError && (
        <p role="alert" className={styles.serverError}>
          {errorMessage(mutation.error)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending} className={styles.submit}>
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
