import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { JottoGuessBody } from '@hub/proto';
import type { JottoContext } from '../context';
import {
  getArchiveCalendar,
  getArchiveGame,
  getArchiveLeaderboard,
  guessArchive,
} from '../daily/archive.service';

/** Past days' puzzles, played again unranked, guests included (docs/rules.md#the-archive). */
export function archiveRoutes(app: FastifyInstance, ctx: JottoContext): void {
  app.get('/api/jotto/archive', async (req) => getArchiveCalendar(ctx, identityOf(req)));

  app.get('/api/jotto/archive/:day', async (req) =>
    getArchiveGame(ctx, identityOf(req), req.params),
  );

  app.post('/api/jotto/archive/:day/guess', async (req) => {
    const { guess } = parseInput(JottoGuessBody, req.body ?? {});
    return guessArchive(ctx, identityOf(req), req.params, guess);
  });

  app.get('/api/jotto/archive/:day/leaderboard', async (req) =>
    getArchiveLeaderboard(ctx, identityOf(req), req.params),
  );
}
