export const JOTTO_WORD_LENGTH = 5;
