export * from './lexicon';
export { DENIED_NAME_MESSAGE, isDeniedName, isDeniedWord } from './safety/word-safety';
