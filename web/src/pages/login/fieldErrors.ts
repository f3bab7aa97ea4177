export interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first validation message for each form field, keyed by field name. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
