/** No answer returns within this many days of a day that had it (docs/rules.md#jotto-words). */
export const NO_REPEAT_DAYS = 365;

/** Enough answers that a day always has one unused by the days within a year on either side. */
export const MIN_ANSWERS = 2 * NO_REPEAT_DAYS + 1;

/**
 * A day's secret: any answer the days within a year of it do not use, drawn with `random` (the
 * service passes a cryptographic one, so no code or list tells which). Only the stored day is the
 * truth afterwards: a later edit of the list never changes it.
 */
export function chooseDailyWord(
  answers: readonly string[],
  usedNearby: ReadonlySet<string>,
  random: () => number,
): string {
  if (answers.length < MIN_ANSWERS) {
    throw new Error(`Jotto needs at least ${MIN_ANSWERS} answers, has ${answers.length}`);
  }
  const free = answers.filter((word) => !usedNearby.has(word));
  if (free.length === 0) throw new Error('Every Jotto answer is used within a year of this day');
  return free[Math.floor(random() * free.length)]!;
}
