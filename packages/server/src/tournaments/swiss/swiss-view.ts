/**
 * A Swiss as `viewer` sees it: the standings recounted from the games, every round's pairings, and on duplicate
 * deals each round's deal and each table's result against the field.
 *
 * While a duplicate round is in play nothing of a table is shown beyond who plays whom, except to its own two
 * players (docs/tournaments.md, "What stays hidden"): its game is `sealed`, with no state, winner or points; the
 * round counts for nobody's standings; only how many tables still play is said. Once the round's last game ends,
 * everything opens: the results, the comparison with the field, the seed.
 */
import type { PairingView, RoundDeal, SwissTournamentView } from '@katz/protocol';
import {
  latestFirst,
  namesOf,
  pairingPlayersAndGames,
  tournamentHead,
  type Named,
} from '../tournament-summary.js';
import type { StoredPairing, WholeTournament } from '../whole-tournament.js';
import { entrantsOf, pairingFactOf, pairingFactsOf, scoringOf } from './swiss-rounds.js';
import { fieldScoresOf, pairingPoints, standingsOf } from './swiss-standings.js';

export function swissView(whole: WholeTournament, viewer: string | null): SwissTournamentView {
  const nameOf = namesOf(whole);
  const scoring = scoringOf(whole.tournament);
  const standings = standingsOf(entrantsOf(whole), pairingFactsOf(whole), scoring).map((line, index) => ({
    rank: index + 1,
    player: nameOf(line.id),
    score: line.score,
    field:
      line.field === null
        ? null
        : {
            ...line.field,
            percent: line.field.top === 0 ? null : (100 * line.field.matchpoints) / line.field.top,
          },
    buchholz: line.buchholz,
    sonnebornBerger: line.sonnebornBerger,
    pairings: line.pairings,
    byes: line.byes,
    withdrawn: line.withdrawn,
  }));
  const pairings =
    scoring === 'field'
      ? fieldPairings(whole, viewer, nameOf)
      : whole.pairings.map((pairing) => ({
          ...pairingPlayersAndGames(pairing, nameOf),
          points: pointsOf(pairing),
        }));
  return {
    ...tournamentHead(whole, viewer),
    format: 'swiss',
    standings,
    pairings: pairings.sort(latestFirst),
    deals: scoring === 'field' ? roundDeals(whole) : [],
  };
}

const pointsOf = (pairing: StoredPairing): [number, number] | null => {
  const points = pairingPoints(pairingFactOf(pairing));
  return points === null ? null : [points[0], points[1]];
};

const inPlay = (pairings: readonly StoredPairing[]): boolean =>
  pairings.some((pairing) => pairing.games.some((game) => game.state === 'running'));

/** The rounds of a duplicate Swiss, each as its pairings. */
function roundsOf(whole: WholeTournament): StoredPairing[][] {
  const rounds = new Map<number, StoredPairing[]>();
  for (const pairing of whole.pairings)
    rounds.set(pairing.round, [...(rounds.get(pairing.round) ?? []), pairing]);
  return [...rounds.values()];
}

/** A duplicate Swiss's pairings, round by round: sealed to all but their players while the round is in play. */
function fieldPairings(whole: WholeTournament, viewer: string | null, nameOf: Named): PairingView[] {
  return roundsOf(whole).flatMap((round) => {
    if (inPlay(round)) {
      return round.map((pairing) => {
        const shown = pairingPlayersAndGames(pairing, nameOf);
        if (viewer !== null && pairing.players.includes(viewer))
          return { ...shown, points: pointsOf(pairing) };
        return {
          ...shown,
          games: shown.games.map((game) => ({ ...game, state: 'sealed' as const, winner: null })),
        };
      });
    }
    const facts = round.map(pairingFactOf);
    const scores = new Map(fieldScoresOf(facts).map(({ pairing, score }) => [pairing, score]));
    return round.map((pairing, index) => {
      const counted = facts[index];
      const score = counted === undefined ? undefined : scores.get(counted);
      return {
        ...pairingPlayersAndGames(pairing, nameOf),
        points: pointsOf(pairing),
        field:
          score === undefined
            ? null
            : {
                outcomes: [score.outcomes[0], score.outcomes[1]],
                matchpoints: [score.matchpoints[0], score.matchpoints[1]],
                top: score.top,
                beaten: [score.beaten[0], score.beaten[1]],
                tied: [score.tied[0], score.tied[1]],
                others: score.others,
              },
      };
    });
  });
}

/** Each round's deal, the latest first: its hash, its seed once the round is over, its tables still playing. */
function roundDeals(whole: WholeTournament): RoundDeal[] {
  return roundsOf(whole)
    .flatMap((round): RoundDeal[] => {
      const games = round.flatMap((pairing) => pairing.games);
      const first = games[0];
      if (first === undefined) return [];
      const playing = games.filter((game) => game.state === 'running').length;
      return [
        {
          round: round[0]?.round ?? 0,
          seedHash: first.seedHash,
          seed: playing > 0 ? null : first.seed,
          tables: games.length,
          tablesPlaying: playing,
        },
      ];
    })
    .sort((a, b) => b.round - a.round);
}
