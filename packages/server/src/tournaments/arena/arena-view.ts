/**
 * An arena as anyone sees it: its standings with each player's points game by game, and its games under way with
 * the latest finished, each with the points it gave its players (streaks doubled, as the standings count them).
 */
import { ARENA_PAIRINGS_SHOWN, type ArenaTournamentView, type PairingView } from '@katz/protocol';
import { latestFirst, namesOf, pairingPlayersAndGames, tournamentHead } from '../tournament-summary.js';
import type { WholeTournament } from '../whole-tournament.js';
import { arenaGamesOf } from './arena-steps.js';
import { arenaTally } from './arena-standings.js';

export function arenaView(whole: WholeTournament, viewer: string | null): ArenaTournamentView {
  const nameOf = namesOf(whole);
  const entrants = whole.players.map((player) => ({
    id: player.id,
    rating: player.rating,
    paused: player.paused,
  }));
  const { lines, pointsOf } = arenaTally(entrants, arenaGamesOf(whole));
  const standings = lines.map((line, index) => ({
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
  const pairings = [...running, ...finished].map((pairing): PairingView => {
    const game = pairing.games[0];
    const seatPoints = game === undefined ? undefined : pointsOf.get(game.id);
    const inOrder = game?.seat0 === pairing.players[0];
    return {
      ...pairingPlayersAndGames(pairing, nameOf),
      points:
        seatPoints === undefined
          ? null
          : inOrder
            ? [seatPoints[0], seatPoints[1]]
            : [seatPoints[1], seatPoints[0]],
    };
  });
  return {
    ...tournamentHead(whole, viewer),
    format: 'arena',
    standings,
    pairings: pairings.sort(latestFirst),
  };
}
