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

/**
 * A valid garden: rows of one flower each, in wheel order down the columns. Clues: every row 1,
 * every column 5.
 */
export const STRIPES = garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUU');

/** The stripes turned one step round the wheel: the same clues, another garden. */
export const STRIPES_TURNED = garden('YYYYY', 'RRRRR', 'OOOOO', 'UUUUU', 'PPPPP');

/** A generated puzzle that needs candidate reasoning (level 2) once, and its one solution. */
export const LEVEL_2 = {
  starters: garden('.....', '.....', 'UU...', 'U.P..', '.....'),
  solution: garden('PYROU', 'PPYRO', 'UUPYR', 'UUPPY', 'UOUUP'),
};

/** A generated puzzle that needs lookahead (level 3) 3 times, and its one solution. */
export const LEVEL_3 = {
  starters: garden('.OO..', '..O..', '.....', '...Y.', '.....'),
  solution: garden('ROOOU', 'YROOU', 'PYRRO', 'UPYYR', 'UPPYR'),
};

/**
 * A generated puzzle a solver that read each line only by the arcs its cells could make needed
 * lookahead for 12 times; reading every way to fill each line, it needs none.
 */
export const LINES_ENOUGH = {
  starters: garden('....P', '.....', '.....', '.UU..', '.....'),
  solution: garden('PYRYP', 'UPYRY', 'OUPYR', 'OUUPY', 'ROUUP'),
};
