const VOWEL = /[aeiou]/;
const DOUBLED_CONSONANT = /([^aeiou])\1$/;

/**
 * The shorter words `word` may be a regular inflection of: a plural or third person (-s, -es,
 * -ies), a past tense (-d, -ed, -ied) or an -ing form, with a doubled final consonant undone
 * ("stopped", "running"). Candidates only: the caller keeps those its dictionary knows. A
 * two-letter -ing stem only counts with a vowel, so "thing" is not "the" + -ing.
 */
export function stemsOf(word: string): string[] {
  const stem = (cut: number, add = '') => word.slice(0, word.length - cut) + add;
  const stems: string[] = [];
  if (word.endsWith('s')) {
    stems.push(stem(1));
    if (word.endsWith('es')) stems.push(stem(2));
    if (word.endsWith('ies')) stems.push(stem(3, 'y'));
  }
  if (word.endsWith('ed')) {
    stems.push(stem(1), stem(2));
    if (word.endsWith('ied')) stems.push(stem(3, 'y'));
    if (DOUBLED_CONSONANT.test(stem(2))) stems.push(stem(3));
  }
  if (word.endsWith('ing')) {
    const root = stem(3);
    stems.push(root);
    if (VOWEL.test(root)) stems.push(`${root}e`);
    if (word.endsWith('ying')) stems.push(stem(4, 'ie'));
    if (DOUBLED_CONSONANT.test(root)) stems.push(stem(4));
  }
  return stems.filter((candidate) => candidate.length >= 2);
}

/** Whether `word` is a regular inflection of a word `isKnown` accepts. */
export function isInflection(word: string, isKnown: (word: string) => boolean): boolean {
  return stemsOf(word).some(isKnown);
}
