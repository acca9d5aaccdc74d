/**
 * How a tournament's figures are written: points with halves ("2½"), its line of facts with who plays in it, and
 * what a pairing's link to a game says.
 */
import type { PairingView, TournamentSummary, TournamentView } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { durationText } from '../../i18n/time-words.js';

/** A moment as people of the language write it: "4 Dec 2026, 18:30". */
export const dateText = (iso: string, language: string | undefined): string =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** A share of 100 as the language writes it, whole: "58%", "58 %" in German. */
export const percentText = (percent: number, language: string | undefined): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** Points as people write them: 2, ½, 2½. */
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5 ? '½' : '';
  return whole === 0 && half !== '' ? half : `${String(whole)}${half}`;
}

/**
 * "Swiss · 5 rounds · 2 minutes a turn · rated · duplicate deals", then who plays (`playersText` on a tournament's
 * page, `summaryPlayersText` in the list): "7 of 100 places taken" before the start, "7 players, 1 withdrawn" once
 * it runs.
 */
export function factsText(
  t: TFunction<'tournaments'>,
  tournament: TournamentSummary,
  players: string,
): string {
  const format =
    tournament.format === 'arena'
      ? [t('facts.arena'), t('facts.minutes', { count: tournament.minutes ?? 0 })]
      : [t('facts.swiss'), t('facts.rounds', { count: tournament.rounds ?? 0 })];
  return [
    ...format,
    t('facts.perTurn', { time: durationText(tournament.turnSeconds) }),
    tournament.rated ? t('facts.rated') : t('facts.unrated'),
    ...(tournament.duplicate ? [t('facts.duplicate')] : []),
    players,
  ].join(' · ');
}

/** Before the start, the places taken of the cap (nobody has withdrawn yet: who leaves gives the place back). */
const placesText = (t: TFunction<'tournaments'>, tournament: TournamentSummary) =>
  t('facts.places', { players: tournament.players, max: tournament.maxPlayers });

/**
 * Who plays in a tournament, from its page's view: before the start the places taken; once it runs everyone in
 * its standings, and how many of them withdrew (the view's `players` counts only those still in).
 */
export function playersText(t: TFunction<'tournaments'>, tournament: TournamentView): string {
  if (tournament.state === 'open') return placesText(t, tournament);
  if (tournament.state === 'cancelled') return t('facts.players', { count: tournament.players });
  const withdrawn =
    tournament.format === 'swiss' ? tournament.standings.filter((line) => line.withdrawn).length : 0;
  const players = t('facts.players', { count: tournament.standings.length });
  return withdrawn === 0 ? players : t('facts.withdrawn', { players, withdrawn });
}

/**
 * Who plays in a tournament, from the list's summary, which counts only the players still in: the places taken
 * before the start; in a Swiss under way those still in, at its end those who played it to the end (a player who
 * withdrew is in neither); in an arena, where nobody withdraws, all of them.
 */
export function summaryPlayersText(t: TFunction<'tournaments'>, tournament: TournamentSummary): string {
  const count = tournament.players;
  if (tournament.state === 'open') return placesText(t, tournament);
  if (tournament.format === 'arena' || tournament.state === 'cancelled') return t('facts.players', { count });
  return tournament.state === 'running' ? t('facts.stillIn', { count }) : t('facts.toTheEnd', { count });
}

/** A pairing's game as its line shows it: a link that says what it opens, or words where it cannot be opened. */
export type GameLinkWords =
  | { readonly kind: 'link'; readonly text: string; readonly label: string; readonly href: string }
  | { readonly kind: 'sealed'; readonly text: string };

/**
 * The link to a pairing's game (its `index`), for the session's player `me`: "Play" a game of theirs under way,
 * "Watch" anyone else's, "Replay" one over, numbered when the pairing has two ("Replay game 1"), named with its
 * players for a screen reader ("Replay: anna – bert"). A table of a duplicate round in play shows its two players
 * only: anyone else is told so, with nothing to open.
 */
export function gameLinkWords(
  t: TFunction<'tournaments'>,
  pairing: PairingView,
  index: number,
  me: string | undefined,
): GameLinkWords {
  const game = pairing.games[index];
  if (game === undefined || game.state === 'sealed') return { kind: 'sealed', text: t('pairings.sealed') };
  const [first, second] = pairing.players;
  const over = game.state === 'over';
  const seated = me !== undefined && (me === first.id || me === second?.id);
  const doing = over ? 'replay' : seated ? 'play' : 'watch';
  const text =
    pairing.games.length > 1 ? t(`pairings.${doing}Game`, { n: index + 1 }) : t(`pairings.${doing}`);
  return {
    kind: 'link',
    text,
    label: t('pairings.gameName', { action: text, first: first.name, second: second?.name ?? '' }),
    href: over ? `/replay/${game.id}` : `/game/${game.id}`,
  };
}
