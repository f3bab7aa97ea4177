import denylistData from './denylist.json';
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
  const bases = entries.map((entry) => entry.replace(/\*$/, ''));
  return {
    forms: new Set(bases.flatMap(formsOf)),
    inNames: entries.filter((entry) => entry.endsWith('*')).map((entry) => entry.slice(0, -1)),
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

// After formsOf's constants: the list is built when this module loads.
const DENYLIST = parseDenylist(denylistData, ordinaryData);

/** Whether a lower-case word is a denylisted word or one of its forms. */
export function isDeniedWord(word: string, denylist: Denylist = DENYLIST): boolean {
  return denylist.forms.has(word.toLowerCase());
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
 * Whether a public name (first or last name, username, leaderboard name) carries a denylisted
 * word: as one of its words or a form of it, spelled out in pieces ("n i g g e r", "ni-gger"),
 * or, for starred entries, inside a longer word ("xXslurXx") that is not an ordinary one.
 */
export function isDeniedName(name: string, denylist: Denylist = DENYLIST): boolean {
  const words = nameWords(name);
  const spelledOut =
    words.length > 1 && words.join('').length <= words.length * 3 ? [words.join('')] : [];
  const readings = [...words, ...spelledOut].flatMap(unstretched);
  return readings.some(
    (word) =>
      isDeniedWord(word, denylist) ||
      (!denylist.ordinary.has(word) && denylist.inNames.some((entry) => word.includes(entry))),
  );
}

/** What a player is told when a name is refused (issue 13: the same words for every name field). */
export const DENIED_NAME_MESSAGE = 'Please choose another name';
