/** Joins the truthy class names (CSS module lookups may be undefined under strict indexing). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
