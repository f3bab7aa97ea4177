import { BLOOM_SIZE, type BloomBoard, type FlowerType } from '@hub/proto';

const LETTERS: Record<string, FlowerType | null> = {
  P: 'PINK',
  Y: 'YELLOW',
  R: 'RED',
  U: 'PURPLE',
  O: 'ORANGE',
  '.': null,
};

/**
 * Gardens written by hand for tests, one string per row: P Lily, Y Daisy, R Rose, U Pansy,
 * O Tulip, `.` empty. Spaces are ignored.
 */
export function garden(...rows: string[]): BloomBoard {
  if (rows.length !== BLOOM_SIZE) throw new Error('A garden has 5 rows');
  return rows.map((row) => {
    const cells = row.replaceAll(' ', '').split('');
    if (cells.length !== BLOOM_SIZE) throw new Error(`Bad row ${row}`);
    return cells.map((letter) => {
      if (!(letter in LETTERS)) throw new Error(`Bad cell ${letter}`);
      return LETTERS[letter]!;
    });
  });
}

/** A valid garden: rows of one flower each, ordered so touching rows may touch. */
export const STRIPES = garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUU');

/** A valid garden in which (0,3) Lily and (4,0) Daisy could swap places. */
export const SWAPPABLE = garden('RRYPP', 'OORYY', 'UUORR', 'PPUOO', 'YYPUU');

/** A generated puzzle that needs candidate reasoning (level 2), and its one solution. */
export const LEVEL_2 = {
  starters: garden('OOR..', '...P.', '..P.U', '.....', '.UU..'),
  solution: garden('OORYY', 'RRYPP', 'RYPUU', 'YPUOO', 'PUUOR'),
};

/** A generated puzzle that needs lookahead (level 3), and its one solution. */
export const LEVEL_3 = {
  starters: garden('.P...', '.P.U.', 'U....', '..O..', '.....'),
  solution: garden('YPYPU', 'PPPUO', 'UUUOR', 'OOORY', 'RRRYY'),
};
