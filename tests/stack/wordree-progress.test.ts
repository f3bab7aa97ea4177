import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayedWord, PuzzleTemplate } from '@hub/proto';
import { chainThrough } from '@hub/wordree/testing';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/stack';

/** Wordree's finished games, through the outbox and NATS, into the progress service. */
describe('Wordree games reach the progress service', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  /** The shortest prefix of a legal chain worth at least `points`. */
  async function chainWorth(player: Browserish, points: number) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const puzzle: PuzzleTemplate = (
        await player.get('/api/puzzle-templates/random?difficulty=hard')
      ).json;
      const chain: PlayedWord[] = [];
      for (const word of chainThrough(puzzle, false)) {
        chain.push(word);
        if (chain.reduce((sum, played) => sum + played.points, 0) >= points) {
          return { puzzle, chain };
        }
      }
    }
    throw new Error(`No hard puzzle holds a chain worth ${points}`);
  }

  it('counts the games and unlocks the 250 / 500 / 1000 point achievements', async () => {
    const player = new Browserish(stack.url);
    await signUpVerified(stack, player, {
      email: `chain-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });

    const { puzzle, chain } = await chainWorth(player, 1000);
    const [first, ...rest] = chain;
    const started = await player.post('/api/games', { templateId: puzzle.id, path: first!.path });
    expect(started.status, started.text).toBe(201);
    for (const word of rest) {
      const added = await player.post(`/api/games/${started.json.id}/words`, { path: word.path });
      expect(added.status, added.text).toBe(200);
    }
    const finished = await player.post(`/api/games/${started.json.id}/finish`);
    expect(finished.json.score).toBeGreaterThanOrEqual(1000);

    const daily = (await player.get('/api/puzzle-templates/daily')).json;
    const [word] = chainThrough(daily);
    const dailyGame = await player.post('/api/games', {
      templateId: daily.id,
      mode: 'daily',
      path: word!.path,
    });
    const submitted = await player.post('/api/daily-puzzle/submit', {
      dailyPuzzleId: daily.dailyPuzzleId,
      gameId: dailyGame.json.id,
      displayName: 'Chain Master',
      score: dailyGame.json.score,
      wordChain: [word!.word],
    });
    expect(submitted.status, submitted.text).toBe(201);

    await expect
      .poll(
        async () => {
          const stats = await player.get('/api/user/stats');
          return stats.json?.find?.((stat: { gameType: string }) => stat.gameType === 'wordree');
        },
        { timeout: 15_000, interval: 250 },
      )
      .toMatchObject({ gamesPlayed: 2, currentStreak: 1 });

    const achievements = await player.get('/api/user/achievements');
    expect(achievements.status).toBe(200);
    const unlocked = achievements.json
      .filter((achievement: { unlocked: boolean }) => achievement.unlocked)
      .map((achievement: { code: string }) => achievement.code);
    expect(unlocked).toEqual(
      expect.arrayContaining(['first_wordree', 'wordree_250', 'wordree_500', 'wordree_1000']),
    );
  });
});
