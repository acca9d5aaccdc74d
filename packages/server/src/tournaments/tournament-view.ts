/** What anyone is shown of a tournament: its settings, the standings recounted from the games, its pairings. */
import type { TournamentView } from '@katz/protocol';
import { arenaView } from './arena/arena-view.js';
import { swissView } from './swiss/swiss-view.js';
import type { WholeTournament } from './whole-tournament.js';

/** The whole tournament as `viewer` (a player's id, or null without a session) sees it. */
export const tournamentView = (whole: WholeTournament, viewer: string | null): TournamentView =>
  whole.tournament.format === 'arena' ? arenaView(whole, viewer) : swissView(whole, viewer);
