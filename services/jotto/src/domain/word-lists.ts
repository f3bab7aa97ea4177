import { lexicon as sharedLexicon, type Lexicon } from '@hub/words';
import { hasRepeatedLetters, JOTTO_WORD_LENGTH } from '@hub/proto';

/**
 * Common words the rules below let through that make poor secrets: comparatives and other
 * forms of shorter words, abbreviations and slang, words most players would not know, and words
 * nobody wants as the puzzle of the day.
 */
const UNSUITABLE_ANSWERS = new Set(
  [
    // comparatives
    'abler apter baser coyer cuter finer gayer huger lamer laxer liker muter nicer nuder paler',
    'safer sager saner shyer slier tamer viler wider wiser',
    // slang, abbreviations, fragments
    'kinda sorta multi letup',
    // obscure to a casual player
    'biped curio datum dimer fiche filet franc gnarl haler halon inter liven mealy modal newsy',
    'octal olden payer pends sizer skein tilde unsay unset upend uteri',
    // unpleasant or offensive
    'bigot fagot lynch nudes slave sperm urine vomit',
  ]
    .join(' ')
    .split(' '),
);

const VOWEL = /[aeiou]/;

/**
 * Plurals, third persons, past tenses and -ing forms of a shorter word: Jotto answers are base
 * words, as in Wordle. A two-letter stem only counts when it has a vowel, so "thing" (th + e)
 * stays while "using" (us + e) goes.
 */
export function isInflection(word: string, isValid: (word: string) => boolean): boolean {
  const stem = (cut: number, add = '') => word.slice(0, word.length - cut) + add;
  if (word.endsWith('s')) {
    if (isValid(stem(1))) return true;
    if (word.endsWith('es') && isValid(stem(2))) return true;
    if (word.endsWith('ies') && isValid(stem(3, 'y'))) return true;
  }
  if (word.endsWith('ed')) {
    if (isValid(stem(1)) || isValid(stem(2))) return true;
    if (word.endsWith('ied') && isValid(stem(3, 'y'))) return true;
  }
  if (word.endsWith('ing')) {
    const root = stem(3);
    if (isValid(root)) return true;
    if (VOWEL.test(root) && isValid(`${root}e`)) return true;
    if (word.endsWith('ying') && isValid(stem(4, 'ie'))) return true;
  }
  return false;
}

export interface JottoWords {
  /** The secrets we choose from, alphabetical: common, no letter twice, base forms only. */
  readonly answers: readonly string[];
  /** Any 5-letter dictionary word may be guessed, repeated letters included. */
  isGuessable(word: string): boolean;
}

const isFiveLetters = (word: string) => word.length === JOTTO_WORD_LENGTH;

/** Jotto's view of the shared dictionary. */
export function buildJottoWords(words: Lexicon): JottoWords {
  const answers = [...words.common]
    .filter(
      (word) =>
        isFiveLetters(word) &&
        !hasRepeatedLetters(word) &&
        !UNSUITABLE_ANSWERS.has(word) &&
        !isInflection(word, words.isValid),
    )
    .sort();
  return {
    answers,
    isGuessable: (word) => isFiveLetters(word) && words.isValid(word),
  };
}

let loaded: JottoWords | undefined;

/** Built once per process from the shared lexicon. */
export function jottoWords(): JottoWords {
  loaded ??= buildJottoWords(sharedLexicon());
  return loaded;
}
