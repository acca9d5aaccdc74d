/**
 * Turns what the player did (this card onto that pile) into an action, or into the reason it cannot be done,
 * asking the engine for every rule.
 */
import {
  placeAction,
  viewRefusal,
  type Action,
  type Card,
  type MoveSource,
  type PileIndex,
  type PileTarget,
  type PlacementRefusal,
  type PositionView,
  type RefusalCode,
} from '@katz/engine';

export type Intent =
  | { readonly ok: true; readonly action: Action }
  | {
      readonly ok: false;
      readonly reason: RefusalCode | PlacementRefusal | 'not-your-turn';
      readonly card: Card | null;
    };

export function cardOfSource(view: PositionView, source: MoveSource): Card | null {
  const player = view.players[view.viewer ?? view.toMove];
  switch (source.from) {
    case 'hand':
      return source.card;
    case 'stock':
      return player.stockTop;
    case 'discard':
      return player.discards[source.pile].at(-1) ?? null;
  }
}

export function intentOf(
  view: PositionView,
  source: MoveSource,
  target: PileTarget,
  myTurn: boolean,
): Intent {
  const card = cardOfSource(view, source);
  if (!myTurn) return { ok: false, reason: 'not-your-turn', card };
  const placed = placeAction(source, target);
  if (!placed.ok) return { ok: false, reason: placed.error, card };
  const refusal = viewRefusal(view, placed.value);
  return refusal === null ? { ok: true, action: placed.value } : { ok: false, reason: refusal.code, card };
}

export function parseSourceId(id: string, view: PositionView): MoveSource | null {
  const [kind, index] = id.split(':');
  if (kind === 'stock') return { from: 'stock' };
  const number = Number(index);
  if (!(number >= 0 && number <= 3) && kind === 'discard') return null;
  if (kind === 'discard') return { from: 'discard', pile: number as PileIndex };
  if (kind === 'hand') {
    const card = view.players[view.viewer ?? view.toMove].hand?.[number];
    return card === undefined ? null : { from: 'hand', card };
  }
  return null;
}

export function parseTargetId(id: string): PileTarget | null {
  const [kind, index] = id.split(':');
  const pile = Number(index);
  if ((kind !== 'building' && kind !== 'discard') || !(pile >= 0 && pile <= 3)) return null;
  return { to: kind, pile: pile as PileIndex };
}

function sourceIdOf(source: MoveSource, hand: readonly Card[]): string {
  if (source.from === 'stock') return 'stock';
  if (source.from === 'discard') return `discard:${source.pile}`;
  return `hand:${hand.indexOf(source.card)}`;
}

/** The card an action moves, read from the view before it. */
export function cardOfAction(view: PositionView, action: Action): Card | null {
  if (action.type === 'discard' || action.from === 'hand') return action.card;
  return cardOfSource(view, action);
}

/** The source and target ids of a suggested play (the guided game's hint), to point at on the table. */
export function hintOf(action: Action, hand: readonly Card[]): { source: string; target: string } {
  const from: MoveSource =
    action.type === 'discard' || action.from === 'hand'
      ? { from: 'hand', card: action.card }
      : action.from === 'stock'
        ? { from: 'stock' }
        : { from: 'discard', pile: action.pile };
  const target = action.type === 'discard' ? `discard:${action.to}` : `building:${action.to}`;
  return { source: sourceIdOf(from, hand), target };
}
