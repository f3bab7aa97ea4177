import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  CreatedLeagueInvite,
  dayKey,
  League,
  LEAGUE_JOINS_PER_HOUR,
  LEAGUE_MESSAGES,
  LeagueBoard,
  LeagueInvitePreview,
  LeagueSummary,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_PLAYER,
  MyLeagues,
} from '@hub/proto';
import { guestIdOf, signUpVerified } from '../support/accounts';
import { eventually } from '../support/eventually';
import { finishedGame, GameOutboxes, reportAndApply } from '../support/game-events';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_LEAGUE = { message: LEAGUE_MESSAGES.notFound };
const INVITE_GONE = { message: LEAGUE_MESSAGES.inviteGone };
/** A well-formed token that no invite has. */
const strayToken = () => randomBytes(16).toString('base64url');

describe.each(TOPOLOGIES)('Leagues through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let games: GameOutboxes;
  let leaderboardDb: Knex;
  const today = dayKey();

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    games = new GameOutboxes(stack.databaseUrl);
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
  });

  afterAll(async () => {
    await games?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
  });

  async function signUp(firstName: string, lastName: string, tab = new Browserish(stack.url)) {
    const user = await signUpVerified(stack, tab, {
      email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName,
      lastName,
    });
    // The board names players from auth's profile events, which travel.
    await eventually(
      () => leaderboardDb('players').where({ player_id: user.id }).whereNotNull('display_name'),
      (rows) => rows.length === 1,
    );
    return { tab, userId: user.id };
  }

  async function createLeague(tab: Browserish, name: string) {
    const res = await tab.post('/api/leagues', { name });
    expect(res.status, res.text).toBe(201);
    return League.strict().parse(res.json);
  }

  async function invite(tab: Browserish, leagueId: string, body: object = {}) {
    const res = await tab.post(`/api/leagues/${leagueId}/invites`, body);
    expect(res.status, res.text).toBe(201);
    return CreatedLeagueInvite.strict().parse(res.json);
  }

  async function boardOf(tab: Browserish, leagueId: string, game: string, period = 'today') {
    const res = await tab.get(`/api/leagues/${leagueId}/boards/${game}?period=${period}`);
    expect(res.status, res.text).toBe(200);
    return LeagueBoard.strict().parse(res.json).entries;
  }

  it('lets friends make a league, join by a link and see a board of their own', async () => {
    const ann = await signUp('Ann', 'Lee');
    const bob = await signUp('Bob', 'Moss');
    const league = await createLeague(ann.tab, '  Friday Puzzlers ');
    expect(league).toMatchObject({ name: 'Friday Puzzlers', members: 1, isOwner: true });
    expect(league.memberList).toEqual([
      expect.objectContaining({ displayName: 'Ann L.', isOwner: true, isYou: true }),
    ]);

    const link = await invite(ann.tab, league.id);
    expect(link.path).toBe(`/leagues/join/${link.token}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Anyone who opens the link sees where it leads; only members see the league.
    const preview = await bob.tab.get(`/api/leagues/join/${link.token}`);
    expect(LeagueInvitePreview.strict().parse(preview.json)).toEqual({
      name: 'Friday Puzzlers',
      owner: 'Ann L.',
      members: 1,
      expiresAt: link.expiresAt,
      leagueId: null,
    });
    expect((await bob.tab.get(`/api/leagues/${league.id}`)).json).toEqual(NO_SUCH_LEAGUE);
    expect((await bob.tab.get(`/api/leagues/${league.id}/boards/jotto`)).status).toBe(404);

    const joined = await bob.tab.post(`/api/leagues/join/${link.token}`);
    expect(joined.status, joined.text).toBe(200);
    expect(LeagueSummary.strict().parse(joined.json)).toEqual({
      id: league.id,
      name: 'Friday Puzzlers',
      members: 2,
      isOwner: false,
    });
    // Joining twice changes nothing.
    expect((await bob.tab.post(`/api/leagues/join/${link.token}`)).json.members).toBe(2);
    expect(
      LeagueInvitePreview.parse((await bob.tab.get(`/api/leagues/join/${link.token}`)).json),
    ).toMatchObject({ members: 2, leagueId: league.id });

    const bobsView = League.strict().parse((await bob.tab.get(`/api/leagues/${league.id}`)).json);
    expect(bobsView.memberList.map((m) => [m.displayName, m.isOwner, m.isYou])).toEqual([
      ['Ann L.', true, false],
      ['Bob M.', false, true],
    ]);
    // The owner alone sees the open links.
    expect(bobsView.invites).toEqual([]);
    const annsView = League.parse((await ann.tab.get(`/api/leagues/${league.id}`)).json);
    expect(annsView.invites).toEqual([
      { id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt },
    ]);
    expect(MyLeagues.strict().parse((await bob.tab.get('/api/leagues')).json)).toEqual({
      leagues: [{ id: league.id, name: 'Friday Puzzlers', members: 2, isOwner: false }],
      limit: MAX_LEAGUES_PER_PLAYER,
    });

    // Points as on the global boards, every member listed, verified or not, points or not.
    await reportAndApply(
      games,
      leaderboardDb,
      finishedGame({ playerId: bob.userId, game: 'jotto', score: 900 }),
      finishedGame({ playerId: ann.userId, game: 'jotto', score: 400 }),
      finishedGame({ playerId: ann.userId, game: 'jotto', day: addDays(today, -3), score: 700 }),
    );
    expect(await boardOf(ann.tab, league.id, 'jotto')).toEqual([
      { rank: 1, displayName: 'Bob M.', points: 900, isYou: false },
      { rank: 2, displayName: 'Ann L.', points: 400, isYou: true },
    ]);
    expect(await boardOf(bob.tab, league.id, 'jotto', 'week')).toEqual([
      { rank: 1, displayName: 'Ann L.', points: 1100, isYou: false },
      { rank: 2, displayName: 'Bob M.', points: 900, isYou: true },
    ]);
    expect(await boardOf(bob.tab, league.id, 'bloom', 'all')).toEqual([
      { rank: 1, displayName: 'Ann L.', points: 0, isYou: false },
      { rank: 1, displayName: 'Bob M.', points: 0, isYou: true },
    ]);
  });

  it('brings a guest in through sign-up, with the points they played as a guest', async () => {
    const owner = await signUp('Cleo', 'Park');
    const league = await createLeague(owner.tab, 'Night Owls');
    const link = await invite(owner.tab, league.id);

    const guest = new Browserish(stack.url);
    const guestId = await guestIdOf(stack, guest);
    await reportAndApply(
      games,
      leaderboardDb,
      finishedGame({ playerId: guestId, game: 'bloom', score: 650 }),
    );
    const preview = await guest.get(`/api/leagues/join/${link.token}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ name: 'Night Owls', owner: 'Cleo P.', leagueId: null });
    expect(await guest.post(`/api/leagues/join/${link.token}`)).toMatchObject({
      status: 401,
      json: { message: LEAGUE_MESSAGES.signInToJoin },
    });
    expect((await guest.get('/api/leagues')).status).toBe(401);
    expect((await guest.post('/api/leagues', { name: 'Guests only' })).status).toBe(401);

    await signUp('Gus', 'Gray', guest);
    expect((await guest.post(`/api/leagues/join/${link.token}`)).status).toBe(200);
    const board = await eventually(
      () => boardOf(owner.tab, league.id, 'bloom'),
      (entries) => entries[0]?.points === 650,
    );
    expect(board).toEqual([
      { rank: 1, displayName: 'Gus G.', points: 650, isYou: false },
      { rank: 2, displayName: 'Cleo P.', points: 0, isYou: true },
    ]);
  });

  it("keeps a league's running to its owner: rename, remove, withdraw a link, delete", async () => {
    const owner = await signUp('Dana', 'Fox');
    const member = await signUp('Eli', 'Cole');
    const league = await createLeague(owner.tab, 'Word Nerds');
    const link = await invite(owner.tab, league.id, { days: 1 });
    expect((await member.tab.post(`/api/leagues/join/${link.token}`)).status).toBe(200);
    const view = League.parse((await owner.tab.get(`/api/leagues/${league.id}`)).json);
    const [own, theirs] = view.memberList;

    // A member may not run it.
    const ownerOnly = { status: 403, json: { message: LEAGUE_MESSAGES.ownerOnly } };
    const leagueUrl = `/api/leagues/${league.id}`;
    expect(await member.tab.post(`${leagueUrl}/rename`, { name: 'Mine now' })).toMatchObject(
      ownerOnly,
    );
    expect(await member.tab.post(`${leagueUrl}/delete`)).toMatchObject(ownerOnly);
    expect(await member.tab.post(`${leagueUrl}/invites`)).toMatchObject(ownerOnly);
    expect(await member.tab.post(`${leagueUrl}/members/${own!.id}/remove`)).toMatchObject(
      ownerOnly,
    );
    expect(await member.tab.post(`${leagueUrl}/invites/${link.id}/withdraw`)).toMatchObject(
      ownerOnly,
    );

    const renamed = await owner.tab.post(`${leagueUrl}/rename`, { name: 'Wordsmiths' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(League.strict().parse(renamed.json).name).toBe('Wordsmiths');
    expect(await owner.tab.post(`${leagueUrl}/members/${own!.id}/remove`)).toMatchObject({
      status: 409,
      json: { message: LEAGUE_MESSAGES.ownerIsMember },
    });
    expect(await owner.tab.post(`${leagueUrl}/leave`)).toMatchObject({
      status: 409,
      json: { message: LEAGUE_MESSAGES.ownerStays },
    });

    expect((await owner.tab.post(`${leagueUrl}/members/${theirs!.id}/remove`)).status).toBe(204);
    expect((await member.tab.get(leagueUrl)).json).toEqual(NO_SUCH_LEAGUE);
    expect((await member.tab.get('/api/leagues')).json.leagues).toEqual([]);
    expect((await owner.tab.post(`${leagueUrl}/members/${theirs!.id}/remove`)).json).toEqual({
      message: LEAGUE_MESSAGES.memberNotFound,
    });

    // A withdrawn link leads nowhere.
    expect((await owner.tab.post(`${leagueUrl}/invites/${link.id}/withdraw`)).status).toBe(204);
    expect((await member.tab.get(`/api/leagues/join/${link.token}`)).json).toEqual(INVITE_GONE);
    expect(await member.tab.post(`/api/leagues/join/${link.token}`)).toMatchObject({
      status: 404,
      json: INVITE_GONE,
    });

    // So does an expired one.
    const expiring = await invite(owner.tab, league.id);
    await leaderboardDb('league_invites')
      .where({ id: expiring.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await member.tab.get(`/api/leagues/join/${expiring.token}`)).json).toEqual(INVITE_GONE);
    expect(League.parse((await owner.tab.get(leagueUrl)).json).invites).toEqual([]);

    // A member who leaves is gone from the board.
    const again = await invite(owner.tab, league.id);
    expect((await member.tab.post(`/api/leagues/join/${again.token}`)).status).toBe(200);
    expect((await member.tab.post(`${leagueUrl}/leave`)).status).toBe(204);
    expect((await boardOf(owner.tab, league.id, 'wordree')).map((e) => e.displayName)).toEqual([
      'Dana F.',
    ]);

    expect((await owner.tab.post(`${leagueUrl}/delete`)).status).toBe(204);
    expect((await owner.tab.get(leagueUrl)).json).toEqual(NO_SUCH_LEAGUE);
    expect((await member.tab.get(`/api/leagues/join/${again.token}`)).json).toEqual(INVITE_GONE);
  });

  it('refuses bad names, malformed ids and more than the limits allow', async () => {
    const { tab } = await signUp('Fay', 'Hart');
    const refused = async (path: string, body: unknown, message: string, status = 400) =>
      expect(await tab.post(path, body)).toMatchObject({ status, json: { message } });
    await refused('/api/leagues', {}, 'A league needs a name');
    await refused('/api/leagues', { name: ' ab ' }, "A league's name needs at least 3 characters");
    await refused(
      '/api/leagues',
      { name: 'x'.repeat(41) },
      "A league's name must be at most 40 characters",
    );
    await refused(
      '/api/leagues',
      { name: 'bad\u0007bell' },
      "A league's name cannot hold control characters",
    );
    await refused('/api/leagues', { name: 'Nazi Club' }, 'Please choose another name');

    for (const path of [
      '/api/leagues/not-a-uuid',
      `/api/leagues/${UNKNOWN_ID}`,
      `/api/leagues/not-a-uuid/boards/jotto`,
    ]) {
      expect(await tab.get(path)).toMatchObject({ status: 404, json: NO_SUCH_LEAGUE });
    }
    expect(await tab.get('/api/leagues/join/short')).toMatchObject({
      status: 404,
      json: INVITE_GONE,
    });

    const league = await createLeague(tab, 'Limit Testers');
    expect((await tab.get(`/api/leagues/${league.id}/boards/chess`)).status).toBe(400);
    expect((await tab.get(`/api/leagues/${league.id}/boards/jotto?period=year`)).status).toBe(400);
    await refused(
      `/api/leagues/${league.id}/invites`,
      { days: 3 },
      'An invite link stays open for 1, 7, 30 days',
    );

    // Leagues per player.
    for (let n = 1; n < MAX_LEAGUES_PER_PLAYER; n += 1) await createLeague(tab, `League ${n}`);
    await refused('/api/leagues', { name: 'One too many' }, LEAGUE_MESSAGES.tooManyLeagues, 409);
    expect(MyLeagues.parse((await tab.get('/api/leagues')).json).leagues).toHaveLength(
      MAX_LEAGUES_PER_PLAYER,
    );

    // Open links per league.
    for (let n = 0; n < 5; n += 1) await invite(tab, league.id);
    await refused(`/api/leagues/${league.id}/invites`, {}, LEAGUE_MESSAGES.tooManyInvites, 409);

    // Members per league: fill it up to one place short, and take that place.
    const [open] = League.parse((await tab.get(`/api/leagues/${league.id}`)).json).invites;
    await leaderboardDb('league_invites').where({ id: open!.id }).delete();
    const link = await invite(tab, league.id);
    await leaderboardDb('league_members').insert(
      Array.from({ length: MAX_LEAGUE_MEMBERS - 2 }, () => ({
        id: randomUUID(),
        league_id: league.id,
        player_id: randomUUID(),
      })),
    );
    const last = await signUp('Gil', 'Ray');
    expect((await last.tab.post(`/api/leagues/join/${link.token}`)).json.members).toBe(
      MAX_LEAGUE_MEMBERS,
    );
    const late = await signUp('Hal', 'Orr');
    expect(await late.tab.post(`/api/leagues/join/${link.token}`)).toMatchObject({
      status: 409,
      json: { message: LEAGUE_MESSAGES.full },
    });
  });

  it('counts join attempts, good links or not, and holds back a guesser', async () => {
    const { tab } = await signUp('Ivy', 'Nash');
    for (let n = 1; n < LEAGUE_JOINS_PER_HOUR; n += 1) {
      expect((await tab.post(`/api/leagues/join/${strayToken()}`)).status).toBe(404);
    }
    const owner = await signUp('Jon', 'Kay');
    const league = await createLeague(owner.tab, 'Guarded');
    const link = await invite(owner.tab, league.id);
    expect((await tab.post(`/api/leagues/join/${link.token}`)).status).toBe(200);
    const held = await tab.post(`/api/leagues/join/${link.token}`);
    expect(held).toMatchObject({ status: 429, json: { message: LEAGUE_MESSAGES.tooManyJoins } });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
  });
});
