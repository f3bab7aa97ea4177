// The players the benchmark plays as: a returning guest, a signed-in player, and that player
// finishing games (to time how soon each shows in their stats).
import type { GameStat, PuzzleTemplate } from '@hub/proto';
import { lexicon } from '@hub/words';
import { makeGrid, solve, Trie } from '@hub/wordree/domain';
import { Browserish } from '../../tests/support/http';

/**
 * A call the benchmark cannot go on without: its JSON answer, or an error naming the call (a
 * measurement after a failed setup would measure nothing).
 */
export async function call<T>(
  tab: Browserish,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = method === 'GET' ? await tab.get(path) : await tab.post(path, body);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  }
  return answer.json as T;
}

/** What autocannon sends to load the site as `tab`. */
export const headersOf = (tab: Browserish) => ({ cookie: tab.cookieHeader() });

/** A guest who came back: they made a guess at today's Jotto yesterday evening, say. */
export async function returningGuest(origin: string): Promise<Browserish> {
  const guest = new Browserish(origin);
  await call(guest, 'POST', '/api/jotto/daily/guess', { guess: 'plant' });
  if (!guest.cookieHeader()) throw new Error('a guest who guessed got no session cookie');
  return guest;
}

/** A new account, signed in (e-mail confirmation is not needed to play). */
export async function signedInPlayer(origin: string, label: string): Promise<Browserish> {
  const player = new Browserish(origin);
  const email = `bench-${label}-${Date.now()}@example.com`;
  const password = 'benchmark passphrase';
  await call(player, 'POST', '/api/auth/signup', { email, password });
  await call(player, 'POST', '/api/auth/login', { email, password });
  return player;
}

let trie: Trie | undefined;

/** A word on the grid, found the way a player would (any valid word will do). */
function firstWordOn(template: PuzzleTemplate) {
  trie ??= Trie.build(lexicon().valid, lexicon().common);
  const [found] = solve(makeGrid(template.gridSize, template.letters), trie);
  if (!found) throw new Error(`no word on puzzle ${template.id}`);
  return found.paths[0]!;
}

const wordreePlayed = (stats: GameStat[]) =>
  stats.find((stat) => stat.gameType === 'wordree')?.gamesPlayed ?? 0;

/** A signed-in player's endless Wordree chain: one word, then finished (so counted in stats). */
export async function endlessChainFinisher(player: Browserish): Promise<() => Promise<void>> {
  const template = await call<PuzzleTemplate>(player, 'GET', '/api/puzzle-templates/random');
  const path = firstWordOn(template);
  return async () => {
    const game = await call<{ id: string }>(player, 'POST', '/api/games', {
      templateId: template.id,
      mode: 'endless',
      path,
    });
    await call(player, 'POST', `/api/games/${game.id}/finish`, {});
  };
}

/**
 * Finishes `count` endless Wordree chains one after another and answers, for each, the time
 * from the finish call's answer to the first stats read that counts it (polled every 5 ms).
 */
export async function timesToStats(player: Browserish, count: number): Promise<number[]> {
  const finishChain = await endlessChainFinisher(player);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = wordreePlayed(await call<GameStat[]>(player, 'GET', '/api/user/stats'));
    await finishChain();
    const finishedAt = performance.now();
    for (;;) {
      const stats = await call<GameStat[]>(player, 'GET', '/api/user/stats');
      if (wordreePlayed(stats) > before) break;
      if (performance.now() - finishedAt > 10_000) throw new Error('a finished game never counted');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - finishedAt);
  }
  return times;
}
