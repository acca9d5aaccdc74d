/**
 * A play shown on the table before the source has answered it: the card is where the player put it from the
 * moment it is let go (until 2026-12-01 it went back to its place for a network's round trip, until the answer
 * came). Only the play's first event is shown ahead (the card leaving its place for its pile, as the engine's
 * `stepView` moves it); what the play reveals (the stock's next card, new hand cards, the other player's turn)
 * comes with the answer.
 */
import { predictView, stepView, type Action, type BuiltEvent, type DiscardedEvent } from '@katz/engine';
import type { PositionView } from '@katz/engine';
import { cardOfAction } from './play-intent.js';

export interface AheadPlay {
  /** The send it went out in, to forget it if that send is refused. */
  readonly send: number;
  readonly event: BuiltEvent | DiscardedEvent;
  /**
   * Whether the player must wait for the answer before the next play: the play reveals something or clears a
   * pile, so the table cannot know what comes next; other plays may follow at once.
   */
  readonly blocks: boolean;
}

/**
 * The first event a play will bring, as the player's own view shows it (the card leaving its place for its
 * pile), worked out from the view before it: what the table shows of a play it has sent until the answer comes.
 */
function firstEventOf(view: PositionView, action: Action): BuiltEvent | DiscardedEvent | null {
  const card = cardOfAction(view, action);
  if (card === null) return null;
  const player = view.viewer ?? view.toMove;
  if (action.type === 'discard') return { type: 'discarded', player, card, to: action.to };
  if (action.from === 'discard') {
    return { type: 'built', player, from: 'discard', pile: action.pile, card, to: action.to };
  }
  return { type: 'built', player, from: action.from, card, to: action.to };
}

/** `action`, legal on `view`, as the table shows it ahead of its answer (null if it moves no card). */
export function aheadPlayOf(view: PositionView, action: Action, send: number): AheadPlay | null {
  const event = firstEventOf(view, action);
  if (event === null) return null;
  const predicted = predictView(view, action);
  return { send, event, blocks: predicted === null || predicted.removed.length > view.removed.length };
}

/** The view with the plays shown ahead of the source's answer on it: each card on the pile it was sent to. */
export function viewWithAhead(
  view: PositionView | undefined,
  ahead: readonly AheadPlay[],
): PositionView | undefined {
  return view === undefined
    ? undefined
    : ahead.reduce<PositionView>((current, play) => stepView(current, play.event), view);
}
