import denylistData from './denylist.json';
import notShownData from './not-shown.json';
import ordinaryData from './ordinary-words.json';

/**
 * The one check of words and public names against the denylist (README.md beside it): every
 * service that takes a word or a name from a player asks here.
 */
export interface Denylist {
  /** Every form of every entry (`formsOf`): a word is refused when it is one of them. */
  readonly forms: ReadonlySet<string>;
  /** Entries refused inside a longer name as well (marked `*` in the data). */
  readonly inNames: readonly string[];
  /**
   * Forms of entries that are also real names (marked `~`: the surname Van Dyke, the Spanish
   * Kike): refused as a name only alone, or beside nothing but other refused words.
   */
  readonly homographs: ReadonlySet<string>;
  /**
   * Ordinary words that hold a starred entry ("snigger", "retardant"): a name word that is one of
   * them is not refused for what it holds (ordinary-words.json, reviewed like the list).
   */
  readonly ordinary: ReadonlySet<string>;
}

export function parseDenylist(
  groups: Record<string, readonly string[]>,
  ordinary: Record<string, readonly string[]> = {},
): Denylist {
  const entries = Object.values(groups).flat();
  const baseOf = (entry: string) => entry.replace(/[*~]$/, '');
  const marked = (mark: string) => entries.filter((entry) => entry.endsWith(mark)).map(baseOf);
  return {
    forms: new Set(entries.map(baseOf).flatMap(formsOf)),
    inNames: marked('*'),
    homographs: new Set(marked('~').flatMap(formsOf)),
    ordinary: new Set(Object.values(ordinary).flat()),
  };
}

/** Digits and symbols that stand for letters in names (`n1gg3r`, `$lut`, `fa9`). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

const CONSONANT = /[^aeiou]$/;

/**
 * The forms a player could enter of a denylisted base, built by regular English rules rather than
 * by cutting endings off any word: cutting would refuse "spices" and "spicy" for one slur, and
 * "tardy" for another. Plurals for every base; -ed, -ing, -er(s), -y only for bases of five
 * letters or more, or with a doubled final consonant ("fagging", "slutty", "spazzed"), because
 * a short base plus an ending is too often an everyday word.
 */
export function formsOf(base: string): string[] {
  const forms = new Set([base, `${base}s`]);
  if (/(s|x|z|ch|sh|o)$/.test(base)) forms.add(`${base}es`);
  if (/[^aeiou]y$/.test(base)) forms.add(`${base.slice(0, -1)}ies`);
  const endings = ['ed', 'ing', 'er', 'ers', 'y'];
  if (CONSONANT.test(base)) {
    const doubled = base + base.at(-1);
    for (const ending of endings) forms.add(doubled + ending);
  }
  if (base.length >= 5) {
    const stem = base.endsWith('e') ? base.slice(0, -1) : base;
    for (const ending of endings) forms.add(stem + ending);
  }
  return [...forms];
}

// After formsOf's constants: the lists are built when this module loads. What may be played or
// guessed; and what may be shown to others (a public name, a VS secret), which refuses crude and
// violent words too (not-shown.json).
const DENYLIST = parseDenylist(denylistData, ordinaryData);
const NOT_SHOWN = parseDenylist({ ...denylistData, ...notShownData }, ordinaryData);

/** Whether a lower-case word is a denylisted word or one of its forms. */
export function isDeniedWord(word: string, denylist: Denylist = DENYLIST): boolean {
  return denylist.forms.has(word.toLowerCase());
}

/**
 * Whether a word may not be a Jotto VS secret, which the opponent is shown at the end: a
 * denylisted word, or a crude or violent one (not-shown.json), in any of its forms.
 */
export function isDeniedSecret(word: string): boolean {
  return isDeniedWord(word, NOT_SHOWN);
}

/** Letters NFKD does not take apart into a base letter and an accent. */
const UNACCENTED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd' };

/**
 * Letters of other scripts that look like Latin ones in lower case (a Cyrillic і for an i, a Greek
 * ο for an o), read as the Latin letter they pass for: a name mixing scripts to slip a slur past
 * the list reads as the slur. NFKD already folds full-width and mathematical letters.
 */
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', г: 'r', е: 'e', ё: 'e', з: '3', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p',
  с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
  χ: 'x', ω: 'w',
  // Latin letters that pass for others
  ı: 'i', ɡ: 'g', ɑ: 'a', ʀ: 'r',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** A name as words of letters: accents dropped, leetspeak read as letters. */
function nameWords(name: string): string[] {
  const plain = name
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (char) => UNACCENTED[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(LOOK_ALIKE, (char) => LOOK_ALIKES[char] ?? char)
    .replace(/[0-9@$!|]/g, (char) => LEET[char] ?? char);
  return plain.split(/[^\p{L}]+/u).filter(Boolean);
}

/** At most this many stretched runs are read both ways (2^n readings). */
const MAX_STRETCHED_RUNS = 4;

/**
 * The words a stretched word may stand for: each run of three or more of a letter ("niiice")
 * read as one letter and as two, since the word underneath may have either.
 */
export function unstretched(word: string): string[] {
  const parts = word.split(/((\p{L})\2{2,})/u).filter((part, index) => index % 3 !== 2);
  let readings = [''];
  let runs = 0;
  for (const part of parts) {
    const stretched = part.length >= 3 && /^(\p{L})\1+$/u.test(part) && runs++ < MAX_STRETCHED_RUNS;
    const options = stretched ? [part[0]!, part[0]!.repeat(2)] : [part];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
  }
  return readings;
}

/**
 * Respellings that keep a word's sound, or its look, to slip it past the list ("phaggot",
 * "niqqa", "nigguh", "nygger"), each undone as one more reading of the word. A reading only
 * refuses what the list already holds, and the names corpus test checks that no real name reads
 * as an entry: it is why a k is not read as a c (the Turkish surname Kunt).
 */
const SOUND_ALIKES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ph/g, 'f'],
  [/q/g, 'g'],
  [/(?<=\p{L})y(?=\p{L})/gu, 'i'],
  [/(?:uh|ah)$/, 'a'],
  [/(?:ur|uh|ah)$/, 'er'],
];

/** A word and its readings with any of the respellings undone (at most 2^5 readings). */
export function soundAlikes(word: string): string[] {
  let readings = [word];
  for (const [respelled, original] of SOUND_ALIKES) {
    readings = readings.flatMap((reading) => [reading, reading.replace(respelled, original)]);
  }
  return [...new Set(readings)];
}

/** Every way a word of a name may be read: stretched letters, respellings. */
const readingsOf = (word: string) => unstretched(word).flatMap(soundAlikes);

/** What one word of a name is: refused, a refused word that is also a real name, or fine. */
function judgeWord(
  readings: readonly string[],
  denylist: Denylist,
): 'denied' | 'homograph' | 'fine' {
  const denied = (word: string) =>
    (isDeniedWord(word, denylist) && !denylist.homographs.has(word)) ||
    (!denylist.ordinary.has(word) && denylist.inNames.some((entry) => word.includes(entry)));
  if (readings.some(denied)) return 'denied';
  return readings.some((word) => denylist.homographs.has(word)) ? 'homograph' : 'fine';
}

/**
 * Whether a public name (first and last name together, username, leaderboard name) carries a
 * word that may not be shown: a denylisted or crude word as one of its words or a form of it,
 * spelled out in pieces ("n i g g e r", "ni-gger"), or, for starred entries, inside a longer word
 * ("xXslurXx") that is not an ordinary one. A word that is also a real name ("Van Dyke", "Kike
 * García") is refused only when nothing else stands beside it: alone, or among refused words.
 */
export function isDeniedName(name: string, denylist: Denylist = NOT_SHOWN): boolean {
  const words = nameWords(name);
  const verdicts = words.map((word) => judgeWord(readingsOf(word), denylist));
  if (verdicts.includes('denied')) return true;
  const spelledOut = words.length > 1 && words.join('').length <= words.length * 3;
  if (spelledOut && judgeWord(readingsOf(words.join('')), denylist) !== 'fine') return true;
  return verdicts.length > 0 && verdicts.every((verdict) => verdict === 'homograph');
}

/** What a player is told when a name is refused (issue 13: the same words for every name field). */
export const DENIED_NAME_MESSAGE = 'Please choose another name';
