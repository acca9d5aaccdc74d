/**
 * The table's controller without a browser: a game in memory on the engine's real rules (support/
 * memory-game-source.ts), storage in a map, and an animator that commits each event at once (or holds its
 * movement until the table is hurried). What the table shows and when, the inputs that wait for a hurried
 * table, the held plays kept and forgotten, the plays shown ahead of their answer, and the snapshot React reads.
 */
import { parsePosition, stepView, type Action, type GameEvent, type PositionView } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import type { HeldStorage } from '../src/table/control/held-plays.js';
import { TableController } from '../src/table/control/table-controller.js';
import type { TableEffects } from '../src/table/control/table-effects.js';
import type { TableSnapshot } from '../src/table/control/table-snapshot.js';
import { MemoryGameSource } from './support/memory-game-source.js';
import { englishTableWords } from './support/table-words.js';

const t = englishTableWords();

/**
 * Seat 0 (the viewer, "You") to move, or seat 1 (the computer): seat 0's stock shows 2♦ over 3♣ and builds on
 * building pile 1's A♥; its hand's first card, A♠, starts building pile 2.
 */
function position(toMove: 0 | 1) {
  const parsed = parsePosition({
    toMove,
    players: [
      { stock: ['3C', '2D'], hand: ['AS', '7D', 'KH', '5C', '9H'], discards: [['3H'], [], [], []] },
      { stock: ['5D', 'QH'], hand: ['4S', '4H', '8D', '8S', 'JC'], discards: [[], [], [], []] },
    ],
    building: [['AH'], [], [], []],
    drawPile: ['2S', '8C', '6H', '5H', '10C', '7C', '7H', '6S', '2C', '3D', 'JD'],
    removed: [],
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const stockToFirst: Action = { type: 'build', from: 'stock', to: 0 };
const aceToSecond: Action = { type: 'build', from: 'hand', card: 'AS', to: 1 };

/** The session storage of a tab, in a map. */
function memoryStorage(): HeldStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

interface Table {
  readonly controller: TableController;
  /** Listens to the controller, as React does (the controller listens to its source meanwhile). */
  readonly listen: () => () => void;
  /** Every snapshot the controller announced a change with, in order. */
  readonly seen: TableSnapshot[];
  /** Every event given to the animator, and each play that travelled to its pile ahead of its answer. */
  readonly moved: GameEvent[];
  readonly travelled: GameEvent[];
  readonly storage: ReturnType<typeof memoryStorage>;
}

/**
 * A controller on `source`, listened to (unless `listened: false`). Its animator commits each event at once;
 * with `movements: 'held'` each movement then lasts until the table is hurried.
 */
function table(
  source: MemoryGameSource,
  options: {
    confirm?: boolean;
    movements?: 'at once' | 'held';
    storage?: Table['storage'];
    listened?: boolean;
  } = {},
): Table {
  const storage = options.storage ?? memoryStorage();
  const moved: GameEvent[] = [];
  const travelled: GameEvent[] = [];
  const effects: TableEffects = {
    storage,
    animate: async (event, { commit, hurry }) => {
      moved.push(event);
      commit();
      if (options.movements !== 'held' || hurry.aborted) return;
      await new Promise<void>((resolve) => {
        hurry.addEventListener('abort', () => {
          resolve();
        });
      });
    },
    travel: (event) => {
      travelled.push(event);
    },
    drawNow: (change) => {
      change();
    },
  };
  const controller = new TableController(source, effects, {
    t,
    confirm: options.confirm ?? false,
    suggest: undefined,
    scale: 1,
    inputKind: { current: 'mouse' },
  });
  const seen: TableSnapshot[] = [];
  const listen = () =>
    controller.subscribe(() => {
      seen.push(controller.getSnapshot());
    });
  if (options.listened !== false) listen();
  return { controller, listen, seen, moved, travelled, storage };
}

/** Lets every update and answer under way play out (the animators here set no timers). */
const settled = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/** The views `events` step `view` through, one per event. */
function stepped(view: PositionView, events: readonly GameEvent[]): PositionView[] {
  const views: PositionView[] = [];
  for (const event of events) views.push(stepView(views.at(-1) ?? view, event));
  return views;
}

describe('what the table shows, and when', () => {
  it('plays the updates out in order, event by event, the next one waiting for the one before', async () => {
    const source = new MemoryGameSource(position(0));
    const start = source.current()!.game.view;
    const { controller, seen, moved } = table(source);
    // The viewer's discard (in another tab) and the computer's answer come at once.
    source.playAs(0, [{ type: 'discard', card: '9H', to: 1 }]);
    source.playAs(1, [{ type: 'discard', card: 'JC', to: 0 }]);
    const [first, second] = await source.history();
    await settled();

    const firstEvents = first?.events ?? [];
    const secondEvents = second?.events ?? [];
    expect(moved).toEqual([...firstEvents, ...secondEvents]);
    expect(moved.map((event) => event.type)).toEqual([
      'discarded',
      'handRefilled',
      'turnPassed',
      'discarded',
      'handRefilled',
      'turnPassed',
    ]);
    // Each event drawn in turn; the game's version moves on once all of its update has been shown.
    const afterFirst = stepped(start, firstEvents);
    const afterSecond = stepped(afterFirst.at(-1) ?? start, secondEvents);
    const views = seen.map((snapshot) => snapshot.view).filter((view, index, all) => view !== all[index - 1]);
    expect(views).toEqual([...afterFirst, afterFirst.at(-1), ...afterSecond, afterSecond.at(-1)]);
    expect(seen.map((snapshot) => snapshot.game?.version)).toEqual([0, 0, 0, 1, 1, 1, 1, 2]);
    expect(seen.map((snapshot) => snapshot.moving)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);

    const last = controller.getSnapshot();
    expect(last.view).toBe(source.current()!.game.view);
    expect(last.announced).toBe('Your turn.');
    expect(last.canPlay).toBe(true);
  });

  it('starts from the source as it stands when it is first listened to', async () => {
    const source = new MemoryGameSource(position(1));
    const { controller, listen, moved } = table(source, { listened: false });
    source.playAs(1, [{ type: 'discard', card: 'JC', to: 0 }]);
    expect(controller.getSnapshot().game?.version).toBe(0);
    listen();
    // Shown as it stands, without the movements it missed.
    expect(controller.getSnapshot().game).toBe(source.current()!.game);
    expect(controller.getSnapshot().moving).toBe(false);
    await settled();
    expect(moved).toEqual([]);
  });
});

describe('the player playing on while their own play’s follow-ups move', () => {
  it('hurries the table, and judges the inputs made meanwhile once it stands still, in order', async () => {
    const source = new MemoryGameSource(position(0));
    const { controller, moved } = table(source, { movements: 'held' });
    controller.onSource('stock', false);
    controller.onTarget('building:0', false);
    // The stock's next card turns over, and stays turning until the table is hurried.
    expect(moved.map((event) => event.type)).toEqual(['stockRevealed']);
    expect(controller.getSnapshot()).toMatchObject({ moving: true, canPlay: true });

    controller.onSource('hand:0', false);
    controller.onTarget('building:1', false);
    // Nothing is judged on the moving table: the ace is not picked up yet, nothing more is sent.
    expect(controller.getSnapshot().state.selectedId).toBeNull();
    expect(source.sent).toEqual([[stockToFirst]]);

    await settled();
    expect(source.sent).toEqual([[stockToFirst], [aceToSecond]]);
    const after = controller.getSnapshot();
    expect(after).toMatchObject({ moving: false, canPlay: true, holding: false });
    expect(after.game?.version).toBe(2);
    expect(after.view?.building[1]).toEqual(['AS']);
    expect(after.state.message).toBeNull();
  });

  it('shows the other player’s plays whole: a pick meanwhile is refused, not waited for', async () => {
    const source = new MemoryGameSource(position(1));
    const { controller } = table(source, { movements: 'held' });
    source.playAs(1, [{ type: 'discard', card: 'JC', to: 0 }]);
    expect(controller.getSnapshot()).toMatchObject({ moving: true, canPlay: false });
    controller.onSource('hand:0', false);
    expect(controller.getSnapshot().state.message).toEqual({
      kind: 'refusal',
      text: 'Wait: it is not your turn.',
    });
    await settled();
    expect(controller.getSnapshot().moving).toBe(true);
  });
});

describe('held plays', () => {
  it('keeps them in the storage it is given, for a reload, and sends them together on Confirm', async () => {
    const source = new MemoryGameSource(position(0));
    const storage = memoryStorage();
    const first = table(source, { confirm: true, storage, listened: false });
    const { controller } = first;
    const stop = first.listen();
    controller.onSource('hand:0', false);
    controller.onTarget('building:1', false);
    expect(source.sent).toEqual([]);
    expect(controller.getSnapshot().held).toEqual([aceToSecond]);
    expect(controller.getSnapshot().view?.building[1]).toEqual(['AS']);
    expect(JSON.parse(storage.items.get('katz.held.memory-game') ?? 'null')).toEqual({
      version: 0,
      actions: [aceToSecond],
    });

    // A reload: a new controller reads them back from the tab's storage.
    stop();
    const reloaded = table(source, { confirm: true, storage });
    expect(reloaded.controller.getSnapshot().held).toEqual([aceToSecond]);

    reloaded.controller.onConfirm();
    await settled();
    expect(source.sent).toEqual([[aceToSecond]]);
    // Already on the table: committed without moving, and no longer kept.
    expect(reloaded.moved).toEqual([]);
    expect(reloaded.controller.getSnapshot()).toMatchObject({ held: [], moving: false });
    expect(reloaded.controller.getSnapshot().view?.building[1]).toEqual(['AS']);
    expect(storage.items.size).toBe(0);
  });

  it('forgets them when the game reaches a new version without them', async () => {
    const source = new MemoryGameSource(position(0));
    const storage = memoryStorage();
    const { controller } = table(source, { confirm: true, storage });
    controller.onSource('hand:0', false);
    controller.onTarget('building:1', false);
    expect(controller.getSnapshot().held).toEqual([aceToSecond]);
    // The turn goes on in another tab, without them, and stays the viewer's: the engine predicts held plays for
    // the player to move only (`predictView`).
    source.playAs(0, [stockToFirst]);
    await settled();
    expect(controller.getSnapshot().game?.version).toBe(1);
    expect(controller.getSnapshot().held).toEqual([]);
    expect(table(source, { storage }).controller.getSnapshot().held).toEqual([]);
  });

  it('forgets them, in the storage too, when the turn passes while an update is played out', async () => {
    const source = new MemoryGameSource(position(0));
    const storage = memoryStorage();
    const { controller, seen } = table(source, { confirm: true, storage });
    controller.onSource('hand:0', false);
    controller.onTarget('building:1', false);
    expect(controller.getSnapshot().held).toEqual([aceToSecond]);
    // The same player ends the turn in another tab: the discard passes it to the computer, whose view the engine
    // predicts no play on (`predictView` is for the player to move only).
    source.playAs(0, [{ type: 'discard', card: '9H', to: 1 }]);
    await settled();
    expect(controller.getSnapshot().game?.version).toBe(1);
    expect(controller.getSnapshot()).toMatchObject({ held: [], moving: false, canPlay: false });
    expect(controller.getSnapshot().view).toBe(source.current()!.game.view);
    expect(storage.items.size).toBe(0);
    // Forgotten with the event that passed the turn, not only once the whole update was shown.
    const passed = seen.findIndex((snapshot) => snapshot.view?.toMove === 1);
    expect(seen[passed]?.game?.version).toBe(0);
    expect(seen.slice(passed).every((snapshot) => snapshot.held.length === 0)).toBe(true);
  });

  it('forgets them, in the storage too, when the game ends while an update is played out', async () => {
    // The viewer's stock is down to its 2♦, which fits building pile 1's A♥: the play that empties it wins.
    const last = position(0);
    const [viewer, other] = last.players;
    const source = new MemoryGameSource({ ...last, players: [{ ...viewer, stock: ['2D'] }, other] });
    const storage = memoryStorage();
    const { controller, moved, seen } = table(source, { confirm: true, storage });
    controller.onSource('hand:0', false);
    controller.onTarget('building:1', false);
    expect(controller.getSnapshot().held).toEqual([aceToSecond]);
    source.playAs(0, [stockToFirst]);
    await settled();
    expect(moved.map((event) => event.type)).toEqual(['built', 'gameOver']);
    expect(controller.getSnapshot()).toMatchObject({ held: [], moving: false, canPlay: false });
    expect(controller.getSnapshot().game?.state).toBe('over');
    expect(controller.getSnapshot().view?.building[1]).toEqual([]);
    expect(storage.items.size).toBe(0);
    // Forgotten with the event that ended the game, the last one drawn before its game is shown whole.
    const ended = seen.filter((snapshot) => snapshot.game?.version === 0).at(-1);
    expect(ended?.view?.players[0].stockCount).toBe(0);
    expect(ended?.held).toEqual([]);
  });
});

describe('a play shown ahead of its answer', () => {
  it('is on its pile at once, and its answer’s first event is committed without moving it again', async () => {
    const source = new MemoryGameSource(position(0), 'when delivered');
    const { controller, moved, travelled } = table(source);
    controller.onSource('stock', false);
    controller.onTarget('building:0', false);
    const ahead = controller.getSnapshot();
    expect(ahead.view?.building[0]).toEqual(['AH', '2D']);
    expect(ahead.game?.version).toBe(0);
    expect(ahead.canPlay).toBe(false); // a play that turns a card up: its answer comes first
    expect(travelled).toEqual([{ type: 'built', player: 0, from: 'stock', card: '2D', to: 0 }]);

    source.deliver();
    await settled();
    // The stock's next card turns over as ever; the 2♦ is not moved again.
    expect(moved.map((event) => event.type)).toEqual(['stockRevealed']);
    const answered = controller.getSnapshot();
    expect(answered.state.ahead).toEqual([]);
    expect(answered.game?.version).toBe(1);
    expect(answered.view).toBe(source.current()!.game.view);
    expect(answered.view?.building[0]).toEqual(['AH', '2D']);
  });
});

describe('the snapshot React reads', () => {
  it('is a new object once per change, told to the listeners once, and the same one in between', async () => {
    const source = new MemoryGameSource(position(1));
    const { controller, seen } = table(source);
    const start = controller.getSnapshot();
    expect(controller.getSnapshot()).toBe(start);

    controller.onFocusItem('hand', 'hand:2');
    expect(seen).toHaveLength(1);
    expect(controller.getSnapshot().stops.hand).toBe('hand:2');
    controller.onFocusItem('hand', 'hand:2');
    expect(seen).toHaveLength(1);

    // The computer's discard: three events drawn, then its game.
    source.playAs(1, [{ type: 'discard', card: 'JC', to: 0 }]);
    await settled();
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.every((snapshot, index) => snapshot !== (seen[index - 1] ?? start))).toBe(true);
    expect(controller.getSnapshot()).toBe(seen.at(-1));
    expect(controller.getSnapshot()).toBe(controller.getSnapshot());

    // An input that changes nothing tells nobody.
    controller.onSource('nowhere', false);
    expect(seen).toHaveLength(5);
    controller.onSource('hand:0', false);
    expect(seen).toHaveLength(6);
    expect(controller.getSnapshot()).toMatchObject({ holding: true });
  });
});
