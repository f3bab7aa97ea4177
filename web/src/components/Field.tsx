import type { ComponentProps } from 'react';
import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import styles from './Field.module.scss';

export interface FieldProps extends ComponentProps<'input'> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are read out with it. */
export function Field({ label, hint, error, required, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && <span className={styles.optional}> (optional)</span>}
      </label>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <CircleAlert aria-hidden="true" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
