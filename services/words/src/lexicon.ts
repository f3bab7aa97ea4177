import { isDeniedWord } from './safety/word-safety';
import editorial from './editorial/editorial.json';
import { stemsOf } from './inflection';
import { offensiveWords, scowlWords, wikipediaRanks, type ScowlTier } from './sources';

/**
 * How the site's word lists are made (README.md). A word is playable when SCOWL knows it up to
 * `playableTier` and it is well known: among the `rankLimit` most used words of Wikipedia, or a
 * regular form of a word among the `formRankLimit` most used ("tunes" as "tune"). Common words,
 * which we pick for players (puzzle seeds, hints, daily secrets), are the playable ones SCOWL
 * also has up to `commonTier` and that are known as well as `commonRankLimit`. An editorial list
 * (editorial/editorial.json) adds everyday words too new for the published lists and removes
 * abbreviations, fragments and dialect.
 */
export interface LexiconSettings {
  playableTier: ScowlTier;
  rankLimit: number;
  formRankLimit: number;
  commonTier: ScowlTier;
  commonRankLimit: number;
}

/** Chosen with bench/wordree-year.ts (README.md: "Words players know"). */
export const LEXICON_SETTINGS: LexiconSettings = {
  playableTier: 50,
  rankLimit: 40_000,
  formRankLimit: 10_000,
  commonTier: 35,
  commonRankLimit: 20_000,
};

export interface Lexicon {
  /**
   * Every word a player may play in Wordree: lower-case a-z, 3+ letters, known to a casual
   * player, no offensive words, and no form of a denylisted slur or insult (safety/denylist.json).
   * A regular inflection is only here with the word it inflects ("apps" and "app").
   */
  readonly valid: ReadonlySet<string>;
  /** The common subset we choose words from. */
  readonly common: ReadonlySet<string>;
  isValid(word: string): boolean;
  isCommon(word: string): boolean;
  /**
   * Whether a word is English at all (SCOWL's full list, less what the site refuses): for
   * guesses, where a real word, however rare, is information and never scores (Jotto).
   */
  isRecognised(word: string): boolean;
}

const PLAYABLE = /^[a-z]{3,}$/;
/** A word with no vowel is an abbreviation ("nth", "mph"), unless the editors add it ("hmm"). */
const HAS_VOWEL = /[aeiouy]/;
const BROADEST_TIER = 70;

const entries = (groups: Record<string, readonly string[]>) =>
  new Set(Object.values(groups).flat());

export function buildLexicon(settings: LexiconSettings = LEXICON_SETTINGS): Lexicon {
  const added = entries(editorial.added);
  const removed = entries(editorial.removed);
  const offensive = offensiveWords();
  const refused = (word: string) =>
    !PLAYABLE.test(word) ||
    !(HAS_VOWEL.test(word) || added.has(word)) ||
    offensive.has(word) ||
    isDeniedWord(word) ||
    removed.has(word);

  const ranks = wikipediaRanks();
  const rankOf = (word: string) => ranks.get(word) ?? Infinity;
  const known = scowlWords(settings.playableTier);
  /** How well known a word is: its own rank, or that of a well-known word it inflects. */
  const familiarity = (word: string) =>
    Math.min(
      rankOf(word),
      ...stemsOf(word)
        .filter((stem) => PLAYABLE.test(stem) && known.has(stem))
        .map(rankOf)
        .filter((rank) => rank <= settings.formRankLimit),
    );

  const valid = new Set<string>(added);
  for (const word of known) {
    if (familiarity(word) <= settings.rankLimit) valid.add(word);
  }
  const everyWord = scowlWords(BROADEST_TIER);
  // A playable inflection brings the word it inflects ("apps", so "app"): of the candidates,
  // the best known English one ("costing" is "cost", not "cos"). A Set's iteration visits what
  // is added during it, so "misgivings" brings "misgiving", which then brings "misgive".
  for (const word of valid) {
    const stems = stemsOf(word).filter((stem) => PLAYABLE.test(stem) && everyWord.has(stem));
    if (stems.length === 0 || stems.some((stem) => valid.has(stem))) continue;
    valid.add(stems.reduce((best, stem) => (rankOf(stem) < rankOf(best) ? stem : best)));
  }
  for (const word of valid) if (refused(word)) valid.delete(word);

  const commonSource = scowlWords(settings.commonTier);
  const common = new Set(
    [...valid].filter(
      (word) =>
        added.has(word) ||
        (commonSource.has(word) && familiarity(word) <= settings.commonRankLimit),
    ),
  );
  return {
    valid,
    common,
    isValid: (word) => valid.has(word.toLowerCase()),
    isCommon: (word) => common.has(word.toLowerCase()),
    isRecognised: (word) => {
      const lower = word.toLowerCase();
      return valid.has(lower) || (everyWord.has(lower) && !refused(lower));
    },
  };
}

let loaded: Lexicon | undefined;

/** Built once per process (about 0.4 s; a lookup is then a hash-set probe). */
export function lexicon(): Lexicon {
  loaded ??= buildLexicon();
  return loaded;
}
