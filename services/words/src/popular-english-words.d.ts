// The package ships plain JavaScript: one array, most used word first.
declare module 'popular-english-words/words.js' {
  export const words: readonly string[];
}
