/** How a tournament's figures are written: points with halves ("2½"), and its line of facts. */
import type { TournamentSummary } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { durationText } from '../../i18n/time-words.js';

/** A moment as people of the language write it: "4 Dec 2026, 18:30". */
export const dateText = (iso: string, language: string | undefined): string =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** Points as people write them: 2, ½, 2½. */
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5 ? '½' : '';
  return whole === 0 && half !== '' ? half : `${String(whole)}${half}`;
}

/**
 * "Swiss · 5 rounds · 2 minutes a turn · rated · duplicate deals · 7 of 100 players", or "Arena · 60 minutes ·
 * 1 minute a turn · unrated · 7 of 100 players".
 */
export function factsText(t: TFunction<'tournaments'>, tournament: TournamentSummary): string {
  const format =
    tournament.format === 'arena'
      ? [t('facts.arena'), t('facts.minutes', { count: tournament.minutes ?? 0 })]
      : [t('facts.swiss'), t('facts.rounds', { count: tournament.rounds ?? 0 })];
  return [
    ...format,
    t('facts.perTurn', { time: durationText(tournament.turnSeconds) }),
    tournament.rated ? t('facts.rated') : t('facts.unrated'),
    ...(tournament.duplicate ? [t('facts.duplicate')] : []),
    t('facts.players', { players: tournament.players, max: tournament.maxPlayers }),
  ].join(' · ');
}
