/** What anyone is shown of a tournament: its settings, the standings recounted from the games, every pairing. */
import type { PairingView, TournamentSummary, TournamentView } from '@katz/protocol';
import { pairingPoints, standingsOf } from './standings.js';
import { entrantsOf, pairingFactOf, pairingFactsOf } from './tournament-rounds.js';
import type { StoredTournament, WholeTournament } from './tournament-store.js';

/** Where a person opens a tournament; the web app handles this path (docs/api.md). */
const tournamentLink = (id: string): string => `/tournaments/${id}`;

export const tournamentSummary = (tournament: StoredTournament): TournamentSummary => ({
  id: tournament.id,
  name: tournament.name,
  format: 'swiss',
  state: tournament.state,
  rounds: tournament.rounds,
  round: tournament.round,
  turnSeconds: tournament.turnSeconds,
  rated: tournament.rated,
  duplicate: tournament.duplicate,
  maxPlayers: tournament.maxPlayers,
  players: tournament.players,
  startsAt: tournament.startsAt.toISOString(),
  link: tournamentLink(tournament.id),
});

/** The whole tournament as `viewer` (a player's id, or null without a session) sees it. */
export function tournamentView(whole: WholeTournament, viewer: string | null): TournamentView {
  const { tournament, players } = whole;
  const named = new Map(players.map((player) => [player.id, { id: player.id, name: player.name }]));
  const nameOf = (id: string) => named.get(id) ?? { id, name: '?' };
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
  const pairings = whole.pairings
    .map((pairing): PairingView => {
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
    })
    .sort((a, b) => b.round - a.round || a.board - b.board);
  const mine = viewer === null ? undefined : players.find((player) => player.id === viewer);
  const you =
    viewer === null
      ? null
      : {
          joined: mine?.withdrawnAfter === null,
          withdrawn: typeof mine?.withdrawnAfter === 'number',
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
    visibility: tournament.listed ? 'listed' : 'link',
    you,
    standings,
    pairings,
  };
}
