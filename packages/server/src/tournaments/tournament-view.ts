/** What anyone is shown of a tournament: its settings, the standings recounted from the games, its pairings. */
import {
  ARENA_PAIRINGS_SHOWN,
  type ArenaTournamentView,
  type PairingView,
  type SwissTournamentView,
  type TournamentSummary,
  type TournamentView,
} from '@katz/protocol';
import { arenaGamesOf } from './arena-rounds.js';
import { arenaStandingsOf } from './arena-standings.js';
import { pairingPoints, standingsOf } from './standings.js';
import { entrantsOf, pairingFactOf, pairingFactsOf } from './tournament-rounds.js';
import type { StoredTournament } from './tournament-record.js';
import type { StoredPairing, WholeTournament } from './whole-tournament.js';

/** Where a person opens a tournament; the web app handles this path (docs/api.md). */
const tournamentLink = (id: string): string => `/tournaments/${id}`;

export const tournamentSummary = (tournament: StoredTournament): TournamentSummary => ({
  id: tournament.id,
  name: tournament.name,
  format: tournament.format,
  state: tournament.state,
  rounds: tournament.rounds,
  round: tournament.round,
  minutes: tournament.minutes,
  roundDays: tournament.roundDays,
  endsAt: tournament.endsAt?.toISOString() ?? null,
  turnSeconds: tournament.turnSeconds,
  rated: tournament.rated,
  duplicate: tournament.duplicate,
  maxPlayers: tournament.maxPlayers,
  players: tournament.players,
  startsAt: tournament.startsAt.toISOString(),
  link: tournamentLink(tournament.id),
});

type Named = (id: string) => { readonly id: string; readonly name: string };

/** The whole tournament as `viewer` (a player's id, or null without a session) sees it. */
export function tournamentView(whole: WholeTournament, viewer: string | null): TournamentView {
  const named = new Map(whole.players.map((player) => [player.id, { id: player.id, name: player.name }]));
  const nameOf: Named = (id) => named.get(id) ?? { id, name: '?' };
  return whole.tournament.format === 'arena'
    ? arenaView(whole, viewer, nameOf)
    : swissView(whole, viewer, nameOf);
}

function commonView(whole: WholeTournament, viewer: string | null) {
  const { tournament, players } = whole;
  const mine = viewer === null ? undefined : players.find((player) => player.id === viewer);
  const you =
    viewer === null
      ? null
      : {
          joined: mine?.withdrawnAfter === null && !mine.paused,
          withdrawn: typeof mine?.withdrawnAfter === 'number',
          paused: mine?.paused === true,
          runningGames: whole.pairings
            .filter((pairing) => pairing.players.includes(viewer))
            .flatMap((pairing) => pairing.games)
            .filter((game) => game.state === 'running')
            .map((game) => game.id),
        };
  return {
    ...tournamentSummary(tournament),
    creator: tournament.creator,
    cancelledFor: tournament.cancelledFor,
    nextRoundAt: tournament.nextRoundAt?.toISOString() ?? null,
    visibility: tournament.listed ? ('listed' as const) : ('link' as const),
    you,
  };
}

function pairingView(pairing: StoredPairing, nameOf: Named): PairingView {
  const [first, second] = pairing.players;
  const points = pairingPoints(pairingFactOf(pairing));
  return {
    round: pairing.round,
    board: pairing.board,
    players: [nameOf(first), second === null ? null : nameOf(second)],
    games: pairing.games.map((game) => ({
      id: game.id,
      seat0: game.seat0,
      state: game.state,
      winner: game.winner,
    })),
    points: points === null ? null : [points[0], points[1]],
  };
}

const latestFirst = (a: PairingView, b: PairingView) => b.round - a.round || a.board - b.board;

function swissView(whole: WholeTournament, viewer: string | null, nameOf: Named): SwissTournamentView {
  const standings = standingsOf(entrantsOf(whole), pairingFactsOf(whole)).map((line, index) => ({
    rank: index + 1,
    player: nameOf(line.id),
    score: line.score,
    buchholz: line.buchholz,
    sonnebornBerger: line.sonnebornBerger,
    pairings: line.pairings,
    byes: line.byes,
    withdrawn: line.withdrawn,
  }));
  return {
    ...commonView(whole, viewer),
    format: 'swiss',
    standings,
    pairings: whole.pairings.map((pairing) => pairingView(pairing, nameOf)).sort(latestFirst),
  };
}

/** An arena's points are its standings'; a pairing's `points` say who won it (1, ½, 0), as a Swiss's do. */
function arenaView(whole: WholeTournament, viewer: string | null, nameOf: Named): ArenaTournamentView {
  const entrants = whole.players.map((player) => ({
    id: player.id,
    rating: player.rating,
    paused: player.paused,
  }));
  const standings = arenaStandingsOf(entrants, arenaGamesOf(whole)).map((line, index) => ({
    rank: index + 1,
    player: nameOf(line.id),
    score: line.score,
    games: line.games,
    wins: line.wins,
    onFire: line.onFire,
    sheet: [...line.sheet],
    playing: line.playing,
    paused: line.paused,
  }));
  const running = whole.pairings.filter((pairing) => pairing.games.some((game) => game.state === 'running'));
  const finished = whole.pairings
    .filter((pairing) => pairing.games.every((game) => game.state === 'over'))
    .slice(-ARENA_PAIRINGS_SHOWN);
  return {
    ...commonView(whole, viewer),
    format: 'arena',
    standings,
    pairings: [...running, ...finished].map((pairing) => pairingView(pairing, nameOf)).sort(latestFirst),
  };
}
