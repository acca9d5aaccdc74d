/**
 * What the table does with the player's picks, drops, drags and keys, as a pure function: the state before and
 * one input in, the state after and the effects to run out (send these plays, hold these, move the keyboard's
 * focus). It asks the engine for every rule (through `play-intent.ts`) and knows nothing of React or the page,
 * so a unit test drives it without a browser; the table's controller (`table-controller.ts`) keeps its state and
 * runs its effects.
 */
import {
  legalDestinations,
  predictView,
  revealsNothing,
  type Action,
  type MoveSource,
  type PositionView,
} from '@katz/engine';
import type { ApiErrorJson } from '@katz/protocol';
import { mayHoldOn } from './held-plays.js';
import type { Region } from './keyboard.js';
import { aheadPlayOf, type AheadPlay } from './play-ahead.js';
import { cardOfAction, cardOfSource, hintOf, intentOf, parseSourceId, parseTargetId } from './play-intent.js';
import { playRefusalText, refusalText } from '../../i18n/refusal-words.js';
import { cardWords, needsWords, playWords, type TableT } from '../words/table-words.js';
import type { InputKind } from './use-input-kind.js';

/** A line above the felt: a refused play (said as such) or a hint. */
type TableMessage = { readonly kind: 'refusal' | 'hint'; readonly text: string } | null;

export interface ControlState {
  /** The held card by its place (`hand:3`), not by its card: a hand may hold two of the same card. */
  readonly selectedId: string | null;
  readonly message: TableMessage;
  /** A suggested play's source and target ids, pointed at on the table (guided games). */
  readonly hint: { readonly source: string; readonly target: string } | null;
  /** Where the card being dragged comes from. */
  readonly dragging: MoveSource | null;
  /** Sends whose answer has not come yet. */
  readonly sending: number;
  /** The number of the last send. */
  readonly sends: number;
  /** Plays sent and shown on the table, oldest first, until the source's view shows them (play-ahead.ts). */
  readonly ahead: readonly AheadPlay[];
}

export const IDLE: ControlState = {
  selectedId: null,
  message: null,
  hint: null,
  dragging: null,
  sending: 0,
  sends: 0,
  ahead: [],
};

/** What the table knows at the moment of an input. */
export interface ControlContext {
  readonly t: TableT;
  /**
   * The view on the table, held plays and plays shown ahead included (`table-controller.ts` adds those);
   * undefined before the game is there.
   */
  readonly view: PositionView | undefined;
  /** The viewer's seat, or null for a spectator. */
  readonly seat: 0 | 1 | null;
  readonly over: boolean;
  /**
   * Whether the game lets the viewer play now (their turn, nothing moving). The table also waits for the
   * answer to a play shown ahead that blocks (`mayPlay`).
   */
  readonly canPlay: boolean;
  /** Whether plays that reveal nothing wait for the player's confirmation. */
  readonly confirm: boolean;
  readonly held: readonly Action[];
  readonly inputKind: InputKind;
}

export type ControlInput =
  /** A card picked up (or put back, when it is the one held) by tap, click or key. */
  | { readonly type: 'source'; readonly sourceId: string; readonly byKeyboard: boolean }
  /** A pile chosen for the held card. */
  | { readonly type: 'target'; readonly targetId: string; readonly byKeyboard: boolean }
  | { readonly type: 'dragStart'; readonly sourceId: string }
  /** A dragged card let go, over a pile (its id) or over none. */
  | { readonly type: 'dragEnd'; readonly over: string | null }
  | { readonly type: 'dragCancel' }
  | { readonly type: 'escape' }
  | { readonly type: 'confirm' }
  | { readonly type: 'takeBack' }
  /** The source has answered the plays of send number `send`. */
  | { readonly type: 'answered'; readonly send: number; readonly error: ApiErrorJson | null }
  /** The oldest play shown ahead is now in the source's view, as it was shown. */
  | { readonly type: 'aheadShown' }
  /** A suggested play arrived, for the view it was asked for. */
  | { readonly type: 'suggested'; readonly action: Action; readonly view: PositionView }
  /** The viewer may not play now (the turn passed, an animation runs): nothing stays held. */
  | { readonly type: 'cannotPlay' };

export type ControlEffect =
  /**
   * Send these plays, all or none, as send number `send`: the first `alreadyShown` are held plays already on
   * the table; a last play that was not held is shown ahead (`ControlState.ahead`), and when `movedByHand` its
   * card was dragged there, else it travels there from its place.
   */
  | {
      readonly type: 'send';
      readonly send: number;
      readonly actions: readonly Action[];
      readonly alreadyShown: number;
      readonly movedByHand: boolean;
    }
  /** The held plays are now these (kept for a reload). */
  | { readonly type: 'hold'; readonly actions: readonly Action[] }
  /** The keyboard's focus goes to this region, or to the first pile the held card may go to. */
  | { readonly type: 'focus'; readonly where: 'legal' | Region };

export interface Controlled {
  readonly state: ControlState;
  readonly effects: readonly ControlEffect[];
}

const same = (state: ControlState): Controlled => ({ state, effects: [] });

/** Whether the viewer may play now: the game lets them, and no play shown ahead waits for its answer. */
export function mayPlay(state: ControlState, context: Pick<ControlContext, 'canPlay'>): boolean {
  return context.canPlay && !state.ahead.some((play) => play.blocks);
}

/** A send of `actions`, the last of which (when `shownAhead`) is put on the table at once. */
function send(
  state: ControlState,
  view: PositionView,
  actions: readonly Action[],
  play: { readonly alreadyShown: number; readonly movedByHand: boolean; readonly shownAhead: boolean },
): Controlled {
  const number = state.sends + 1;
  const last = actions.at(-1);
  const shown = play.shownAhead && last !== undefined ? aheadPlayOf(view, last, number) : null;
  const ahead = shown === null ? state.ahead : [...state.ahead, shown];
  return {
    state: { ...state, sending: state.sending + 1, sends: number, ahead },
    effects: [
      {
        type: 'send',
        send: number,
        actions,
        alreadyShown: play.alreadyShown,
        movedByHand: play.movedByHand,
      },
    ],
  };
}

/**
 * Why the viewer may not play now, in words: the other player's turn, or their own while the table still shows
 * the last play (its movement, or the answer to a play that turned up a card), which "not your turn" would
 * contradict.
 */
function whyNotNowWords(context: ControlContext): string {
  const own = context.view?.toMove === context.seat;
  return playRefusalText(context.t, own ? 'still-showing' : 'not-your-turn', { card: '', needs: '' });
}

function notYourTurn(state: ControlState, context: ControlContext): Controlled {
  if (context.over || context.seat === null) return same(state);
  return same({ ...state, message: { kind: 'refusal', text: whyNotNowWords(context) } });
}

/** A card from `from` put on the pile `targetId`: refused with its reason, held, or sent. */
function attempt(
  state: ControlState,
  context: ControlContext,
  play: {
    readonly from: MoveSource;
    readonly targetId: string;
    readonly movedByHand: boolean;
    readonly byKeyboard: boolean;
  },
): Controlled {
  const { t, view, held } = context;
  const target = parseTargetId(play.targetId);
  if (view === undefined || target === null) return same(state);
  const intent = intentOf(view, play.from, target, mayPlay(state, context));
  const cleared: ControlState = { ...state, selectedId: null, hint: null };
  // The keyboard goes back to where the card came from, for the next play.
  const effects: ControlEffect[] = play.byKeyboard
    ? [{ type: 'focus', where: play.from.from === 'hand' ? 'hand' : 'piles' }]
    : [];
  if (!intent.ok) {
    const card = intent.card === null ? '' : cardWords(t, intent.card);
    const pile = target.to === 'building' ? view.building[target.pile].length : 0;
    const text =
      intent.reason === 'not-your-turn'
        ? whyNotNowWords(context)
        : playRefusalText(t, intent.reason, { card, needs: needsWords(t, pile) });
    return { state: { ...cleared, message: { kind: 'refusal', text } }, effects };
  }
  const next: ControlState = { ...cleared, message: null };
  if (context.confirm && revealsNothing(view, intent.action)) {
    return { state: next, effects: [...effects, { type: 'hold', actions: [...held, intent.action] }] };
  }
  const sent = send(next, view, [...held, intent.action], {
    alreadyShown: held.length,
    movedByHand: play.movedByHand,
    shownAhead: true,
  });
  return { state: sent.state, effects: [...effects, ...sent.effects] };
}

function pickUp(
  state: ControlState,
  context: ControlContext,
  sourceId: string,
  byKeyboard: boolean,
): Controlled {
  const { t, view } = context;
  if (view === undefined) return same(state);
  if (!mayPlay(state, context)) return notYourTurn(state, context);
  const from = parseSourceId(sourceId, view);
  if (from === null) return same(state);
  const putBack = state.selectedId === sourceId;
  const card = cardOfSource(view, from);
  if (putBack || card === null) {
    return {
      state: { ...state, selectedId: putBack ? null : sourceId, message: null },
      effects: byKeyboard && !putBack ? [{ type: 'focus', where: 'legal' }] : [],
    };
  }
  const words = cardWords(t, card);
  const builds = legalDestinations(view, from).some((destination) => destination.to === 'building');
  // A card from the stock or a discard pile that fits no building pile has nowhere to go: it is not picked up
  // (a held card stays held), and the table says why, instead of "tap a lit pile" with none lit.
  if (!builds && from.from !== 'hand') {
    return same({ ...state, message: { kind: 'refusal', text: t('hint.fitsNowhere', { card: words }) } });
  }
  // A hand card that fits no building pile can only end the turn: the discard piles light up, and it says so.
  const message: TableMessage = {
    kind: 'hint',
    text: t(builds ? `hint.drop.${context.inputKind}` : `hint.onlyDiscard.${context.inputKind}`, {
      card: words,
    }),
  };
  return {
    state: { ...state, selectedId: sourceId, message },
    // Picked up by keyboard: the focus goes to the first pile the card may go to.
    effects: byKeyboard ? [{ type: 'focus', where: 'legal' }] : [],
  };
}

/** The table's state after one input, and what is to be done about it. */
export function controlTable(state: ControlState, input: ControlInput, context: ControlContext): Controlled {
  const { t, view } = context;
  switch (input.type) {
    case 'source':
      return pickUp(state, context, input.sourceId, input.byKeyboard);
    case 'target': {
      const from = selectedSource(state, view);
      if (from !== null) return attempt(state, context, { from, ...input, movedByHand: false });
      if (mayPlay(state, context)) {
        return same({ ...state, message: { kind: 'hint', text: t(`hint.pick.${context.inputKind}`) } });
      }
      return notYourTurn(state, context);
    }
    case 'dragStart': {
      const from = view === undefined ? null : parseSourceId(input.sourceId, view);
      return same({ ...state, dragging: from, selectedId: from === null ? null : input.sourceId });
    }
    case 'dragEnd': {
      const from = state.dragging;
      const dropped: ControlState = { ...state, dragging: null };
      // Let go over no pile, or back onto the pile it came from: the card goes back, nothing is said.
      if (from === null || input.over === null || input.over === state.selectedId) {
        return same({ ...dropped, selectedId: null });
      }
      return attempt(dropped, context, { from, targetId: input.over, movedByHand: true, byKeyboard: false });
    }
    case 'dragCancel':
      return same({ ...state, dragging: null });
    case 'escape': {
      const selected = state.selectedId;
      // The card goes back, and the keyboard with it to where it lies.
      const effects: ControlEffect[] =
        selected === null ? [] : [{ type: 'focus', where: selected.startsWith('hand') ? 'hand' : 'piles' }];
      return { state: { ...state, selectedId: null, message: null }, effects };
    }
    case 'confirm':
      if (view === undefined || context.held.length === 0) return same(state);
      return send(state, view, context.held, {
        alreadyShown: context.held.length,
        movedByHand: false,
        shownAhead: false,
      });
    case 'takeBack':
      return { state, effects: [{ type: 'hold', actions: context.held.slice(0, -1) }] };
    case 'answered': {
      const answered = { ...state, sending: Math.max(0, state.sending - 1) };
      if (input.error === null) return same(answered);
      // The refused plays go back to their places, and those sent after them, which the source refuses too.
      const ahead = state.ahead.filter((play) => play.send < input.send);
      return {
        state: { ...answered, ahead, message: { kind: 'refusal', text: refusalText(t, input.error) } },
        effects: [{ type: 'hold', actions: [] }],
      };
    }
    case 'aheadShown':
      return same({ ...state, ahead: state.ahead.slice(1) });
    case 'suggested': {
      const suggested = input.view;
      const text = t('hint.suggest', {
        play: playWords(t, input.action, (action) => cardOfAction(suggested, action)),
      });
      return same({
        ...state,
        hint: hintOf(input.action, suggested.players[context.seat ?? 0].hand ?? []),
        message: { kind: 'hint', text },
      });
    }
    case 'cannotPlay':
      return same(state.selectedId === null ? state : { ...state, selectedId: null });
  }
}

/** Where the held card comes from, read from the view on the table. */
export function selectedSource(state: ControlState, view: PositionView | undefined): MoveSource | null {
  return state.selectedId === null || view === undefined ? null : parseSourceId(state.selectedId, view);
}

/** The piles (`building:1`, `discard:2`) the held card may go to now, as the engine says. */
export function legalTargetsOf(view: PositionView | undefined, from: MoveSource | null, canPlay: boolean) {
  if (view === undefined || from === null || !canPlay) return new Set<string>();
  return new Set(legalDestinations(view, from).map((destination) => `${destination.to}:${destination.pile}`));
}

/**
 * The view with the held plays shown on it, as the engine predicts them (a play it cannot predict is skipped).
 * On a view that is not the viewer's turn none applies: the controller forgets them there (table-controller.ts),
 * and this never asks the engine to predict for anyone else.
 */
export function viewWithHeld(
  view: PositionView | undefined,
  held: readonly Action[],
): PositionView | undefined {
  let current = view;
  if (!mayHoldOn(current, { over: false })) return current;
  for (const action of held) current = predictView(current, action) ?? current;
  return current;
}
