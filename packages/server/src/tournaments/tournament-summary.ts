/**
 * What every format's view of a tournament shares: its line in the list (the summary), the head of its page (its
 * settings, where it stands, the viewer's part), and a pairing's players and games.
 */
import type { PairingView, TournamentSummary } from '@katz/protocol';
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
  duplicate: tournament.dealing !== 'game',
  dealing: tournament.dealing,
  maxPlayers: tournament.maxPlayers,
  players: tournament.players,
  startsAt: tournament.startsAt.toISOString(),
  link: tournamentLink(tournament.id),
});

/** A player of the tournament as the page names them. */
export type Named = (id: string) => { readonly id: string; readonly name: string };

export function namesOf(whole: WholeTournament): Named {
  const named = new Map(whole.players.map((player) => [player.id, { id: player.id, name: player.name }]));
  return (id) => named.get(id) ?? { id, name: '?' };
}

/** The head of a tournament's page as `viewer` (a player's id, or null without a session) sees it. */
export function tournamentHead(whole: WholeTournament, viewer: string | null) {
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

/** A pairing's players and games as they are, with no points yet: each format adds its own. */
export function pairingPlayersAndGames(pairing: StoredPairing, nameOf: Named): PairingView {
  const [first, second] = pairing.players;
  return {
    round: pairing.round,
    board: pairing.board,
    players: [nameOf(first), second === null ? null : nameOf(second)],
    games: pairing.games.map((game) => {
      const winner = game.end?.result.winner ?? null;
      const other = pairing.players.find((player) => player !== game.seat0) ?? null;
      return {
        id: game.id,
        seat0: game.seat0,
        state: game.state,
        winner: winner === null ? null : winner === 0 ? game.seat0 : other,
      };
    }),
    points: null,
    field: null,
  };
}

/** Pairings in the order a page lists them: the latest round (or arena pairing) first, then by board. */
export const latestFirst = (a: PairingView, b: PairingView): number => b.round - a.round || a.board - b.board;
