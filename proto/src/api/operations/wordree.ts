import { z } from 'zod';
import {
  DictionaryValidation,
  GenerateTemplatesBody,
  GenerateTemplatesResult,
  HistoricalLeaderboard,
  HistoricalLeaderboardQuery,
  HistoricalLeaderboards,
  HistoricalLeaderboardsQuery,
  PuzzleTemplate,
  PuzzleTemplateView,
  RandomTemplateQuery,
  StartGameBody,
  TemplateByIdQuery,
  TemplateCount,
  TemplateCountQuery,
  TemplateIdParam,
  WordInput,
  WordreeArchiveDay,
  WordreeArchiveLeaderboard,
  WordreeArchiveSubmitBody,
  WordreeArchiveSubmitResult,
  WordreeChallenge,
  WordreeDailyLeaderboard,
  WordreeDailyProgress,
  WordreeDailyPuzzle,
  WordreeGame,
  WordreeHint,
  WordreeSubmitBody,
  WordreeSubmitResult,
} from '../../wordree';
import { ArchiveCalendar, ArchiveDayParams } from '../../archive';
import { json, type ApiOperation } from '../operation';
import { dailyStatusOperation } from './daily-status';
import { challengeOperations } from './challenges';

/** A game's id; a malformed one is answered as an unknown game (404). */
const GameParams = z.object({ id: z.uuid() });

const game = (
  method: ApiOperation['method'],
  suffix: string,
  rest: Omit<ApiOperation, 'method' | 'path' | 'service' | 'access' | 'params'>,
): ApiOperation => ({
  method,
  path: `/api/games/{id}${suffix}`,
  service: 'wordree',
  access: 'anyone',
  params: GameParams,
  ...rest,
});

/** A call on one past day's daily puzzle, in the archive (docs/rules.md#the-archive). */
const archiveDay = (
  method: ApiOperation['method'],
  suffix: string,
  rest: Omit<ApiOperation, 'method' | 'path' | 'service' | 'access' | 'params'> & {
    params?: z.ZodObject;
  },
): ApiOperation => ({
  method,
  path: `/api/wordree/archive/{day}${suffix}`,
  service: 'wordree',
  access: 'anyone',
  params: ArchiveDayParams,
  ...rest,
});

/** An archive chain's calls: the day, then the game (a malformed id is an unknown game, 404). */
const ArchiveGameParams = ArchiveDayParams.extend({ id: z.uuid() });

export const WORDREE_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/puzzle-templates/daily',
    service: 'wordree',
    summary: "Today's daily puzzle",
    access: 'anyone',
    answers: { 200: json(WordreeDailyPuzzle) },
  },
  {
    method: 'get',
    path: '/api/puzzle-templates/random',
    service: 'wordree',
    summary: 'A puzzle for endless play',
    access: 'anyone',
    query: RandomTemplateQuery,
    answers: { 200: json(PuzzleTemplate) },
  },
  {
    method: 'get',
    path: '/api/puzzle-templates/count',
    service: 'wordree',
    summary: "How many puzzles a difficulty's endless pool holds",
    access: 'anyone',
    query: TemplateCountQuery,
    answers: { 200: json(TemplateCount) },
  },
  {
    method: 'post',
    path: '/api/puzzle-templates/generate',
    service: 'wordree',
    summary: 'Add puzzles to the endless pool',
    description: "The admin dashboard's call, through the admin service.",
    access: 'admin',
    body: GenerateTemplatesBody,
    answers: { 201: json(GenerateTemplatesResult) },
  },
  {
    method: 'get',
    path: '/api/puzzle-templates/{id}',
    service: 'wordree',
    summary: 'A shared or restored puzzle',
    description: 'A daily puzzle of a day still to come is not found.',
    access: 'anyone',
    params: z.object({ id: TemplateIdParam }),
    query: TemplateByIdQuery,
    answers: { 200: json(PuzzleTemplateView) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/games',
    service: 'wordree',
    summary: 'Start a game with its first word',
    description: 'The server referees every word: it reads the word off the grid and scores it.',
    access: 'anyone',
    body: StartGameBody,
    answers: { 201: json(WordreeGame) },
    errors: [404, 410],
  },
  game('get', '', {
    summary: 'One of your games',
    answers: { 200: json(WordreeGame) },
    errors: [404],
  }),
  game('post', '/words', {
    summary: 'Add a word to the chain',
    body: WordInput,
    answers: { 200: json(WordreeGame) },
    errors: [404, 409, 410],
  }),
  game('post', '/finish', {
    summary: 'Finish an endless game',
    description: 'A daily game ends when its score is submitted instead.',
    answers: { 200: json(WordreeGame) },
    errors: [404],
  }),
  game('get', '/hint', {
    summary: 'A word that can follow the chain',
    answers: { 200: json(WordreeHint) },
    errors: [404],
  }),
  dailyStatusOperation('wordree'),
  {
    method: 'get',
    path: '/api/daily-puzzle/progress',
    service: 'wordree',
    summary: "Your part of today's daily, for any device",
    access: 'anyone',
    answers: { 200: json(WordreeDailyProgress) },
  },
  {
    method: 'post',
    path: '/api/daily-puzzle/submit',
    service: 'wordree',
    summary: "Submit today's daily game to the leaderboard",
    description: "The score and chain must match the server's record of the game.",
    access: 'anyone',
    body: WordreeSubmitBody,
    answers: { 201: json(WordreeSubmitResult) },
    errors: [404, 409, 410],
  },
  {
    method: 'get',
    path: '/api/daily-puzzle/leaderboard',
    service: 'wordree',
    summary: "Today's ranking, best first",
    access: 'anyone',
    answers: { 200: json(WordreeDailyLeaderboard) },
  },
  {
    method: 'post',
    path: '/api/daily-puzzle/regenerate',
    service: 'wordree',
    summary: "Replace today's daily puzzle",
    description: "The admin dashboard's call, through the admin service; submissions are kept.",
    access: 'admin',
    answers: { 201: json(WordreeDailyPuzzle) },
  },
  {
    method: 'get',
    path: '/api/historical-leaderboard',
    service: 'wordree',
    summary: "One day's final ranking",
    access: 'anyone',
    query: HistoricalLeaderboardQuery,
    answers: { 200: json(HistoricalLeaderboard) },
  },
  {
    method: 'get',
    path: '/api/historical-leaderboards',
    service: 'wordree',
    summary: 'Recent days, newest first, with their podium',
    access: 'anyone',
    query: HistoricalLeaderboardsQuery,
    answers: { 200: json(HistoricalLeaderboards) },
  },
  {
    method: 'get',
    path: '/api/wordree/archive',
    service: 'wordree',
    summary: 'Every past daily, newest first, with how far you got',
    description:
      "A day's current daily puzzle (after an admin's reset, the new one). Today and the days after it are never listed: they stay the daily and secret.",
    access: 'anyone',
    answers: { 200: json(ArchiveCalendar) },
  },
  archiveDay('get', '', {
    summary: "A past day's puzzle and your chain on it",
    description:
      '400 for a malformed day; the same 404 for today, a later day or a day with no puzzle. The grid as the daily served it, never its words; your chain is the finished one, else the one in play (an archive chain, or a daily chain left unfinished on its day, which the archive continues).',
    answers: { 200: json(WordreeArchiveDay) },
    errors: [400, 404],
  }),
  archiveDay('post', '/games', {
    summary: "Start an archive chain on a past day's puzzle with its first word",
    description:
      "The daily's rules, refereed word by word; never ranked. 409 once you finished the day.",
    body: WordInput,
    answers: { 201: json(WordreeGame) },
    errors: [404, 409],
  }),
  archiveDay('post', '/games/{id}/words', {
    summary: 'Add a word to an archive chain',
    description:
      'A daily chain left unfinished on its day goes on here as an archive chain, timed from this move.',
    params: ArchiveGameParams,
    body: WordInput,
    answers: { 200: json(WordreeGame) },
    errors: [404, 409],
  }),
  archiveDay('get', '/games/{id}/hint', {
    summary: 'A word that can follow an archive chain',
    params: ArchiveGameParams,
    answers: { 200: json(WordreeHint) },
    errors: [400, 404, 409],
  }),
  archiveDay('post', '/submit', {
    summary: 'Hand in an archive chain: your unranked result for the day',
    description:
      "The score and chain must match the server's record of the game. Never on the day's leaderboard; the answer says where it would have stood. One result per day.",
    body: WordreeArchiveSubmitBody,
    answers: { 201: json(WordreeArchiveSubmitResult) },
    errors: [404, 409],
  }),
  archiveDay('get', '/leaderboard', {
    summary: "A past day's ranking, and where your archive result would have stood",
    answers: { 200: json(WordreeArchiveLeaderboard) },
    errors: [400, 404],
  }),
  ...challengeOperations('wordree', WordreeChallenge),
  {
    method: 'get',
    path: '/api/dictionary/validate/{word}',
    service: 'wordree',
    summary: 'Whether a word is in the dictionary',
    access: 'anyone',
    params: z.object({ word: z.string() }),
    answers: { 200: json(DictionaryValidation) },
    errors: [400, 404],
  },
];
