import { isInflection, lexicon as sharedLexicon, type Lexicon } from '@hub/words';
import { hasRepeatedLetters, JOTTO_WORD_LENGTH } from '@hub/proto';

/**
 * Common words the rules below let through that make poor secrets: comparatives and irregular
 * forms (the rules catch only regular ones), abbreviations and slang, words most players would
 * not know, and words nobody wants as the puzzle of the day.
 */
const UNSUITABLE_ANSWERS = new Set(
  [
    // comparatives
    'abler apter baser coyer cuter finer gayer huger lamer laxer liker muter nicer nuder older',
    'paler safer sager saner shyer slier tamer viler wider wiser worse worst',
    // irregular past tenses, participles and plurals: answers are base forms
    'arose began begun blown borne broke built burnt chose dealt drawn drove flown fungi given',
    'grown heard laden meant risen shown slain slept spent spoke stole swept sworn taken threw',
    'wives women woven wrote',
    // mostly proper nouns or loaded
    'china roman trump',
    // slang, abbreviations, fragments
    'kinda sorta multi letup',
    // obscure to a casual player
    'biped curio datum dimer fiche filet franc gnarl haler halon inter liven mealy modal newsy',
    'octal olden payer pends sizer skein tilde unsay unset upend uteri',
    // unpleasant or offensive
    'bigot fagot loser lynch nudes slave sperm urine vomit',
  ]
    .join(' ')
    .split(' '),
);

export interface JottoWords {
  /** The secrets we choose from, alphabetical: common, no letter twice, base forms only. */
  readonly answers: readonly string[];
  /**
   * Any 5-letter English word may be guessed, repeated letters included: a rare word is still
   * information, so guesses take the broad list (`isRecognised`), as Wordle does.
   */
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
        !isInflection(word, words.isRecognised),
    )
    .sort();
  return {
    answers,
    isGuessable: (word) => isFiveLetters(word) && words.isRecognised(word),
  };
}

let loaded: JottoWords | undefined;

/** Built once per process from the shared lexicon. */
export function jottoWords(): JottoWords {
  loaded ??= buildJottoWords(sharedLexicon());
  return loaded;
}
