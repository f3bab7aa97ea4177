const WORD = 1;
const COMMON = 2;
const A = 'a'.charCodeAt(0);

/**
 * A prefix tree over the dictionary, in flat typed arrays (first child / next sibling) rather
 * than an object per node: ~250k nodes fit in a few megabytes and build in tens of
 * milliseconds. Children are kept in letter order, so a lookup stops at the first larger letter.
 */
export class Trie {
  static readonly ROOT = 0;

  private constructor(
    private readonly firstChild: Int32Array,
    private readonly nextSibling: Int32Array,
    private readonly letter: Uint8Array,
    private readonly flags: Uint8Array,
  ) {}

  /** Builds from every playable word; those also in `common` are marked as such. */
  static build(words: Iterable<string>, common: ReadonlySet<string> = new Set()): Trie {
    const sorted = [...words].sort();
    const firstChild = [-1];
    const lastChild = [-1];
    const nextSibling = [-1];
    const letter = [0];
    const flags = [0];
    const stack = [Trie.ROOT];
    let previous = '';
    for (const word of sorted) {
      let shared = 0;
      while (shared < word.length && word[shared] === previous[shared]) shared++;
      stack.length = shared + 1;
      for (let i = shared; i < word.length; i++) {
        const parent = stack[i]!;
        const node = letter.length;
        firstChild.push(-1);
        lastChild.push(-1);
        nextSibling.push(-1);
        letter.push(word.charCodeAt(i) - A);
        flags.push(0);
        // Sorted input: a new child always sorts after its parent's existing children.
        if (lastChild[parent] === -1) firstChild[parent] = node;
        else nextSibling[lastChild[parent]!] = node;
        lastChild[parent] = node;
        stack.push(node);
      }
      const end = stack[word.length]!;
      flags[end] = (flags[end] ?? 0) | WORD | (common.has(word) ? COMMON : 0);
      previous = word;
    }
    return new Trie(
      Int32Array.from(firstChild),
      Int32Array.from(nextSibling),
      Uint8Array.from(letter),
      Uint8Array.from(flags),
    );
  }

  get nodeCount(): number {
    return this.letter.length;
  }

  get byteSize(): number {
    return (
      this.firstChild.byteLength +
      this.nextSibling.byteLength +
      this.letter.byteLength +
      this.flags.byteLength
    );
  }

  /** The child of `node` for letter code 0-25, or -1. */
  child(node: number, code: number): number {
    let current = this.firstChild[node]!;
    while (current !== -1) {
      const at = this.letter[current]!;
      if (at === code) return current;
      if (at > code) return -1;
      current = this.nextSibling[current]!;
    }
    return -1;
  }

  /** The node reached by spelling `prefix` (lower-case) from the root, or -1. */
  find(prefix: string): number {
    let node = Trie.ROOT;
    for (let i = 0; i < prefix.length && node !== -1; i++) {
      node = this.child(node, prefix.charCodeAt(i) - A);
    }
    return node;
  }

  isWord(node: number): boolean {
    return node >= 0 && (this.flags[node]! & WORD) !== 0;
  }

  isCommon(node: number): boolean {
    return node >= 0 && (this.flags[node]! & COMMON) !== 0;
  }

  has(word: string): boolean {
    return this.isWord(this.find(word));
  }
}
