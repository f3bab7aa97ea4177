// The rules others may play by (tests solve the daily from its clues, as a player would).
export { jottoWords, type JottoWords } from './word-lists';
export { matchingLetters } from './matching';
