import { lexicon } from '@hub/words';
import { Trie } from './domain/trie';

/** The shared word lists, plus the prefix tree the solver walks. */
export interface Dictionary {
  /** A word players may play (lower or upper case). */
  isWord(word: string): boolean;
  trie: Trie;
}

let loaded: Dictionary | undefined;

/** Built once per process on first use (about 0.3 s; a lookup is then a hash probe). */
export function dictionary(): Dictionary {
  if (loaded) return loaded;
  const words = lexicon();
  loaded = { isWord: words.isValid, trie: Trie.build(words.valid, words.common) };
  return loaded;
}
