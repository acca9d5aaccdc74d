/**
 * Swiss tournaments through the real API (docs/tournaments.md): creating, joining and leaving with every refusal
 * changing nothing; five players over three rounds with a bye each round, no pair meeting twice, a withdrawal, and
 * the standings equal to a recount from the games; a duplicate pairing's two games on one deal with the seats
 * swapped, its seed sealed until both are over.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type SwissTournamentView, type TournamentView } from '@katz/protocol';
import { forgetUnreachableGuests } from '../src/identity/guests.js';
import { advanceTournament } from '../src/tournaments/tournament-rounds.js';
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
  const server = useTestServer({ kind, skip }, { CLOCK_SWEEP_MS: '50' });

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
    'deals a duplicate pairing twice from one seed, seats swapped, and seals the seed until both games end',
    async () => {
      const [first, second] = await Promise.all([registered(), registered()]);
      const made = await first.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Duplicate', rounds: 1, duplicate: true, startsAt: inAnHour() },
      });
      expect(made.duplicate).toBe(true);
      await second.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = await first.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
      const [pairing] = started.pairings;
      expect(pairing?.games).toHaveLength(2);
      const [one, two] = pairing!.games;
      expect(one!.seat0).not.toBe(two!.seat0);
      const [gameOne, gameTwo] = await Promise.all([first.client.game(one!.id), first.client.game(two!.id)]);
      // Both in the player's list of games, named with their tournament.
      const listed = await second.client.call(ENDPOINTS.listGames, { query: { state: 'running' } });
      expect(listed.map((game) => [game.id, game.tournament])).toEqual(
        expect.arrayContaining([
          [one!.id, { id: made.id, name: 'Duplicate' }],
          [two!.id, { id: made.id, name: 'Duplicate' }],
        ]),
      );
      expect(gameOne.seedHash).toBe(gameTwo.seedHash);
      expect(gameOne.seats.map((seat) => (seat.kind === 'person' ? seat.id : null))).toEqual(
        [...gameTwo.seats].reverse().map((seat) => (seat.kind === 'person' ? seat.id : null)),
      );

      // The first game ends; its twin runs on: its seed, replay and record stay sealed.
      const resigner = (game: typeof one) => (game!.seat0 === first.player.id ? second : first);
      await resigner(one).client.call(ENDPOINTS.resign, { params: { id: one!.id } });
      const over = await first.client.game(one!.id);
      expect(over).toMatchObject({ state: 'over', seed: null });
      for (const endpoint of [ENDPOINTS.getReplay, ENDPOINTS.getRecord]) {
        const sealed = await first.client.refused(endpoint, { params: { id: one!.id } });
        expect(sealed.code).toBe('game-sealed');
      }
      const anyone = new Client(server.url);
      expect((await anyone.refused(ENDPOINTS.getReplay, { params: { id: one!.id } })).code).toBe(
        'game-sealed',
      );

      // The second ends: both seeds revealed, the same seed.
      await resigner(two).client.call(ENDPOINTS.resign, { params: { id: two!.id } });
      const [endOne, endTwo] = await Promise.all([first.client.game(one!.id), first.client.game(two!.id)]);
      expect(endOne.seed).not.toBeNull();
      expect(endOne.seed).toBe(endTwo.seed);
      const replay = await anyone.call(ENDPOINTS.getReplay, { params: { id: one!.id } });
      expect(replay.seed).toBe(endOne.seed);
      // Each won once by resignation, with the same stock left to the loser at the start: a split by equal
      // margins unless a stock card was played, which nobody did.
      const finished = await roundOf(first.client, made.id, 2);
      expect(finished.state).toBe('finished');
      expect(finished.pairings[0]?.points).toEqual([0.5, 0.5]);
      expect(finished.standings.map((line) => line.score)).toEqual([0.5, 0.5]);
    },
  );
});
