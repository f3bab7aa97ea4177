import { z } from 'zod';
import {
  Achievement,
  GameStat,
  Leaderboard,
  LeaderboardParams,
  LeaderboardQuery,
  PROGRESS_STREAM_PATH,
  STATS_HISTORY_PATH,
  StatsHistory,
  TodayDistribution,
  VS_RATING_PATH,
  VsRatingBoard,
} from '../../progress';
import { events, json, type ApiOperation } from '../operation';

/** `ready` and `progress` carry no data but their event id (the cursor). */
const Nothing = z.object({});

export const LEADERBOARD_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/user/stats',
    service: 'leaderboard',
    summary: 'Your games played and streaks, per game',
    access: 'account',
    description:
      'The current streak is as of today: a streak freeze, earned every 7 days played (2 held at most), keeps it through a missed day, which `frozenDays` lists.',
    answers: { 200: json(z.array(GameStat)) },
  },
  {
    method: 'get',
    path: STATS_HISTORY_PATH,
    service: 'leaderboard',
    summary: 'Your results over time, per game, for charts',
    description:
      'Per game: the distribution of its measure (Wordree points, Jotto guesses to solve, Bloom seconds to solve) in buckets, the personal best, the games finished each day of the last year, and the 7- and 30-day trends against the days before.',
    access: 'account',
    answers: { 200: json(StatsHistory) },
  },
  {
    method: 'get',
    path: '/api/user/achievements',
    service: 'leaderboard',
    summary: 'Every achievement, and which you have unlocked',
    access: 'account',
    answers: { 200: json(z.array(Achievement)) },
  },
  {
    method: 'get',
    path: PROGRESS_STREAM_PATH,
    service: 'leaderboard',
    summary: 'Live progress: achievements as they unlock',
    access: 'account',
    answers: {
      200: events(
        { ready: Nothing, achievement: Achievement, progress: Nothing },
        'Server-Sent Events: `ready` first, `achievement` for each one unlocked, `progress` when stats changed. Each id is a cursor the browser sends back as `Last-Event-ID` when it reconnects, so nothing unlocked in between is missed.',
      ),
    },
  },
  {
    method: 'get',
    path: '/api/leaderboards/{game}',
    service: 'leaderboard',
    summary: "A game's global leaderboard",
    description:
      'Verified accounts only. A guest or an unverified account is told its points and why it is not listed.',
    access: 'anyone',
    params: LeaderboardParams,
    query: LeaderboardQuery,
    answers: { 200: json(Leaderboard) },
  },
  {
    method: 'get',
    path: '/api/leaderboards/{game}/today',
    service: 'leaderboard',
    summary: "How everyone who finished today's daily did",
    description:
      "The day's finishers in the game's measure (Jotto guesses, Bloom seconds, Wordree points), in the profile's buckets, and where you fall. Only for a player who has finished today's daily: 403 before.",
    access: 'anyone',
    params: LeaderboardParams,
    answers: { 200: json(TodayDistribution) },
    errors: [403],
  },
  {
    method: 'get',
    path: VS_RATING_PATH,
    service: 'leaderboard',
    summary: 'Jotto VS players by rating',
    description: 'Verified accounts only; only matches between two of them are rated.',
    access: 'anyone',
    answers: { 200: json(VsRatingBoard) },
  },
];
