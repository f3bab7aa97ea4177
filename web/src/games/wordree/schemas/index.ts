/**
 * What Wordree reads with zod: the server's answers, a saved game and a player's name. Loaded
 * with the first puzzle (api.ts), not with the page (vite.config.ts keeps this folder out of its
 * chunk): the tutorial and the page around the grid paint without waiting for zod.
 */
export {
  DictionaryValidation,
  HistoricalLeaderboard,
  PuzzleTemplate,
  PuzzleTemplateView,
  WordreeDailyLeaderboard,
  WordreeDailyProgress,
  WordreeDailyPuzzle,
  WordreeDisplayName,
  WordreeGame,
  WordreeHint,
  WordreeSubmitResult,
} from '@hub/proto';
export { readSavedGame } from './saved-game';
