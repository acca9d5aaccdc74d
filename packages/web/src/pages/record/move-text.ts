/** A log entry in words for the list of moves: which card went where, piles counted from 1 as people do. */
import type { Action, PlayerIndex, Position } from '@katz/engine';
import type { Entry } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { cardPrint } from '../../cards/card-names.js';

/** `before` is the position the entry was played in: it tells which card came from the stock or a discard pile. */
export function moveText(t: TFunction<'pages'>, entry: Entry, before: Position): string {
  const action = entry.action;
  if (entry.kind === 'resign') return t('replay.actions.resign');
  if (entry.kind === 'timeout' || action === null) return t('replay.actions.timeout');
  return actionText(t, action, entry.seat, before);
}

/** An action of `seat` in words, played in `before`. */
export function actionText(
  t: TFunction<'pages'>,
  action: Action,
  seat: PlayerIndex,
  before: Position,
): string {
  const player = before.players[seat];
  if (action.type === 'discard') {
    return t('replay.actions.discard', { card: cardPrint(action.card), to: action.to + 1 });
  }
  const to = action.to + 1;
  switch (action.from) {
    case 'hand':
      return t('replay.actions.hand', { card: cardPrint(action.card), to });
    case 'stock': {
      const card = player.stock.at(-1);
      return t('replay.actions.stock', { card: card ? cardPrint(card) : '?', to });
    }
    case 'discard': {
      const card = player.discards[action.pile].at(-1);
      return t('replay.actions.discardPile', {
        card: card ? cardPrint(card) : '?',
        from: action.pile + 1,
        to,
      });
    }
  }
}

/** A move in a few characters for the list of moves ("A♥ on 3", "10♠ discarded"); `moveText` says it in full. */
export function moveShort(t: TFunction<'pages'>, entry: Entry, before: Position): string {
  const action = entry.action;
  if (entry.kind === 'resign') return t('replay.actions.resign');
  if (entry.kind === 'timeout' || action === null) return t('replay.actions.timeout');
  if (action.type === 'discard') return t('replay.short.discard', { card: cardPrint(action.card) });
  const player = before.players[entry.seat];
  const card =
    action.from === 'hand'
      ? action.card
      : action.from === 'stock'
        ? player.stock.at(-1)
        : player.discards[action.pile].at(-1);
  return t('replay.short.build', { card: card ? cardPrint(card) : '?', to: action.to + 1 });
}
