/** Bloom's first request, free of React and of zod: the app's entry sends it (preload.ts). */
import { startEarly } from '../../api/early';

export const DAILY_PATH = '/api/bloom/daily';
/** Under which name the early request waits for the page's query (api.ts). */
export const EARLY_DAILY = 'bloom:daily';

/** Today's garden, asked for as the app starts on /game/bloom (it starts the player's clock). */
export const startDailyGarden = () => startEarly(EARLY_DAILY, DAILY_PATH);
