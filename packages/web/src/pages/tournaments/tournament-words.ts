/** How a tournament's figures are written: points with halves ("2½"), and its line of facts. */
import type { TournamentSummary } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { durationText } from '../../i18n/time-words.js';

/** Points as people write them: 2, ½, 2½. */
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5 ? '½' : '';
  return whole === 0 && half !== '' ? half : `${String(whole)}${half}`;
}

/** "5 rounds · 2 minutes a turn · rated · duplicate deals · 7 of 100 players". */
export function factsText(t: TFunction<'tournaments'>, tournament: TournamentSummary): string {
  return [
    t('facts.rounds', { count: tournament.rounds }),
    t('facts.perTurn', { time: durationText(tournament.turnSeconds) }),
    tournament.rated ? t('facts.rated') : t('facts.unrated'),
    ...(tournament.duplicate ? [t('facts.duplicate')] : []),
    t('facts.players', { players: tournament.players, max: tournament.maxPlayers }),
  ].join(' · ');
}
