/**
 * Swiss tournaments through the real API (docs/tournaments.md): creating, joining and leaving with every refusal
 * changing nothing; five players over three rounds with a bye each round, no pair meeting twice, a withdrawal, and
 * the standings equal to a recount from the games; a duplicate pairing's two games on one deal with the seats
 * swapped, its seed sealed until both are over.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type SwissTournamentView, type TournamentView } from '@katz/protocol';
import { forgetUnreachableGuests } from '../src/identity/guests.js';
import { advanceTournament } from '../src/tournaments/tournament-steps.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const swissOf = (view: TournamentView): SwissTournamentView => {
  if (view.format !== 'swiss') throw new Error(`${view.id} is an arena`);
  return view;
};

describe.each(DATABASE_KINDS)('tournaments $title', ({ kind, skip }) => {
  // The sweep once a minute: each round, start and end here is moved on by the notices of the changes that
  // make it due, as it is everywhere (jobs/tournament-steps.ts).
  const server = useTestServer({ kind, skip }, { CLOCK_SWEEP_MS: '60000' });

  const registered = async () => {
    const client = new Client(server.url);
    const player = await client.join();
    await registerClient(client, freshUsername(`swiss_${kind}`));
    return { client, player };
  };
  const tournamentRows = async (id: string) =>
    (
      await server.database.query<{ players: number; pairings: number }>(
        `SELECT (SELECT count(*)::int FROM tournament_players WHERE tournament_id = $1) AS players,
           (SELECT count(*)::int FROM tournament_pairings WHERE tournament_id = $1) AS pairings`,
        [id],
      )
    ).rows[0];
  /** Waits for the tournament to reach round `round` (or its end) and answers it. */
  const roundOf = (client: Client, id: string, round: number) =>
    eventually(async () => {
      const seen = await client.call(ENDPOINTS.getTournament, { params: { id } });
      return seen.round >= round || seen.state === 'finished' ? swissOf(seen) : undefined;
    }, 60_000);
  /** Ends each of the round's running games: the player in seat 1 resigns. */
  const resignRound = async (tournament: TournamentView, clients: ReadonlyMap<string, Client>) => {
    for (const pairing of tournament.pairings.filter((shown) => shown.round === tournament.round)) {
      for (const game of pairing.games.filter((shown) => shown.state === 'running')) {
        const seat1 = pairing.players.find((player) => player !== null && player.id !== game.seat0);
        const client = seat1 ? clients.get(seat1.id) : undefined;
        if (!client) throw new Error(`no client for seat 1 of ${game.id}`);
        await client.call(ENDPOINTS.resign, { params: { id: game.id } });
      }
    }
  };

  it.skipIf(skip)('refuses what it must, and changes nothing when it does', async () => {
    const creator = await registered();
    const guest = new Client(server.url);
    await guest.join();
    const refusedGuest = await guest.refused(ENDPOINTS.createTournament, {
      body: { name: 'Guests', rounds: 3, startsAt: inAnHour() },
    });
    expect(refusedGuest.code).toBe('account-required');
    const absurd = await creator.client.refused(ENDPOINTS.createTournament, {
      body: { name: 'Far', rounds: 99, startsAt: inAnHour() },
    });
    expect([absurd.code, absurd.path]).toEqual(['invalid-input', 'body.rounds']);
    const past = await creator.client.refused(ENDPOINTS.createTournament, {
      body: { name: 'Late', rounds: 3, startsAt: new Date(Date.now() - 3_600_000).toISOString() },
    });
    expect([past.code, past.path]).toEqual(['invalid-input', 'body.startsAt']);
    const quick = await creator.client.refused(ENDPOINTS.createTournament, {
      body: { name: 'Quick', rounds: 3, turnSeconds: 5, startsAt: inAnHour() },
    });
    expect([quick.code, quick.path]).toEqual(['invalid-input', 'body.turnSeconds']);

    const made = await creator.client.call(ENDPOINTS.createTournament, {
      body: { name: 'Rated and small', rounds: 2, rated: true, maxPlayers: 2, startsAt: inAnHour() },
    });
    expect(made).toMatchObject({ state: 'open', players: 1, you: { joined: true } });
    const id = made.id;
    expect((await guest.refused(ENDPOINTS.joinTournament, { params: { id } })).code).toBe('account-required');
    expect((await creator.client.refused(ENDPOINTS.joinTournament, { params: { id } })).code).toBe(
      'already-joined',
    );
    const second = await registered();
    await second.client.call(ENDPOINTS.joinTournament, { params: { id } });
    const third = await registered();
    expect((await third.client.refused(ENDPOINTS.joinTournament, { params: { id } })).code).toBe(
      'tournament-full',
    );
    expect((await third.client.refused(ENDPOINTS.leaveTournament, { params: { id } })).code).toBe(
      'not-joined',
    );
    expect((await second.client.refused(ENDPOINTS.startTournament, { params: { id } })).code).toBe(
      'not-creator',
    );
    // Leaving before the start frees the place.
    await second.client.call(ENDPOINTS.leaveTournament, { params: { id } });
    await third.client.call(ENDPOINTS.joinTournament, { params: { id } });
    expect(await tournamentRows(id)).toEqual({ players: 2, pairings: 0 });

    const started = await creator.client.call(ENDPOINTS.startTournament, { params: { id } });
    expect(started).toMatchObject({ state: 'running', round: 1 });
    expect(started.pairings).toHaveLength(1);
    expect((await second.client.refused(ENDPOINTS.joinTournament, { params: { id } })).code).toBe(
      'tournament-started',
    );
    expect((await creator.client.refused(ENDPOINTS.startTournament, { params: { id } })).code).toBe(
      'tournament-started',
    );
    expect(await tournamentRows(id)).toEqual({ players: 2, pairings: 1 });

    // The limit of tournaments open or running per creator (3 by default): this one is running, two more open.
    for (const name of ['Second', 'Third']) {
      await creator.client.call(ENDPOINTS.createTournament, {
        body: { name, rounds: 1, startsAt: inAnHour() },
      });
    }
    const fourth = await creator.client.refused(ENDPOINTS.createTournament, {
      body: { name: 'Fourth', rounds: 1, startsAt: inAnHour() },
    });
    expect(fourth.code).toBe('too-many-tournaments');
    const listed = await guest.call(ENDPOINTS.listTournaments, { query: {} });
    expect(listed.filter((shown) => shown.name === 'Fourth')).toEqual([]);
  });

  it.skipIf(skip)('takes exactly its cap of players when many join at the same moment', async () => {
    const creator = await registered();
    const made = await creator.client.call(ENDPOINTS.createTournament, {
      body: { name: 'Crowded', rounds: 1, maxPlayers: 5, startsAt: inAnHour() },
    });
    const guests = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const client = new Client(server.url);
        await client.join();
        return client;
      }),
    );
    const answers = await Promise.all(
      guests.map((client) => client.attempt(ENDPOINTS.joinTournament, { params: { id: made.id } })),
    );
    const joined = answers.filter(({ result }) => result.ok).length;
    const full = answers.filter(({ result }) => !result.ok && result.error.code === 'tournament-full').length;
    expect([joined, full]).toEqual([4, 12]);
    expect(await tournamentRows(made.id)).toEqual({ players: 5, pairings: 0 });
  });

  it.skipIf(skip)('keeps a guest who joined a tournament when their last session ends', async () => {
    const creator = await registered();
    const made = await creator.client.call(ENDPOINTS.createTournament, {
      body: { name: 'With a guest', rounds: 1, startsAt: inAnHour() },
    });
    const guest = new Client(server.url);
    const { id } = await guest.join();
    await guest.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
    await server.database.query('DELETE FROM sessions WHERE player_id = $1', [id]);
    // The housekeeper's statement would have failed on the standings' reference, for every guest at once.
    expect(await forgetUnreachableGuests(server.database)).toBeGreaterThanOrEqual(0);
    const kept = await server.database.query('SELECT 1 FROM players WHERE id = $1', [id]);
    expect(kept.rows).toHaveLength(1);
  });

  it.skipIf(skip)(
    'pairs a correspondence round at its set time, and not before, even when the round before is over',
    async () => {
      const creator = await registered();
      const live = await creator.client.refused(ENDPOINTS.createTournament, {
        body: { name: 'Quick weekly', rounds: 2, roundDays: 7, turnSeconds: 600, startsAt: inAnHour() },
      });
      expect([live.code, live.path]).toEqual(['invalid-input', 'body.roundDays']);
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Weekly', rounds: 2, roundDays: 7, turnSeconds: 2 * 86_400, startsAt: inAnHour() },
      });
      expect(made).toMatchObject({ roundDays: 7, nextRoundAt: null });
      const other = await registered();
      await other.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = swissOf(
        await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } }),
      );
      expect(started).toMatchObject({ state: 'running', round: 1 });
      expect(Date.parse(started.nextRoundAt!) - Date.parse(started.startsAt)).toBe(7 * 86_400_000);
      const clients = new Map([
        [creator.player.id, creator.client],
        [other.player.id, other.client],
      ]);
      await resignRound(started, clients);
      // Over, its next round a week away: nothing to pair, on this process or any (the job's own query agrees).
      expect(await advanceTournament(server.database, made.id)).toBe('waiting');
      expect(
        swissOf(await creator.client.call(ENDPOINTS.getTournament, { params: { id: made.id } })).round,
      ).toBe(1);
      // The week passes (the start moved back by it, the database's clock being the one that counts).
      await server.database.query(
        `UPDATE tournaments SET starts_at = starts_at - interval '7 days' WHERE id = $1`,
        [made.id],
      );
      const second = await roundOf(creator.client, made.id, 2);
      expect(second).toMatchObject({ state: 'running', round: 2, nextRoundAt: null });
    },
  );

  it.skipIf(skip)('cancels a tournament nobody else joined, saying why', async () => {
    const creator = await registered();
    const made = await creator.client.call(ENDPOINTS.createTournament, {
      body: { name: 'Alone', rounds: 3, startsAt: inAnHour() },
    });
    const started = await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
    expect(started).toMatchObject({ state: 'cancelled', cancelledFor: 'too-few-players', pairings: [] });
  });

  it.skipIf(skip)(
    'plays five players through three rounds: a bye each round, no repeats, a withdrawal, standings from the games',
    async () => {
      const players = await Promise.all(Array.from({ length: 5 }, registered));
      const clients = new Map(players.map(({ client, player }) => [player.id, client]));
      const [creator, ...others] = players;
      if (creator === undefined) throw new Error('no players');
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Five', rounds: 3, startsAt: inAnHour(), turnSeconds: 600 },
      });
      for (const { client } of others)
        await client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
      expect(started.round).toBe(1);
      let tournament: TournamentView;
      const met = new Set<string>();
      const byes = new Set<string>();
      for (let round = 1; round <= 3; round++) {
        tournament = await roundOf(creator.client, made.id, round);
        expect(tournament.state).toBe('running');
        const pairings = tournament.pairings.filter((pairing) => pairing.round === round);
        // A round is paired once the one before is over, and once: each player in one pairing of it.
        expect(
          tournament.pairings.filter((pairing) => pairing.round < round && pairing.points === null),
        ).toEqual([]);
        const seatedNow = pairings.flatMap((pairing) =>
          pairing.players.flatMap((player) => player?.id ?? []),
        );
        expect(new Set(seatedNow).size).toBe(seatedNow.length);
        const bye = pairings.filter((pairing) => pairing.players[1] === null);
        // Five players, one of them withdrawn before round 3: a bye in rounds 1 and 2, none in round 3.
        expect(bye).toHaveLength(round < 3 ? 1 : 0);
        for (const { players: seated } of bye) {
          expect(byes.has(seated[0].id)).toBe(false);
          byes.add(seated[0].id);
        }
        for (const { players: seated } of pairings.filter((pairing) => pairing.players[1] !== null)) {
          const key = seated
            .map((player) => player?.id)
            .sort()
            .join(' ');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
        if (round === 2) {
          // The last in the standings withdraws while their game runs: it goes on and counts.
          const last = tournament.standings.at(-1)!.player.id;
          const left = await clients.get(last)!.call(ENDPOINTS.leaveTournament, { params: { id: made.id } });
          expect(left.you).toMatchObject({ joined: false, withdrawn: true });
        }
        await resignRound(tournament, clients);
      }
      tournament = await roundOf(creator.client, made.id, 4);
      expect(tournament.state).toBe('finished');
      const standings = tournament.standings;
      expect(standings.filter((line) => line.withdrawn)).toHaveLength(1);
      // Recounted from the games: every decided pairing gives one point, a bye one.
      const total = standings.reduce((sum, line) => sum + line.score, 0);
      const decided = tournament.pairings.filter((pairing) => pairing.points !== null);
      expect(decided).toHaveLength(tournament.pairings.length);
      expect(total).toBe(decided.length);
      for (const line of standings) {
        const mine = tournament.pairings.filter((pairing) =>
          pairing.players.some((player) => player?.id === line.player.id),
        );
        const points = mine.reduce(
          (sum, pairing) => sum + pairing.points![pairing.players[0].id === line.player.id ? 0 : 1],
          0,
        );
        expect([line.player.name, line.score]).toEqual([line.player.name, points]);
      }
      // Best first: score, then Buchholz, then Sonneborn-Berger.
      for (let index = 1; index < standings.length; index++) {
        const [above, below] = [standings[index - 1]!, standings[index]!];
        expect(
          above.score > below.score || (above.score === below.score && above.buchholz >= below.buchholz),
        ).toBe(true);
      }
      const games = await server.database.query<{ tournament_games: number; rated: number }>(
        `SELECT count(*)::int AS tournament_games, count(*) FILTER (WHERE rated)::int AS rated
         FROM games WHERE tournament_id = $1`,
        [made.id],
      );
      expect(games.rows[0]).toEqual({ tournament_games: 6, rated: 0 });
    },
  );

  it.skipIf(skip)(
    'refuses a duplicate Swiss with room for fewer than four, and a name with control characters',
    async () => {
      const creator = await registered();
      const small = await creator.client.refused(ENDPOINTS.createTournament, {
        body: { name: 'Three tables short', rounds: 2, duplicate: true, maxPlayers: 3, startsAt: inAnHour() },
      });
      expect([small.code, small.path]).toEqual(['invalid-input', 'body.maxPlayers']);
      for (const name of ['Null\u0000byte', 'Two\nlines', 'Turned \u202Earound', 'Tab\there']) {
        const refused = await creator.client.refused(ENDPOINTS.createTournament, {
          body: { name, rounds: 1, startsAt: inAnHour() },
        });
        expect([refused.status, refused.code, refused.path]).toEqual([400, 'invalid-input', 'body.name']);
      }
      // Three players cannot make two tables: the start cancels it, saying why.
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Duplicate of three', rounds: 1, duplicate: true, startsAt: inAnHour() },
      });
      expect(made).toMatchObject({ duplicate: true, dealing: 'round' });
      for (const other of await Promise.all([registered(), registered()]))
        await other.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
      expect(started).toMatchObject({ state: 'cancelled', cancelledFor: 'too-few-players', pairings: [] });
      expect(await tournamentRows(made.id)).toEqual({ players: 3, pairings: 0 });
    },
  );

  it.skipIf(skip)(
    'deals one deal to every table of a round, shows no table to anyone else until the round ends, then scores it against the field',
    async () => {
      const players = await Promise.all(Array.from({ length: 5 }, registered));
      const clients = new Map(players.map(({ client, player }) => [player.id, client]));
      const [creator, ...others] = players;
      if (creator === undefined) throw new Error('no players');
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: {
          name: 'Duplicate',
          rounds: 2,
          duplicate: true,
          rated: true,
          turnSeconds: 600,
          startsAt: inAnHour(),
        },
      });
      for (const { client } of others)
        await client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = swissOf(
        await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } }),
      );
      const round = started.pairings.filter((pairing) => pairing.round === 1);
      const tables = round.filter((pairing) => pairing.players[1] !== null);
      // Five players: two tables and a bye, every table dealt the round's one deal, its hash shown from the start.
      expect([tables.length, round.length]).toEqual([2, 3]);
      expect(started.deals).toEqual([
        { round: 1, seedHash: expect.any(String), seed: null, tables: 2, tablesPlaying: 2 },
      ]);
      const [first, second] = tables.map((pairing) => {
        const game = pairing.games[0];
        if (game === undefined) throw new Error('a table without its game');
        const seat1 = pairing.players.find((player) => player !== null && player.id !== game.seat0);
        return { id: game.id, seat0: clients.get(game.seat0)!, seat1: clients.get(seat1!.id)! };
      });
      if (first === undefined || second === undefined) throw new Error('two tables expected');
      const [firstGame, secondGame] = await Promise.all([
        first.seat0.game(first.id),
        second.seat1.game(second.id),
      ]);
      expect(firstGame.seedHash).toBe(started.deals[0]?.seedHash);
      expect(secondGame.seedHash).toBe(firstGame.seedHash);
      expect(firstGame.view).toMatchObject({ players: expect.any(Array) });

      // Nobody but a table's two players looks at it while the round is in play: not the other table's players,
      // not the bye's player, not someone without a session.
      const bye = round.find((pairing) => pairing.players[1] === null)!.players[0].id;
      const outsiders = [first.seat0, first.seat1, clients.get(bye)!, new Client(server.url)];
      for (const outsider of outsiders) {
        for (const endpoint of [
          ENDPOINTS.getGame,
          ENDPOINTS.tableNews,
          ENDPOINTS.getReplay,
          ENDPOINTS.getRecord,
        ]) {
          const refused = await outsider.refused(endpoint, { params: { id: second.id } });
          expect([endpoint.path, refused.code]).toEqual([endpoint.path, 'game-sealed']);
        }
      }
      expect(
        (await first.seat0.refused(ENDPOINTS.getLog, { params: { id: second.id }, query: { since: 0 } }))
          .code,
      ).toBe('game-sealed');
      // The page shows who plays whom, and to a table's players their own table: no other state, winner or points.
      const seen = swissOf(await first.seat0.call(ENDPOINTS.getTournament, { params: { id: made.id } }));
      const states = (view: SwissTournamentView, id: string) =>
        view.pairings.flatMap((pairing) =>
          pairing.games.filter((game) => game.id === id).map((game) => game.state),
        );
      expect([states(seen, first.id), states(seen, second.id)]).toEqual([['running'], ['sealed']]);
      expect(seen.pairings.every((pairing) => pairing.games.every((game) => game.winner === null))).toBe(
        true,
      );

      // The first table ends: it stays sealed, its own replay too, while the second plays; nothing is rated yet,
      // and no profile lists it.
      await first.seat1.call(ENDPOINTS.resign, { params: { id: first.id } });
      const ended = await first.seat0.game(first.id);
      expect(ended).toMatchObject({ state: 'over', seed: null });
      expect((await first.seat0.refused(ENDPOINTS.getReplay, { params: { id: first.id } })).code).toBe(
        'game-sealed',
      );
      expect((await second.seat0.refused(ENDPOINTS.getGame, { params: { id: first.id } })).code).toBe(
        'game-sealed',
      );
      const midway = swissOf(
        await clients.get(bye)!.call(ENDPOINTS.getTournament, { params: { id: made.id } }),
      );
      expect(midway.deals[0]).toMatchObject({ tablesPlaying: 1, seed: null });
      expect(states(midway, first.id)).toEqual(['sealed']);
      expect(midway.standings.every((line) => line.field?.matchpoints === 0)).toBe(true);
      const history = async () =>
        (
          await server.database.query('SELECT 1 FROM rating_history WHERE game_id = ANY($1)', [
            [first.id, second.id],
          ])
        ).rows.length;
      expect(await history()).toBe(0);

      // The second ends: the round is over, everything opens, the seed is revealed, both tables are rated (or
      // stored unrated: each ended before a turn of each side), and round 2 is paired at once, by the notice of
      // the round's end (this server's sweep runs once a minute).
      await second.seat0.call(ENDPOINTS.resign, { params: { id: second.id } });
      const after = await roundOf(creator.client, made.id, 2);
      expect(after.round).toBe(2);
      const deal = after.deals.find((shown) => shown.round === 1);
      expect(deal).toMatchObject({ tables: 2, tablesPlaying: 0 });
      expect(
        createHash('sha256')
          .update(deal?.seed ?? '')
          .digest('hex'),
      ).toBe(deal?.seedHash);
      expect(
        (await new Client(server.url).call(ENDPOINTS.getReplay, { params: { id: second.id } })).seed,
      ).toBe(deal?.seed);
      const scored = after.pairings.filter((pairing) => pairing.round === 1 && pairing.players[1] !== null);
      // Seat 0 won at the first table (seat 1 resigned at once), seat 1 at the second: each beat the other table's
      // result from the same seat, and each table's seats share the top.
      for (const pairing of scored) {
        expect(pairing.field).toMatchObject({ top: 2, others: 1 });
        expect((pairing.field?.matchpoints[0] ?? 0) + (pairing.field?.matchpoints[1] ?? 0)).toBe(2);
      }
      const byId = new Map(after.standings.map((line) => [line.player.id, line]));
      expect(byId.get(bye)?.field).toEqual({ matchpoints: 1, top: 2, percent: 50 });
      expect(byId.get(bye)).toMatchObject({ byes: 1, score: 0 });
      expect(after.standings.reduce((sum, line) => sum + (line.field?.matchpoints ?? 0), 0)).toBe(2 * 2 + 1);
      expect(after.standings[0]?.field?.matchpoints).toBe(2);
      const rows = await server.database.query<{ rated: boolean }>(
        'SELECT rated FROM games WHERE id = ANY($1)',
        [[first.id, second.id]],
      );
      // Ended before each side completed a turn: stored unrated when the round's last table ended, not before.
      expect(rows.rows.map((row) => row.rated)).toEqual([false, false]);
      expect(after.pairings.filter((pairing) => pairing.round === 2)).toHaveLength(3);
    },
  );
  it.skipIf(skip)(
    'plays a duplicate tournament made before on in its own format: two games a pairing, the seats swapped',
    async () => {
      const [first, second] = await Promise.all([registered(), registered()]);
      const made = await first.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Made before', rounds: 1, startsAt: inAnHour() },
      });
      await second.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      // As migration 25 left a duplicate tournament made before it.
      await server.database.query(`UPDATE tournaments SET dealing = 'pairing' WHERE id = $1`, [made.id]);
      const started = swissOf(
        await first.client.call(ENDPOINTS.startTournament, { params: { id: made.id } }),
      );
      expect(started).toMatchObject({ dealing: 'pairing', duplicate: true, deals: [] });
      const [pairing] = started.pairings;
      const [one, two] = pairing?.games ?? [];
      if (one === undefined || two === undefined) throw new Error('two games expected');
      expect(one.seat0).not.toBe(two.seat0);
      const [gameOne, gameTwo] = await Promise.all([first.client.game(one.id), first.client.game(two.id)]);
      expect(gameOne.seedHash).toBe(gameTwo.seedHash);
      // Sealed to anyone else while its deal is in play; its players see both.
      expect((await new Client(server.url).refused(ENDPOINTS.getGame, { params: { id: one.id } })).code).toBe(
        'game-sealed',
      );
      const resigner = (game: typeof one) => (game.seat0 === first.player.id ? second : first);
      await resigner(one).client.call(ENDPOINTS.resign, { params: { id: one.id } });
      expect((await first.client.refused(ENDPOINTS.getReplay, { params: { id: one.id } })).code).toBe(
        'game-sealed',
      );
      await resigner(two).client.call(ENDPOINTS.resign, { params: { id: two.id } });
      // Each won once by resignation, the same stock left to each loser: a split by equal margins, drawn.
      const finished = await roundOf(first.client, made.id, 2);
      expect(finished.state).toBe('finished');
      expect(finished.pairings[0]?.points).toEqual([0.5, 0.5]);
      expect(finished.standings.map((line) => [line.score, line.field])).toEqual([
        [0.5, null],
        [0.5, null],
      ]);
      expect((await new Client(server.url).call(ENDPOINTS.getReplay, { params: { id: one.id } })).seed).toBe(
        (await first.client.game(two.id)).seed,
      );
    },
  );
});
