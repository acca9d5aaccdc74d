/**
 * The table's controller without a browser: what a pick, a drop, a drag, Escape, Confirm and the source's answer
 * do to the selection, the held plays and the line above the felt, and what is sent. The words are the English
 * ones the table shows.
 */
import { parsePosition, viewPosition, type Action } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import {
  controlTable,
  IDLE,
  legalTargetsOf,
  mayPlay,
  selectedSource,
  viewWithHeld,
  type ControlContext,
  type ControlInput,
  type ControlState,
  type Controlled,
} from '../src/table/control/table-reducer.js';
import { viewWithAhead, type AheadPlay } from '../src/table/control/play-ahead.js';
import { englishTableWords } from './support/table-words.js';

const t = englishTableWords();

const position = parsePosition({
  toMove: 0,
  players: [
    { stock: ['3C', '2D'], hand: ['AS', '7D', 'KH', '5C', '9H'], discards: [['3H'], [], [], []] },
    { stock: ['5D', 'QH'], hand: ['4S', '4H', '8D', '8S', 'JC'], discards: [[], [], [], []] },
  ],
  building: [['AH'], [], [], []],
  drawPile: ['2S', '8C', '6H', '5H', '10C'],
  removed: [],
});
if (!position.ok) throw new Error(position.error.message);
/** Player 0's view, their turn: the ace of spades is hand:0, the stock shows 2♦, building pile 1 holds A♥. */
const mine = viewPosition(position.value, 0);

function context(change: Partial<ControlContext> = {}): ControlContext {
  return {
    t,
    view: mine,
    seat: 0,
    over: false,
    canPlay: true,
    confirm: false,
    held: [],
    inputKind: 'mouse',
    ...change,
  };
}

/** Feeds inputs one after another, keeping every effect asked for. */
function run(inputs: readonly ControlInput[], table = context(), from: ControlState = IDLE): Controlled {
  let state = from;
  const effects: Controlled['effects'][number][] = [];
  for (const input of inputs) {
    const next = controlTable(Object.freeze(state), input, table);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const pick = (sourceId: string, byKeyboard = false): ControlInput => ({
  type: 'source',
  sourceId,
  byKeyboard,
});
const drop = (targetId: string, byKeyboard = false): ControlInput => ({
  type: 'target',
  targetId,
  byKeyboard,
});
const aceOfSpadesTo = (to: 0 | 1 | 2 | 3): Action => ({ type: 'build', from: 'hand', card: 'AS', to });
/** The ace of spades sent onto building pile `to` in send `send`, as the table shows it ahead of the answer. */
const aceAhead = (to: 0 | 1 | 2 | 3, send = 1): AheadPlay => ({
  send,
  event: { type: 'built', player: 0, from: 'hand', card: 'AS', to },
  blocks: false,
});

describe('picking a card up', () => {
  it('holds it, says where it may go, and lights the piles the engine allows', () => {
    const { state, effects } = run([pick('hand:0')]);
    expect(state.selectedId).toBe('hand:0');
    expect(state.message).toEqual({
      kind: 'hint',
      text: 'Now click a lit pile for ace of spades; a click on the card (or Escape) puts it back.',
    });
    expect(effects).toEqual([]);
    const lit = legalTargetsOf(mine, selectedSource(state, mine), true);
    expect([...lit].sort()).toEqual([
      'building:1',
      'building:2',
      'building:3',
      'discard:0',
      'discard:1',
      'discard:2',
      'discard:3',
    ]);
    expect(legalTargetsOf(mine, selectedSource(state, mine), false).size).toBe(0);
  });

  it('puts it back when it is picked again, without a word', () => {
    const { state } = run([pick('hand:0'), pick('hand:0')]);
    expect(state.selectedId).toBeNull();
    expect(state.message).toBeNull();
  });

  it('speaks of the input the player uses, and sends a keyboard to the first lit pile', () => {
    const { state, effects } = run([pick('stock', true)], context({ inputKind: 'keys' }));
    expect(state.message?.text).toBe(
      'Now choose a lit pile for 2 of diamonds with the arrow keys and Enter; Escape puts it back.',
    );
    expect(effects).toEqual([{ type: 'focus', where: 'legal' }]);
  });

  it('says it is not the player’s turn, and says nothing to a spectator or after the game', () => {
    const theirs = { ...mine, toMove: 1 as const };
    expect(run([pick('hand:0')], context({ canPlay: false, view: theirs })).state).toEqual({
      ...IDLE,
      message: { kind: 'refusal', text: 'Wait: it is not your turn.' },
    });
    // Their own turn, while the table still shows the last play: not "not your turn".
    expect(run([pick('hand:0')], context({ canPlay: false })).state.message).toEqual({
      kind: 'refusal',
      text: 'One moment: the table is still showing the last play.',
    });
    expect(run([pick('hand:0')], context({ canPlay: false, seat: null })).state).toBe(IDLE);
    expect(run([pick('hand:0')], context({ canPlay: false, over: true })).state).toBe(IDLE);
  });

  it('ignores a place that holds no card', () => {
    expect(run([pick('hand:7')]).state).toBe(IDLE);
  });
});

describe('putting it down', () => {
  it('asks for a card first when none is held', () => {
    expect(run([drop('building:1')], context({ inputKind: 'touch' })).state.message).toEqual({
      kind: 'hint',
      text: 'Pick a card: tap it, or drag it onto a pile.',
    });
  });

  it('explains a refused play with the engine’s reason and what the pile needs', () => {
    const { state, effects } = run([pick('hand:1'), drop('building:0')]);
    expect(state.selectedId).toBeNull();
    expect(state.message).toEqual({
      kind: 'refusal',
      text: '7 of diamonds does not fit there: that pile needs 2 or K.',
    });
    expect(effects).toEqual([]);
  });

  it('sends a legal play at once and shows it on its pile until the source’s view does', () => {
    const { state, effects } = run([pick('hand:0', true), drop('building:2', true)]);
    expect(effects).toEqual([
      { type: 'focus', where: 'legal' },
      { type: 'focus', where: 'hand' },
      { type: 'send', send: 1, actions: [aceOfSpadesTo(2)], alreadyShown: 0, movedByHand: false },
    ]);
    expect(state).toEqual({ ...IDLE, sending: 1, sends: 1, ahead: [aceAhead(2)] });
    const shown = viewWithAhead(mine, state.ahead)!;
    expect(shown.building[2]).toEqual(['AS']);
    expect(shown.players[0].hand).toEqual(['7D', 'KH', '5C', '9H']);
    // Answered: it stays on its pile until the source's view holds it, then the view shows it.
    const answered = run([{ type: 'answered', send: 1, error: null }], context(), state).state;
    expect(answered).toEqual({ ...IDLE, sends: 1, ahead: [aceAhead(2)] });
    expect(run([{ type: 'aheadShown' }], context(), answered).state).toEqual({ ...IDLE, sends: 1 });
  });

  it('lets the player go on after a play that reveals nothing, before its answer', () => {
    const first = run([pick('hand:0'), drop('building:2')]);
    expect(mayPlay(first.state, context())).toBe(true);
    // The table's view now shows the ace on its pile: the stock's 2 of diamonds goes on it.
    const table = context({ view: viewWithAhead(mine, first.state.ahead) });
    const second = run([pick('stock'), drop('building:2')], table, first.state);
    expect(second.effects).toEqual([
      {
        type: 'send',
        send: 2,
        actions: [{ type: 'build', from: 'stock', to: 2 }],
        alreadyShown: 0,
        movedByHand: false,
      },
    ]);
    expect(second.state.ahead).toEqual([
      aceAhead(2),
      { send: 2, event: { type: 'built', player: 0, from: 'stock', card: '2D', to: 2 }, blocks: true },
    ]);
  });

  it('waits for the answer to a play that turns up a card before taking the next', () => {
    const { state } = run([pick('stock'), drop('building:0')]);
    expect(state.ahead).toEqual([
      { send: 1, event: { type: 'built', player: 0, from: 'stock', card: '2D', to: 0 }, blocks: true },
    ]);
    expect(mayPlay(state, context())).toBe(false);
    const shown = viewWithAhead(mine, state.ahead)!;
    // The stock's next card is face down until the answer turns it up.
    expect(shown.players[0].stockTop).toBeNull();
    expect(shown.players[0].stockCount).toBe(1);
    expect(shown.building[0]).toEqual(['AH', '2D']);
    expect(run([pick('hand:0')], context(), state).state.message).toEqual({
      kind: 'refusal',
      text: 'One moment: the table is still showing the last play.',
    });
    const answered = run(
      [{ type: 'answered', send: 1, error: null }, { type: 'aheadShown' }],
      context(),
      state,
    );
    expect(mayPlay(answered.state, context())).toBe(true);
  });

  it('on a refusal from the source, says why and takes back the refused plays and those after them', () => {
    const sent: ControlState = { ...IDLE, sending: 2, sends: 2, ahead: [aceAhead(1, 1), aceAhead(2, 2)] };
    const error = { code: 'not-your-turn', message: 'not your turn' } as const;
    const second = run([{ type: 'answered', send: 2, error }], context(), sent);
    expect(second.state).toEqual({
      ...sent,
      sending: 1,
      ahead: [aceAhead(1, 1)],
      message: { kind: 'refusal', text: 'Wait: it is not your turn.' },
    });
    expect(second.effects).toEqual([{ type: 'hold', actions: [] }]);
    const both = run([{ type: 'answered', send: 1, error }], context(), sent);
    expect(both.state.ahead).toEqual([]);
  });
});

describe('confirming the turn', () => {
  const confirming = context({ confirm: true });

  it('holds a play that reveals nothing, and sends it with the next that does', () => {
    const first = run([pick('hand:0'), drop('building:1')], confirming);
    expect(first.effects).toEqual([{ type: 'hold', actions: [aceOfSpadesTo(1)] }]);
    expect(first.state.sending).toBe(0);
    expect(first.state.ahead).toEqual([]);

    const held = [aceOfSpadesTo(1)];
    const table = context({ confirm: true, held, view: viewWithHeld(mine, held) });
    const second = run([pick('stock'), drop('building:0')], table);
    expect(second.effects).toEqual([
      {
        type: 'send',
        send: 1,
        actions: [...held, { type: 'build', from: 'stock', to: 0 }],
        alreadyShown: 1,
        movedByHand: false,
      },
    ]);
    // The held play is on the table already; the stock play is shown ahead of the answer.
    expect(second.state.ahead).toEqual([
      { send: 1, event: { type: 'built', player: 0, from: 'stock', card: '2D', to: 0 }, blocks: true },
    ]);
  });

  it('sends the held plays on Confirm and takes the last one back on Take back', () => {
    const held = [aceOfSpadesTo(1), aceOfSpadesTo(2)];
    const table = context({ confirm: true, held });
    const confirmed = run([{ type: 'confirm' }], table);
    expect(confirmed.effects).toEqual([
      { type: 'send', send: 1, actions: held, alreadyShown: 2, movedByHand: false },
    ]);
    expect(confirmed.state.ahead).toEqual([]);
    expect(run([{ type: 'takeBack' }], table).effects).toEqual([{ type: 'hold', actions: [held[0]] }]);
  });

  it('shows held plays on the table as the engine predicts them', () => {
    const shown = viewWithHeld(mine, [aceOfSpadesTo(1)])!;
    expect(shown.building[1]).toEqual(['AS']);
    expect(shown.players[0].hand).toEqual(['7D', 'KH', '5C', '9H']);
    expect(viewWithHeld(mine, [])).toBe(mine);
    expect(viewWithHeld(undefined, [aceOfSpadesTo(1)])).toBeUndefined();
  });
});

describe('dragging', () => {
  it('holds the card while it is dragged and sends the play it is let go on, moved by hand', () => {
    const started = run([{ type: 'dragStart', sourceId: 'hand:0' }]);
    expect(started.state.selectedId).toBe('hand:0');
    expect(started.state.dragging).toEqual({ from: 'hand', card: 'AS' });
    const { state, effects } = run([{ type: 'dragEnd', over: 'building:3' }], context(), started.state);
    expect(state).toEqual({ ...IDLE, sending: 1, sends: 1, ahead: [aceAhead(3)] });
    expect(effects).toEqual([
      { type: 'send', send: 1, actions: [aceOfSpadesTo(3)], alreadyShown: 0, movedByHand: true },
    ]);
  });

  it('puts the card back without a word when let go over no pile or over its own', () => {
    for (const over of [null, 'discard:0']) {
      const { state, effects } = run([
        { type: 'dragStart', sourceId: 'discard:0' },
        { type: 'dragEnd', over },
      ]);
      expect(state).toEqual(IDLE);
      expect(effects).toEqual([]);
    }
  });

  it('keeps the card held when the drag is cancelled', () => {
    const { state } = run([{ type: 'dragStart', sourceId: 'stock' }, { type: 'dragCancel' }]);
    expect(state).toEqual({ ...IDLE, selectedId: 'stock' });
  });
});

describe('a card that fits nowhere (issue 64, item 3)', () => {
  it('says that a hand card fitting no building pile only ends the turn on a discard pile', () => {
    const { state, effects } = run([pick('hand:1', true)]);
    expect(state.selectedId).toBe('hand:1');
    expect(state.message).toEqual({
      kind: 'hint',
      text: '7 of diamonds fits no building pile: click a lit discard pile to end your turn with it; a click on the card (or Escape) puts it back.',
    });
    expect(effects).toEqual([{ type: 'focus', where: 'legal' }]);
  });

  it('does not pick up a discard pile’s top card that fits nowhere, and keeps the held card', () => {
    const { state, effects } = run([pick('hand:0'), pick('discard:0', true)]);
    expect(state.selectedId).toBe('hand:0');
    expect(state.message).toEqual({
      kind: 'refusal',
      text: '3 of hearts fits no building pile now, and only a hand card goes onto a discard pile.',
    });
    expect(effects).toEqual([]);
  });

  it('refuses the stock card on a discard pile with the reason', () => {
    const { state, effects } = run([
      pick('stock'),
      { type: 'target', targetId: 'discard:1', byKeyboard: false },
    ]);
    expect(state.selectedId).toBeNull();
    expect(state.message).toEqual({
      kind: 'refusal',
      text: 'Only a card from your hand goes onto a discard pile (and that ends your turn).',
    });
    expect(effects).toEqual([]);
  });
});

describe('Escape, a lost turn and hints', () => {
  it('puts the held card back and sends the keyboard to where it lies', () => {
    const fromHand = run([pick('hand:2'), { type: 'escape' }]);
    expect(fromHand.state).toEqual(IDLE);
    expect(fromHand.effects).toEqual([{ type: 'focus', where: 'hand' }]);
    expect(run([pick('stock'), { type: 'escape' }]).effects).toEqual([{ type: 'focus', where: 'piles' }]);
    expect(run([{ type: 'escape' }]).effects).toEqual([]);
  });

  it('lets go of the held card when the player may no longer play', () => {
    expect(run([pick('stock'), { type: 'cannotPlay' }]).state.selectedId).toBeNull();
  });

  it('points at a suggested play and says it in words', () => {
    const { state } = run([
      { type: 'suggested', action: { type: 'build', from: 'stock', to: 0 }, view: mine },
    ]);
    expect(state.hint).toEqual({ source: 'stock', target: 'building:0' });
    expect(state.message).toEqual({
      kind: 'hint',
      text: 'Try this: 2 of diamonds from the stock onto building pile 1.',
    });
  });
});
