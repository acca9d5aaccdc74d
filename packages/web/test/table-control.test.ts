/**
 * The table's controller without a browser: what a pick, a drop, a drag, Escape, Confirm and the source's answer
 * do to the selection, the held plays and the line above the felt, and what is sent. The words are the English
 * ones the table shows.
 */
import { parsePosition, viewPosition, type Action } from '@katz/engine';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  controlTable,
  IDLE,
  legalTargetsOf,
  selectedSource,
  viewWithHeld,
  type ControlContext,
  type ControlInput,
  type ControlState,
  type Controlled,
} from '../src/table/table-control.js';
import type { TableT } from '../src/table/table-words.js';

const words = new URL('../src/i18n/locales/en/table.json', import.meta.url);
const i18n = createInstance();
void i18n.init({
  lng: 'en',
  ns: ['table'],
  defaultNS: 'table',
  resources: { en: { table: JSON.parse(readFileSync(words, 'utf8')) as Record<string, unknown> } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t: TableT = i18n.getFixedT('en', 'table');

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
    expect(run([pick('hand:0')], context({ canPlay: false })).state).toEqual({
      ...IDLE,
      message: { kind: 'refusal', text: 'Wait: it is not your turn.' },
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

  it('sends a legal play at once, and waits for the answer', () => {
    const { state, effects } = run([pick('hand:0', true), drop('building:2', true)]);
    expect(effects).toEqual([
      { type: 'focus', where: 'legal' },
      { type: 'focus', where: 'hand' },
      { type: 'send', actions: [aceOfSpadesTo(2)], alreadyShown: 0, movedByHand: false },
    ]);
    expect(state).toEqual({ ...IDLE, busy: true });
    expect(run([{ type: 'answered', error: null }], context(), state).state).toEqual(IDLE);
  });

  it('on a refusal from the source, says why and lets go of the held plays', () => {
    const sent = { ...IDLE, busy: true };
    const error = { code: 'not-your-turn', message: 'not your turn' } as const;
    const { state, effects } = run([{ type: 'answered', error }], context(), sent);
    expect(state).toEqual({ ...IDLE, message: { kind: 'refusal', text: 'Wait: it is not your turn.' } });
    expect(effects).toEqual([{ type: 'hold', actions: [] }]);
  });
});

describe('confirming the turn', () => {
  const confirming = context({ confirm: true });

  it('holds a play that reveals nothing, and sends it with the next that does', () => {
    const first = run([pick('hand:0'), drop('building:1')], confirming);
    expect(first.effects).toEqual([{ type: 'hold', actions: [aceOfSpadesTo(1)] }]);
    expect(first.state.busy).toBe(false);

    const held = [aceOfSpadesTo(1)];
    const table = context({ confirm: true, held, view: viewWithHeld(mine, held) });
    const second = run([pick('stock'), drop('building:0')], table);
    expect(second.effects).toEqual([
      {
        type: 'send',
        actions: [...held, { type: 'build', from: 'stock', to: 0 }],
        alreadyShown: 1,
        movedByHand: false,
      },
    ]);
  });

  it('sends the held plays on Confirm and takes the last one back on Take back', () => {
    const held = [aceOfSpadesTo(1), aceOfSpadesTo(2)];
    const table = context({ confirm: true, held });
    expect(run([{ type: 'confirm' }], table).effects).toEqual([
      { type: 'send', actions: held, alreadyShown: 2, movedByHand: false },
    ]);
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
    expect(state).toEqual({ ...IDLE, busy: true });
    expect(effects).toEqual([
      { type: 'send', actions: [aceOfSpadesTo(3)], alreadyShown: 0, movedByHand: true },
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

describe('Escape, a lost turn and hints', () => {
  it('puts the held card back and sends the keyboard to where it lies', () => {
    const fromHand = run([pick('hand:2'), { type: 'escape' }]);
    expect(fromHand.state).toEqual(IDLE);
    expect(fromHand.effects).toEqual([{ type: 'focus', where: 'hand' }]);
    expect(run([pick('discard:0'), { type: 'escape' }]).effects).toEqual([{ type: 'focus', where: 'piles' }]);
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
