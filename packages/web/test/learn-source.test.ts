/**
 * The table of "Learn from your mistakes" never shows a card its seat did not see (pages/mistakes/
 * decision-source.ts): a try is played on a world whose hidden cards were dealt at random, so every view and
 * entry the source gives, from the decision's start to the play that ends it, must be the same whatever those
 * cards are. Here the same random tries are played on the game's own position and on two dealt at random, at
 * every decision of the first player in a whole game, and all they show is compared; the try ends at the first
 * play that would turn a card up, showing that play's card on its pile and nothing it turns up.
 */
import { gameSteps } from '@katz/bots/review';
import { Random, predictView, replay, viewLegalActions, type Action, type PositionView } from '@katz/engine';
import type { Entry } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { DecisionSource, sampledPosition } from '../src/pages/mistakes/decision-source.js';
import type { SourceUpdate } from '../src/game/game-source.js';
import { learnGame } from './support/learn-game.js';

/** A random try on `view`: plays that turn up nothing, then one that would, in batches as a table sends them. */
function randomTry(view: PositionView, random: Random): Action[][] {
  const batches: Action[][] = [];
  let held: Action[] = [];
  let current = view;
  for (;;) {
    const legal = viewLegalActions(current);
    const action = legal[random.below(legal.length)];
    if (action === undefined) throw new Error('no legal action in a decision');
    held.push(action);
    const next = predictView(current, action);
    if (next === null) {
      batches.push(held);
      return batches;
    }
    current = next;
    // Sometimes sent at once, sometimes held for the next play (confirm the turn).
    if (random.below(2) === 0) {
      batches.push(held);
      held = [];
    }
  }
}

/** What a source shows through a try: every update and its history, and the try it reports at the end. */
async function shown(source: DecisionSource, batches: readonly (readonly Action[])[]) {
  const updates: SourceUpdate[] = [source.current()!];
  source.subscribe((update) => updates.push(update));
  const answers = [];
  for (const batch of batches) answers.push(await source.play(batch));
  const after = await source.play(batches[0] ?? []);
  return { updates, answers, after, history: await source.history() };
}

describe('a decision on the table again', () => {
  const game = learnGame();
  const { record } = game.replay;
  const steps = gameSteps(record);

  it('shows the same, whatever the hidden cards, and nothing that the last play turns up', async () => {
    const random = Random.fromSeed('learn-source');
    const decisions = steps.decisions.filter((decision) => decision.seat === 0);
    expect(decisions.length).toBeGreaterThan(20);
    const ends = new Set<string>();
    for (const decision of decisions) {
      const before = game.replay.entries.slice(0, decision.firstAction);
      const real = positionAt(decision.firstAction);
      const worlds = [real, sampledPosition(decision.view, random), sampledPosition(decision.view, random)];
      expect(worlds[1]).not.toEqual(real);
      const batches = randomTry(decision.view, random);
      const tried: (readonly Action[])[] = [];
      const runs = await Promise.all(
        worlds.map((position) =>
          shown(
            new DecisionSource({
              id: 'learn-test',
              seats: game.replay.seats,
              seat: 0,
              position,
              before,
              seedHash: game.replay.seedHash,
              at: '2026-12-01T18:00:00.000Z',
              onEnd: (actions) => tried.push(actions),
            }),
            batches,
          ),
        ),
      );
      const [first, ...others] = runs;
      for (const other of others) expect(other).toEqual(first);
      // Taken whole, the try reported once a world, refused after its end.
      expect(first?.answers.every((answer) => answer.ok)).toBe(true);
      expect(first?.after.ok).toBe(false);
      expect(tried).toEqual(worlds.map(() => batches.flat()));
      // The start is the seat's own view; the last play shows its card on its pile and turns up nothing.
      const updates = first?.updates ?? [];
      expect(updates[0]?.game.view).toEqual(decision.view);
      const last = updates.at(-1);
      const lastEntry: Entry | undefined = last?.entries.at(-1);
      const kinds = lastEntry?.events.map((event) => event.type) ?? [];
      expect(kinds.every((kind) => ['built', 'discarded', 'pileCompleted'].includes(kind))).toBe(true);
      expect(kinds[0]).toBe(lastEntry?.action?.type === 'discard' ? 'discarded' : 'built');
      expect(last?.game.legalActions).toEqual([]);
      const end = batches.flat().at(-1);
      ends.add(end?.type === 'discard' ? 'discard' : end?.from === 'stock' ? 'stock' : 'hand emptied');
      // No card drawn: the hand less the cards played from it; a stock played shows no next card.
      const mine = last?.game.view.players[0];
      const fromHand = batches.flat().filter((action) => action.type === 'discard' || action.from === 'hand');
      expect(mine?.hand?.length).toBe(decision.view.players[0].handCount - fromHand.length);
      if (end?.type === 'build' && end.from === 'stock') expect(mine?.stockTop).toBeNull();
      expect(last?.game.view.drawPileCount).toBe(decision.view.drawPileCount);
      expect(last?.game.toMove).toBe(0);
    }
    // The tries ended every way a decision ends here.
    expect([...ends].sort()).toEqual(['discard', 'stock']);
  });

  /** The game's position before the record's action `index`. */
  function positionAt(index: number) {
    const cut = replay({ ...record, actions: record.actions.slice(0, index) });
    if (!cut.ok) throw new Error(cut.error.message);
    return cut.value.position;
  }

  it('refuses a batch that goes on past the play that ends the decision, and takes none of it', async () => {
    const decision = steps.decisions.find((step) => step.seat === 0 && step.actions.length > 0);
    if (decision === undefined) throw new Error('no decision of the first player');
    const source = new DecisionSource({
      id: 'learn-test',
      seats: game.replay.seats,
      seat: 0,
      position: sampledPosition(decision.view, Random.fromSeed('batch')),
      before: game.replay.entries.slice(0, decision.firstAction),
      seedHash: game.replay.seedHash,
      at: '2026-12-01T18:00:00.000Z',
    });
    const discard = viewLegalActions(decision.view).find((action) => action.type === 'discard');
    if (discard === undefined) throw new Error('no discard');
    const refused = await source.play([discard, discard]);
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-your-turn', action: 1 } });
    expect(source.taken).toBe(0);
    expect(source.current()!.game.view).toEqual(decision.view);
  });
});
