// The players the benchmark plays as: a returning guest, a signed-in player, and that player
// finishing games (to time how soon each shows in their stats).
import { CSRF_HEADER, CSRF_HEADER_VALUE, type GameStat, type PuzzleTemplate } from '@hub/proto';
import { lexicon } from '@hub/words';
import { makeGrid, solve, Trie } from '@hub/wordree/domain';

/** A browser tab, with a cookie jar. */
export class Visitor {
  private readonly jar = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.origin), {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get headers(): Record<string, string> {
    return { cookie: this.cookie };
  }
}

/** A guest who came back: they made a guess at today's Jotto yesterday evening, say. */
export async function returningGuest(origin: string): Promise<Visitor> {
  const guest = new Visitor(origin);
  await guest.call('POST', '/api/jotto/daily/guess', { guess: 'plant' });
  if (!guest.cookie) throw new Error('a guest who guessed got no session cookie');
  return guest;
}

/** A new account, signed in (e-mail confirmation is not needed to play). */
export async function signedInPlayer(origin: string, label: string): Promise<Visitor> {
  const player = new Visitor(origin);
  const email = `bench-${label}-${Date.now()}@example.com`;
  const password = 'benchmark passphrase';
  await player.call('POST', '/api/auth/signup', { email, password });
  await player.call('POST', '/api/auth/login', { email, password });
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
export async function endlessChainFinisher(player: Visitor): Promise<() => Promise<void>> {
  const template = await player.call<PuzzleTemplate>('GET', '/api/puzzle-templates/random');
  const path = firstWordOn(template);
  return async () => {
    const game = await player.call<{ id: string }>('POST', '/api/games', {
      templateId: template.id,
      mode: 'endless',
      path,
    });
    await player.call('POST', `/api/games/${game.id}/finish`, {});
  };
}

/**
 * Finishes `count` endless Wordree chains one after another and answers, for each, the time
 * from the finish call's answer to the first stats read that counts it (polled every 5 ms).
 */
export async function timesToStats(player: Visitor, count: number): Promise<number[]> {
  const finishChain = await endlessChainFinisher(player);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = wordreePlayed(await player.call<GameStat[]>('GET', '/api/user/stats'));
    await finishChain();
    const finishedAt = performance.now();
    for (;;) {
      const stats = await player.call<GameStat[]>('GET', '/api/user/stats');
      if (wordreePlayed(stats) > before) break;
      if (performance.now() - finishedAt > 10_000) throw new Error('a finished game never counted');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - finishedAt);
  }
  return times;
}
