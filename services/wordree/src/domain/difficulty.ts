import type { WordreeDifficulty } from '@hub/proto';

/**
 * What makes a Wordree puzzle easy or hard (see the README for the measurements behind it).
 * Because a word only has to share one cell with the previous one, almost every word on a grid
 * can be chained; so difficulty comes from the grid (size and letters) and from the target, a
 * share of the best chain the solver proves on that very grid.
 */
export interface DifficultyPreset {
  gridSize: number;
  /** One die per cell (rolled, then shuffled over the grid); a set may hold more dice than cells. */
  dice: readonly string[];
  /** A grid is kept only with at least this many common (findable) words... */
  minCommonWords: number;
  /** ...and with a chain of at least this many common words through them. */
  minChainWords: number;
  /** A grid's target is this share of its proven chain's score, rounded to 5... */
  targetShare: number;
  /**
   * ...and the grid is kept only when that target is within `TARGET_TOLERANCE` of this one, the
   * median of the difficulty's grids (bench/wordree-year.ts): so one difficulty asks about the
   * same of every grid, measured on the grid itself.
   */
  typicalTarget: number;
}

/** How far a grid's target may stray from its difficulty's typical target. */
export const TARGET_TOLERANCE = 0.1;

const dice = (faces: string) => faces.split(' ');

/**
 * Big Boggle's 25 dice. Its "Qu" face became W: cells hold single letters, and a lone Q is a
 * dead cell in English.
 */
const BIG_BOGGLE = dice(
  'AAAFRS AAEEEE AAFIRS ADENNN AEEEEM AEEGMU AEGMNN AFIRSY BJKWXZ CCENST CEIILT CEILPT CEIPST DDHNOT DHHLOR DHLNOR DHLNOR EIIITT EMOTTT ENSSSU FIPRSY GORRVW IPRRRY NOOTUW OOOTTU',
);

/** Classic Boggle's 16 dice with the awkward faces (J, K, Q, X, Z, doubled B/F) swapped for friendly ones. */
const FRIENDLY = dice(
  'AAEEGN AEIOSU ACHOPS AEILRT AOOTTW CIMOTU DEILRS DELRSY DISTTY EEGHNW EEINSU EHRTSW EIOSST ELRTTY HIMNUE HLNNRS',
);

/** Big Boggle plus eleven consonant-heavy dice (two of vowels) for a sparser 6x6. */
const SPARSE = [
  ...BIG_BOGGLE,
  ...dice('BFHMPW CDGKLN JKVWXZ GHLMNR BCDGPT FHKSVY LMNRST CDLMPT BGKRTW AEIOUY EIOUAY'),
];

export const DIFFICULTIES: Record<WordreeDifficulty, DifficultyPreset> = {
  easy: {
    gridSize: 4,
    dice: FRIENDLY,
    minCommonWords: 40,
    minChainWords: 30,
    targetShare: 0.15,
    typicalTarget: 120,
  },
  medium: {
    gridSize: 5,
    dice: BIG_BOGGLE,
    minCommonWords: 80,
    minChainWords: 60,
    targetShare: 0.18,
    typicalTarget: 275,
  },
  hard: {
    gridSize: 6,
    dice: SPARSE,
    minCommonWords: 100,
    minChainWords: 80,
    targetShare: 0.22,
    typicalTarget: 380,
  },
};

/** The difficulty of the daily puzzle: the standard game, the same for everyone. */
export const DAILY_DIFFICULTY: WordreeDifficulty = 'medium';
