/**
 * What Bloom reads with zod: the server's answers and a guest's saved garden. Loaded with the
 * first answer (api.ts), not with the page (vite.config.ts keeps this folder out of its chunk): the tutorial and the page around the garden paint
 * without waiting for zod, a sixth of a game's JavaScript on a phone.
 */
export {
  BloomArchiveGarden,
  BloomArchiveLeaderboard,
  BloomDailyInfo,
  BloomHint,
  BloomLeaderboard,
  BloomSaveAnswer,
  BloomScoreAnswer,
} from '@hub/proto';
export { loadGuestSave } from './guestSave';
