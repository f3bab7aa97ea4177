export * from './lexicon';
export { isInflection, stemsOf } from './inflection';
export {
  DENIED_NAME_MESSAGE,
  isDeniedName,
  isDeniedSecret,
  isDeniedWord,
} from './safety/word-safety';
