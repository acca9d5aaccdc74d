/**
 * A player's reviewed games on their profile (docs/api.md, "Profiles"): of the reviews the server keeps of their
 * finished games, the last 20 oldest first with the player's own accuracy, account and verdict, and their 10
 * costliest decisions in those games, the mistakes and blunders first. A game without a done review of the
 * server's settings (none asked, one not done, an old format's) is not among them, nor a table of a duplicate
 * round still in play. The reviews are made up and kept through the review store (keeping a computed one takes
 * tens of seconds), and one computed by the review's own code at light settings shows the format read is the
 * real one.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord, Random, type PlayerIndex } from '@katz/engine';
import { reviewSettings, type Mark } from '@katz/bots/review';
import { reviewOnThreads } from '@katz/bots/threads';
import { ENDPOINTS, type Profile } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import {
  keepMadeUpReview,
  madeUpReview,
  queueReviewNotDone,
  type MadeUpDecision,
  type MadeUpSeat,
} from './support/kept-reviews.js';
import { personGame, played, playRandomAction } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A new registered player's client and name. */
async function registeredPlayer(
  url: string,
  stem: string,
): Promise<{ client: Client; name: string; id: string }> {
  const client = new Client(url);
  const { id } = await client.join();
  const name = freshUsername(stem);
  await registerClient(client, name);
  return { client, name, id };
}

/** A game between the two, ended at once by a resignation of the first; its id and the first one's seat. */
async function resignedGame(first: Client, second: Client): Promise<{ id: string; seat: PlayerIndex }> {
  const id = await personGame(first, second);
  const { seat } = await first.game(id);
  if (seat === null) throw new Error('the first player is not seated');
  await first.call(ENDPOINTS.resign, { params: { id } });
  return { id, seat };
}

const profileOf = (client: Client, name: string): Promise<Profile> =>
  client.call(ENDPOINTS.getProfile, { params: { name } });

/** Figures that say which game and seat they are of: the accuracy 20 + game / 2 + seat / 4, the account too. */
const figuresOf = (game: number, seat: PlayerIndex): MadeUpSeat => ({
  accuracy: 20 + game / 2 + seat / 4,
  own: -(game + 1) / 1000,
  opponent: (seat + 1) / 1000,
  cards: game / 100,
  verdict: seat === 0 ? 'cards' : 'play-over-cards',
});

/** Both seats' figures, the player's in `seat` as the game's number says. */
const seatsFor = (game: number, seat: PlayerIndex): [MadeUpSeat, MadeUpSeat] =>
  seat === 0
    ? [figuresOf(game, 0), figuresOf(game + 100, 1)]
    : [figuresOf(game + 100, 0), figuresOf(game, 1)];

describe.each(DATABASE_KINDS)("a profile's reviewed games $title", ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  it.skipIf(skip)(
    'lists the last 20 reviewed games oldest first with the figures of the player, and 10 decisions to try again',
    { timeout: 120_000 },
    async () => {
      const player = await registeredPlayer(server.url, `rev_${kind}`);
      const opponent = await registeredPlayer(server.url, `opp_${kind}`);
      const stranger = new Client(server.url);
      const cut = await resignedGame(player.client, opponent.client);
      // Each of the 20 after it: the player's costs small and unmarked, but in some a mistake or a blunder,
      // one an inaccuracy dearer than all of those, one unmarked dearer still; the opponent's blunders dear.
      const marked = new Map<number, { cost: number; mark: Mark | null }>([
        [3, { cost: 0.031, mark: 'blunder' }],
        [5, { cost: 0.006, mark: 'mistake' }],
        [7, { cost: 0.045, mark: 'blunder' }],
        [11, { cost: 0.009, mark: 'mistake' }],
        [15, { cost: 0.0075, mark: 'mistake' }],
        [19, { cost: 0.033, mark: 'blunder' }],
        [20, { cost: 0.012, mark: 'mistake' }],
        [4, { cost: 0.09, mark: 'inaccuracy' }],
        [9, { cost: 0.08, mark: null }],
      ]);
      const shown: { id: string; seat: PlayerIndex }[] = [];
      for (let game = 1; game <= 20; game++) {
        // The player sits in either seat, as the challenges fall.
        const played = await resignedGame(player.client, opponent.client);
        shown.push(played);
        const special = marked.get(game);
        const decisions: MadeUpDecision[] = [
          { seat: played.seat, cost: game / 10_000, mark: null },
          { seat: played.seat === 0 ? 1 : 0, cost: 0.5, mark: 'blunder' },
          { seat: played.seat, cost: 0, mark: null },
          ...(special === undefined ? [] : [{ seat: played.seat, cost: special.cost, mark: special.mark }]),
        ];
        await keepMadeUpReview(
          server.database,
          played.id,
          madeUpReview(seatsFor(game, played.seat), decisions),
        );
        if (game === 10) {
          // Between them, finished games without a review of the server's: none asked, one not done yet, and one
          // of another format's settings (the first format's), which is neither served nor shown.
          await resignedGame(player.client, opponent.client);
          await queueReviewNotDone(server.database, (await resignedGame(player.client, opponent.client)).id);
          const old = await resignedGame(player.client, opponent.client);
          const review = madeUpReview(seatsFor(99, old.seat), [
            { seat: old.seat, cost: 0.7, mark: 'blunder' },
          ]);
          await keepMadeUpReview(server.database, old.id, review, '1/review1/400/256/2048/2048/256/6');
        }
      }
      // The oldest reviewed game, now the 21st: its blunder is past the last 20.
      await keepMadeUpReview(
        server.database,
        cut.id,
        madeUpReview(seatsFor(0, cut.seat), [{ seat: cut.seat, cost: 0.9, mark: 'blunder' }]),
      );

      const profile = await profileOf(stranger, player.name);
      expect(profile.reviewedGames.map((game) => game.id)).toEqual(shown.map((game) => game.id));
      const firstSeat = shown[0]?.seat ?? 0;
      expect(profile.reviewedGames[0]).toEqual({
        id: shown[0]?.id,
        endedAt: expect.any(String) as unknown,
        opponent: {
          kind: 'person',
          id: opponent.id,
          name: opponent.name,
          rating: expect.anything() as unknown,
        },
        outcome: 'lost',
        accuracy: figuresOf(1, firstSeat).accuracy,
        account: { own: -0.002, opponent: (firstSeat + 1) / 1000, cards: 0.01 },
        verdict: figuresOf(1, firstSeat).verdict,
      });
      expect(profile.reviewedGames.map((game) => game.accuracy)).toEqual(
        shown.map((entry, index) => figuresOf(index + 1, entry.seat).accuracy),
      );
      const ended = profile.reviewedGames.map((game) => Date.parse(game.endedAt));
      expect(ended).toEqual([...ended].sort((a, b) => a - b));

      const game = (number: number) => shown[number - 1]?.id;
      expect(profile.costliestDecisions).toEqual([
        { gameId: game(7), index: 3, turn: 4, cost: 0.045, mark: 'blunder' },
        { gameId: game(19), index: 3, turn: 4, cost: 0.033, mark: 'blunder' },
        { gameId: game(3), index: 3, turn: 4, cost: 0.031, mark: 'blunder' },
        { gameId: game(20), index: 3, turn: 4, cost: 0.012, mark: 'mistake' },
        { gameId: game(11), index: 3, turn: 4, cost: 0.009, mark: 'mistake' },
        { gameId: game(15), index: 3, turn: 4, cost: 0.0075, mark: 'mistake' },
        { gameId: game(5), index: 3, turn: 4, cost: 0.006, mark: 'mistake' },
        { gameId: game(4), index: 3, turn: 4, cost: 0.09, mark: 'inaccuracy' },
        { gameId: game(9), index: 3, turn: 4, cost: 0.08, mark: null },
        { gameId: game(20), index: 0, turn: 1, cost: 0.002, mark: null },
      ]);

      // The opponent's profile shows the same games from the other seat: their figures, their decisions.
      const other = await profileOf(stranger, opponent.name);
      expect(other.reviewedGames.map((entry) => [entry.id, entry.accuracy, entry.outcome])).toEqual(
        shown.map((entry, index) => [
          entry.id,
          figuresOf(index + 101, entry.seat === 0 ? 1 : 0).accuracy,
          'won',
        ]),
      );
      expect(other.costliestDecisions.map((decision) => [decision.cost, decision.mark])).toEqual(
        Array.from({ length: 10 }, () => [0.5, 'blunder']),
      );
    },
  );

  it.skipIf(skip)('shows nothing for a player whose games nobody has had reviewed', async () => {
    const player = await registeredPlayer(server.url, `none_${kind}`);
    const opponent = new Client(server.url);
    await opponent.join();
    await resignedGame(player.client, opponent);
    const profile = await profileOf(new Client(server.url), player.name);
    expect(profile.games.played).toBe(1);
    expect(profile.reviewedGames).toEqual([]);
    expect(profile.costliestDecisions).toEqual([]);
  });

  it.skipIf(skip)(
    'shows a table of a duplicate round only once the round is over',
    { timeout: 120_000 },
    async () => {
      const players = await Promise.all(
        Array.from({ length: 4 }, (_, index) => registeredPlayer(server.url, `dup${String(index)}_${kind}`)),
      );
      const [creator] = players;
      if (creator === undefined) throw new Error('no players');
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Reviewed', rounds: 1, duplicate: true, turnSeconds: 600, startsAt: inAnHour() },
      });
      for (const other of players.slice(1))
        await other.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
      // Each table's game and the player in its seat 0.
      const tables = started.pairings.flatMap((pairing) =>
        pairing.games.map((game) => {
          const seated = players.find((candidate) => candidate.id === game.seat0);
          if (seated === undefined) throw new Error(`a stranger sits at ${game.id}`);
          return { id: game.id, player: { ...seated, seat: 0 as const } };
        }),
      );
      expect(tables).toHaveLength(2);
      const [{ id: first, player: firstPlayer }, { id: second, player: secondPlayer }] = tables as [
        (typeof tables)[number],
        (typeof tables)[number],
      ];
      await firstPlayer.client.call(ENDPOINTS.resign, { params: { id: first } });
      // The review could not be asked for while the round plays (its record is sealed): kept here all the same.
      const review = madeUpReview(seatsFor(1, firstPlayer.seat), [
        { seat: firstPlayer.seat, cost: 0.04, mark: 'blunder' },
      ]);
      await keepMadeUpReview(server.database, first, review);
      const stranger = new Client(server.url);
      const during = await profileOf(stranger, firstPlayer.name);
      expect(during.reviewedGames).toEqual([]);
      expect(during.costliestDecisions).toEqual([]);

      await secondPlayer.client.call(ENDPOINTS.resign, { params: { id: second } });
      const after = await profileOf(stranger, firstPlayer.name);
      expect(after.reviewedGames.map((game) => game.id)).toEqual([first]);
      expect(after.costliestDecisions).toEqual([
        { gameId: first, index: 0, turn: 1, cost: 0.04, mark: 'blunder' },
      ]);
    },
  );

  it.skipIf(skip)("reads a review as the review's own code writes it", { timeout: 120_000 }, async () => {
    const players = [
      await registeredPlayer(server.url, `real_${kind}`),
      await registeredPlayer(server.url, `real_${kind}`),
    ] as const;
    const clients = [players[0].client, players[1].client] as const;
    const id = await personGame(...clients);
    // Eight turns each of random plays: enough for some decisions to cost something.
    const random = Random.fromSeed(`profile-reviews-${kind}`);
    for (let discards = 0; discards < 16;) {
      const answer = await playRandomAction(clients, id, random);
      if (answer === null) break;
      if (played(answer).entry.action?.type === 'discard') discards++;
    }
    await clients[0].call(ENDPOINTS.resign, { params: { id } });
    const record = parseRecord(await clients[0].call(ENDPOINTS.getRecord, { params: { id } }));
    if (!record.ok) throw new Error(record.error.message);
    // Light settings, so that it takes a moment: the figures differ from a full review's, the format does not.
    const light = reviewSettings({
      searchPlayouts: 16,
      worlds: 16,
      maxWorlds: 16,
      maxMistakeWorlds: 16,
      drawWorlds: 16,
      horizon: 1,
    });
    // As JSON, as it is kept and served: a seat's account may hold −0 (the negative of the other's 0), which JSON
    // writes as 0.
    const computed = await reviewOnThreads(record.value, light, 1);
    const review = JSON.parse(JSON.stringify(computed)) as typeof computed;
    await keepMadeUpReview(server.database, id, review);
    // The rule again, on the review as computed: the mistakes and blunders first, each by its cost.
    const serious = (mark: Mark | null) => (mark === 'mistake' || mark === 'blunder' ? 1 : 0);
    let costly = 0;
    for (const { client, name } of players) {
      const { seat } = await client.game(id);
      if (seat === null) throw new Error('a player is not seated');
      const mine = review.players[seat];
      const profile = await profileOf(new Client(server.url), name);
      expect(profile.reviewedGames).toEqual([
        expect.objectContaining({
          id,
          outcome: client === clients[0] ? 'lost' : 'won',
          accuracy: mine.accuracy,
          account: { own: mine.account.own, opponent: mine.account.opponent, cards: mine.account.cards },
          verdict: mine.verdict,
        }),
      ]);
      const expected = review.decisions
        .filter((decision) => decision.seat === seat && decision.cost > 0)
        .sort((a, b) => serious(b.mark) - serious(a.mark) || b.cost - a.cost || a.index - b.index)
        .slice(0, 10)
        .map(({ index, turn, cost, mark }) => ({ gameId: id, index, turn, cost, mark }));
      expect(profile.costliestDecisions).toEqual(expected);
      costly += expected.length;
    }
    // Read, not skipped: some decision of the game cost something.
    expect(costly).toBeGreaterThan(0);
  });
});
