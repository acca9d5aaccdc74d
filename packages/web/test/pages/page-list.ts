/**
 * Every page of the app with something real on it, for the accessibility test and the screenshots: a player
 * with a running and a finished game against the computer (a few turns played, then resigned, so the replay has
 * moves), registered after them (so that their profile lists a game), an open invitation seen by someone else,
 * the account forms, a duplicate tournament in its first round with both of them (and two more, for two tables)
 * and one open to join, an arena
 * under way with its first game between them, and the pages with nothing to find.
 */
import {
  ARENA_MAX_TURN_SECONDS,
  ENDPOINTS,
  type ChallengeView,
  type GameView,
  type TournamentView,
} from '@katz/protocol';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { apiCall } from '../support/api-call.js';

interface ShownPage {
  readonly name: string;
  readonly path: string;
  /** Whose browser opens it: the guest who played, or someone else (the invited). */
  readonly as: 'player' | 'visitor';
  /** A selector that shows the page is ready. */
  readonly ready: string;
}

export interface Fixtures {
  readonly pages: readonly ShownPage[];
  /** The player's account name (they registered after their games, as a guest can). */
  readonly playerName: string;
  /** The player's cookies, to open the pages as them in any language and size. */
  readonly player: Awaited<ReturnType<BrowserContext['storageState']>>;
  readonly visitor: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/**
 * Plays a few turns (builds first, else the first discard), then resigns, so the replay has something to show and
 * ends in a resignation. A deal can end by the rules within those turns, or before the resignation: then it deals
 * again.
 */
async function finishedGame(request: APIRequestContext): Promise<string> {
  for (let deal = 0; deal < 5; deal++) {
    const game = await playedGame(request);
    if (game.state !== 'running') continue;
    // The computer plays on the server meanwhile, and may end the game by the rules before the resignation comes.
    const resigned = await request.post(`/api/games/${game.id}/resign`);
    if (resigned.status() === 409 && (await resigned.text()).includes('"game-over"')) continue;
    if (!resigned.ok()) throw new Error(`resign ${game.id}: ${resigned.status()} ${await resigned.text()}`);
    return game.id;
  }
  throw new Error('five deals in a row ended by the rules within a few turns');
}

/** A game against the computer after up to 40 actions of the player's, as it then is. */
async function playedGame(request: APIRequestContext): Promise<GameView> {
  let game = await apiCall<GameView>(request, 'POST', ENDPOINTS.startComputerGame.path, {
    level: 'first',
    turnSeconds: 600,
  });
  const path = `/api/games/${game.id}`;
  for (let played = 0; played < 40 && game.state === 'running';) {
    game = await apiCall<GameView>(request, 'GET', path);
    if (game.state !== 'running') break;
    if (game.toMove !== game.seat) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      continue;
    }
    const action = game.legalActions.find((candidate) => candidate.type === 'build') ?? game.legalActions[0];
    await apiCall(request, 'POST', `${path}/actions`, { version: game.version, action });
    played++;
  }
  return apiCall<GameView>(request, 'GET', path);
}

/**
 * An arena created by one player (who joins it), joined by the other and started at once, as it is once its
 * first pairing is made: five minutes a turn, the most an arena allows, so that its game outlasts the pages'
 * visits.
 */
async function runningArena(creator: APIRequestContext, joiner: APIRequestContext): Promise<TournamentView> {
  const made = await apiCall<TournamentView>(creator, 'POST', ENDPOINTS.createTournament.path, {
    name: 'Evening Arena',
    format: 'arena',
    minutes: 60,
    turnSeconds: ARENA_MAX_TURN_SECONDS,
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await apiCall(joiner, 'POST', `/api/tournaments/${made.id}/join`);
  await apiCall(creator, 'POST', `/api/tournaments/${made.id}/start`);
  for (let asked = 0; asked < 200; asked++) {
    const arena = await apiCall<TournamentView>(creator, 'GET', `/api/tournaments/${made.id}`);
    if (arena.pairings.length > 0) return arena;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the arena ${made.id} started without pairing its two players`);
}

/**
 * A context's cookies, with the app's mark that this browser has a session (src/connection/session-mark.ts) as the
 * app keeps it when it starts one itself: without it, a page would take the browser for a new visitor.
 */
async function withSessionMark(context: BrowserContext, url: string): Promise<Fixtures['player']> {
  const state = await context.storageState();
  const origin = new URL(url).origin;
  const mark = { name: 'katz.hadSession', value: '1' };
  const others = state.origins.filter((kept) => kept.origin !== origin);
  const kept = state.origins.find((found) => found.origin === origin)?.localStorage ?? [];
  return { ...state, origins: [...others, { origin, localStorage: [...kept, mark] }] };
}

export async function makeFixtures(browser: Browser, url: string): Promise<Fixtures> {
  const player = await browser.newContext({ baseURL: url });
  const visitor = await browser.newContext({ baseURL: url });
  try {
    await apiCall(player.request, 'POST', ENDPOINTS.startSession.path);
    await apiCall(visitor.request, 'POST', ENDPOINTS.startSession.path);
    const replayId = await finishedGame(player.request);
    const running = await apiCall<GameView>(player.request, 'POST', ENDPOINTS.startComputerGame.path, {
      level: 'beginner',
      turnSeconds: 86_400,
    });
    const invitation = await apiCall<ChallengeView>(player.request, 'POST', ENDPOINTS.createChallenge.path, {
      visibility: 'lobby',
      turnSeconds: 300,
    });
    // Registered last, so that the profile counts the games played as a guest.
    const username = `Shots${String(Date.now() % 100_000)}`;
    await apiCall(player.request, 'POST', ENDPOINTS.register.path, {
      username,
      password: 'a long enough pass',
    });
    // A duplicate tournament with the player and the visitor in its first round, and one open to join.
    const tournament = await apiCall<TournamentView>(
      player.request,
      'POST',
      ENDPOINTS.createTournament.path,
      {
        name: 'Winter Swiss',
        rounds: 3,
        duplicate: true,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    );
    await apiCall(visitor.request, 'POST', `/api/tournaments/${tournament.id}/join`);
    // Two more guests: a duplicate round needs two tables to compare.
    for (const extra of [
      await browser.newContext({ baseURL: url }),
      await browser.newContext({ baseURL: url }),
    ]) {
      await apiCall(extra.request, 'POST', ENDPOINTS.startSession.path);
      await apiCall(extra.request, 'POST', `/api/tournaments/${tournament.id}/join`);
      await extra.close();
    }
    await apiCall(player.request, 'POST', `/api/tournaments/${tournament.id}/start`);
    await apiCall(player.request, 'POST', ENDPOINTS.createTournament.path, {
      name: 'Sunday Cup',
      rounds: 5,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // An arena under way, made by the player and joined by the visitor: its first game between them running.
    const arena = await runningArena(player.request, visitor.request);
    const table = '.game-table';
    const pages: ShownPage[] = [
      { name: 'home', path: '/', as: 'player', ready: '.home-running .list' },
      { name: 'lobby', path: '/', as: 'visitor', ready: '.home-lobby .list' },
      { name: 'game', path: `/game/${running.id}`, as: 'player', ready: table },
      { name: 'watch', path: `/game/${running.id}`, as: 'visitor', ready: table },
      { name: 'invite', path: invitation.link, as: 'visitor', ready: '.invite-card .button-primary' },
      { name: 'replay', path: `/replay/${replayId}`, as: 'player', ready: '.fair-results' },
      // The review as it first shows (its progress, or the review kept from an earlier visit): computing it
      // whole in every context would take minutes on a busy machine; review.test.ts waits for it.
      {
        name: 'review',
        path: `/replay/${replayId}/review`,
        as: 'player',
        ready: '.review-progress, [data-testid="review-done"]',
      },
      { name: 'rules', path: '/rules', as: 'visitor', ready: '.rule-sketch' },
      { name: 'settings', path: '/settings', as: 'visitor', ready: '.settings-choice' },
      { name: 'leaderboard', path: '/leaderboard', as: 'visitor', ready: '.leaderboard-levels' },
      { name: 'profile', path: `/players/${username}`, as: 'visitor', ready: '.profile-recent .list' },
      { name: 'register', path: '/register', as: 'visitor', ready: '.account-form' },
      { name: 'login', path: '/login', as: 'visitor', ready: '.account-form' },
      { name: 'recover', path: '/recover', as: 'visitor', ready: '.account-form' },
      { name: 'practice', path: '/practice?level=random&seed=shots-1', as: 'visitor', ready: table },
      { name: 'learn', path: '/learn', as: 'visitor', ready: table },
      { name: 'tournaments', path: '/tournaments', as: 'visitor', ready: '.tournament-list' },
      { name: 'tournament', path: tournament.link, as: 'player', ready: '.standings-table' },
      { name: 'arena', path: arena.link, as: 'visitor', ready: '.arena-standings' },
      { name: 'tournament-not-found', path: '/tournaments/NoSuchTournament', as: 'visitor', ready: '.gone' },
      { name: 'not-found', path: '/no/such/page', as: 'visitor', ready: '.gone' },
      { name: 'game-not-found', path: '/game/NoSuchGame', as: 'visitor', ready: '.gone' },
      { name: 'invite-not-found', path: '/invite/NoSuchInvitation', as: 'visitor', ready: '.gone' },
    ];
    return {
      pages,
      playerName: username,
      player: await withSessionMark(player, url),
      visitor: await withSessionMark(visitor, url),
    };
  } finally {
    await Promise.all([player.close(), visitor.close()]);
  }
}
