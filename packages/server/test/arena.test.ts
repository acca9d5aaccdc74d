/**
 * Arenas through the real API (docs/tournaments.md, "Arena"): the settings an arena refuses; players paired as soon
 * as two are free, never their last opponent while someone else waits, one game at a time each; points 2 a win and
 * doubled on fire; a late joiner; a pause and a return; a player who lets their game run out without a move paused;
 * and the window's close: nobody paired after it, the last game finished, then the arena.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type ArenaTournamentView, type TournamentView } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const arenaOf = (view: TournamentView): ArenaTournamentView => {
  if (view.format !== 'arena') throw new Error(`${view.id} is a Swiss`);
  return view;
};

describe.each(DATABASE_KINDS)('arenas $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip }, { CLOCK_SWEEP_MS: '50' });

  const guest = async () => {
    const client = new Client(server.url);
    const player = await client.join();
    return { client, id: player.id };
  };
  const registered = async () => {
    const made = await guest();
    await registerClient(made.client, freshUsername(`arena_${kind}`));
    return made;
  };
  const view = async (client: Client, id: string) =>
    arenaOf(await client.call(ENDPOINTS.getTournament, { params: { id } }));
  /** Waits until the arena, as `client` sees it, satisfies `check`. */
  const until = (client: Client, id: string, check: (arena: ArenaTournamentView) => boolean) =>
    eventually(async () => {
      const seen = await view(client, id);
      return check(seen) ? seen : undefined;
    }, 60_000);
  const lineOf = (arena: ArenaTournamentView, player: string) => {
    const line = arena.standings.find((standing) => standing.player.id === player);
    if (line === undefined) throw new Error(`${player} is not in the standings`);
    return line;
  };
  /** The running game between two players, and who sits in seat 0. */
  const runningGame = (arena: ArenaTournamentView, player: string) =>
    arena.pairings
      .filter((pairing) => pairing.players.some((seated) => seated?.id === player))
      .flatMap((pairing) => pairing.games.map((game) => ({ game, pairing })))
      .find(({ game }) => game.state === 'running');
  const opponentIn = (arena: ArenaTournamentView, player: string) =>
    runningGame(arena, player)?.pairing.players.find((seated) => seated?.id !== player)?.id;
  /** Every player in at most one running game, on the database's own record. */
  const oneGameEach = async (id: string) => {
    const found = await server.database.query<{ player: string; games: number }>(
      `SELECT player, count(*)::int AS games FROM games g, unnest(ARRAY[g.player0, g.player1]) AS player
       WHERE g.tournament_id = $1 AND g.state = 'running' GROUP BY player HAVING count(*) > 1`,
      [id],
    );
    expect(found.rows).toEqual([]);
  };

  it.skipIf(skip)('refuses settings that make no arena, and creates nothing when it does', async () => {
    const creator = await registered();
    const arena = {
      name: 'Arena',
      format: 'arena',
      minutes: 60,
      turnSeconds: 30,
      startsAt: inAnHour(),
    } as const;
    const cases = [
      [{ ...arena, rounds: 3 }, 'body.rounds'],
      [{ ...arena, minutes: undefined }, 'body.minutes'],
      [{ ...arena, minutes: 10 }, 'body.minutes'],
      [{ ...arena, duplicate: true }, 'body.duplicate'],
      [{ ...arena, roundDays: 7 }, 'body.roundDays'],
      [{ ...arena, turnSeconds: 600 }, 'body.turnSeconds'],
      [{ name: 'Swiss', rounds: 3, minutes: 60, startsAt: inAnHour() }, 'body.minutes'],
      [{ name: 'Swiss', format: 'swiss', startsAt: inAnHour() }, 'body.rounds'],
    ] as const;
    for (const [body, path] of cases) {
      const refused = await creator.client.refused(ENDPOINTS.createTournament, {
        body: JSON.parse(JSON.stringify(body)) as never,
      });
      expect([refused.code, refused.path]).toEqual(['invalid-input', path]);
    }
    const made = await server.database.query('SELECT 1 FROM tournaments WHERE creator = $1', [creator.id]);
    expect(made.rows).toEqual([]);
  });

  it.skipIf(skip)(
    'pairs players as they come free, scores streaks, pauses, and closes its window',
    { timeout: 120_000 },
    async () => {
      const creator = await registered();
      const others = [await guest(), await guest(), await guest()];
      const clients = new Map([creator, ...others].map((player) => [player.id, player.client]));
      const made = arenaOf(
        await creator.client.call(ENDPOINTS.createTournament, {
          body: {
            name: 'Evening arena',
            format: 'arena',
            minutes: 30,
            turnSeconds: 60,
            startsAt: inAnHour(),
          },
        }),
      );
      expect(made).toMatchObject({ format: 'arena', rounds: null, minutes: 30, state: 'open' });
      const id = made.id;
      for (const other of others) await other.client.call(ENDPOINTS.joinTournament, { params: { id } });
      const started = arenaOf(await creator.client.call(ENDPOINTS.startTournament, { params: { id } }));
      expect(started.state).toBe('running');
      const again = await creator.client.refused(ENDPOINTS.startTournament, { params: { id } });
      expect([again.code, again.message]).toEqual(['tournament-started', 'the arena has started already']);
      expect(Date.parse(started.endsAt!) - Date.parse(started.startsAt)).toBe(30 * 60_000);
      // Four players: two games at once, everyone playing.
      expect(started.pairings).toHaveLength(2);
      expect(started.standings.every((line) => line.playing)).toBe(true);

      // A late joiner waits alone until someone is free.
      const late = await guest();
      clients.set(late.id, late.client);
      await late.client.call(ENDPOINTS.joinTournament, { params: { id } });
      expect(lineOf(await view(late.client, id), late.id)).toMatchObject({ playing: false, games: 0 });

      /** The arena's running games, as the database has them (the page may be a second behind). */
      const running = async () =>
        (
          await server.database.query<{ id: string; player0: string; player1: string }>(
            `SELECT id, player0, player1 FROM games WHERE tournament_id = $1 AND state = 'running'`,
            [id],
          )
        ).rows;
      const resign = (loser: string, game: string) =>
        clients.get(loser)!.call(ENDPOINTS.resign, { params: { id: game } });
      const hasCreator = (game: { player0: string; player1: string }) =>
        game.player0 === creator.id || game.player1 === creator.id;
      /**
       * The creator wins their game; the others' games end too (seat 1 resigns), until the creator is paired
       * again (they are paired first, being first in the standings, once someone who was not their last opponent
       * is free). Answers the page once it shows the creator's new game.
       */
      const endTheGames = async () => {
        const mine = (await running()).find(hasCreator)!;
        await resign(mine.player0 === creator.id ? mine.player1 : mine.player0, mine.id);
        for (;;) {
          const games = await running();
          const next = games.find(hasCreator);
          if (next !== undefined) {
            return until(creator.client, id, (seen) => runningGame(seen, creator.id)?.game.id === next.id);
          }
          for (const game of games) await resign(game.player1, game.id);
          await eventually(async () => ((await running()).length > 0 ? true : undefined));
        }
      };

      // The creator wins three games: 2, 2, then 4 on fire, and meets a new opponent each time.
      let arena = await view(creator.client, id);
      const opponents: string[] = [];
      for (const sheet of [[2], [2, 2], [2, 2, 4]]) {
        opponents.push(opponentIn(arena, creator.id)!);
        arena = await endTheGames();
        await oneGameEach(id);
        expect(lineOf(arena, creator.id)).toMatchObject({ sheet, onFire: sheet.length >= 2 });
      }
      expect(lineOf(arena, creator.id)).toMatchObject({ score: 8, wins: 3, rank: 1 });
      for (const [index, opponent] of opponents.entries()) expect(opponent).not.toBe(opponents[index - 1]);

      // A player pauses while playing: their game goes on; once it is over they are not paired until they return.
      const pausing =
        opponentIn(arena, creator.id) ?? arena.standings.find((line) => line.playing)!.player.id;
      const paused = arenaOf(await clients.get(pausing)!.call(ENDPOINTS.leaveTournament, { params: { id } }));
      expect(paused.you).toMatchObject({ joined: false, paused: true });
      expect(lineOf(paused, pausing)).toMatchObject({ paused: true, playing: true });
      expect((await clients.get(pausing)!.refused(ENDPOINTS.leaveTournament, { params: { id } })).code).toBe(
        'not-joined',
      );
      arena = await endTheGames();
      expect(lineOf(arena, pausing)).toMatchObject({ paused: true, playing: false });
      const back = arenaOf(await clients.get(pausing)!.call(ENDPOINTS.joinTournament, { params: { id } }));
      expect(back.you).toMatchObject({ joined: true, paused: false });
      // A player who lets their turn run out without one move is paused.
      arena = await endTheGames();
      const { game: lateGame } = runningGame(arena, creator.id)!;
      const toMove = await server.database.query<{ mover: string }>(
        'SELECT seat_player(to_move, player0, player1) AS mover FROM games WHERE id = $1',
        [lateGame.id],
      );
      const absent = toMove.rows[0]!.mover;
      // The clock is the database's: the turn's time is moved to its end rather than waited for.
      await server.database.query(
        `UPDATE games SET turn_deadline = now() - interval '1 second' WHERE id = $1`,
        [lateGame.id],
      );
      arena = await until(creator.client, id, (seen) => lineOf(seen, absent).paused);
      expect(lineOf(arena, absent).playing).toBe(false);

      // The window closes (its start moved back past its 30 minutes): nobody is paired after it, games under way
      // are finished and count, then the arena is.
      await server.database.query(
        `UPDATE tournaments SET starts_at = starts_at - interval '31 minutes' WHERE id = $1`,
        [id],
      );
      const before = await server.database.query<{ round: number }>(
        'SELECT round FROM tournaments WHERE id = $1',
        [id],
      );
      expect((await (await guest()).client.refused(ENDPOINTS.joinTournament, { params: { id } })).code).toBe(
        'tournament-started',
      );
      for (const game of await running()) await resign(game.player1, game.id);
      const finished = await until(creator.client, id, (seen) => seen.state === 'finished');
      expect(finished.round).toBe(before.rows[0]!.round);
      expect(finished.standings.every((line) => !line.playing)).toBe(true);
      const total = finished.standings.reduce((sum, line) => sum + line.games, 0);
      const games = await server.database.query<{ over: number }>(
        `SELECT count(*)::int AS over FROM games WHERE tournament_id = $1 AND state = 'over'`,
        [id],
      );
      expect(total).toBe(2 * games.rows[0]!.over);
    },
  );
});
