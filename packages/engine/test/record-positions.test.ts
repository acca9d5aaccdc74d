import { describe, expect, it } from 'vitest';
import { positionAfter, recordPositions, replay, SHUFFLE_VERSION, type GameRecord } from '../src/index.js';
import { fromHand, position } from './builders.js';
import { dealt, randomGame } from './random-play.js';

describe('a record walked position by position', () => {
  it('gives each action’s seat, position and events as apply does, ending where replay ends', () => {
    const steps = randomGame('walk-a', { playSeed: 'walk', limit: 200 });
    const record: GameRecord = {
      seed: 'walk-a',
      shuffle: SHUFFLE_VERSION,
      actions: steps.map((step) => step.action),
    };
    const walked = recordPositions(record);
    if (!walked.ok) throw new Error(walked.error.message);
    expect(walked.value.start).toEqual(dealt('walk-a'));
    expect(walked.value.steps).toEqual(
      steps.map((step) => ({
        action: step.action,
        seat: step.before.toMove,
        position: step.after,
        events: step.events,
      })),
    );
    const replayed = replay(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(positionAfter(walked.value, steps.length)).toEqual(replayed.value.position);
  });

  it('counts positions from the start: 0 is the start, past the end is the last', () => {
    const steps = randomGame('walk-b', { playSeed: 'walk', limit: 5 });
    const walked = recordPositions({ position: steps[0]!.before, actions: steps.map((step) => step.action) });
    if (!walked.ok) throw new Error(walked.error.message);
    expect(positionAfter(walked.value, 0)).toEqual(steps[0]!.before);
    expect(positionAfter(walked.value, 2)).toEqual(steps[1]!.after);
    expect(positionAfter(walked.value, 99)).toEqual(steps[4]!.after);
  });

  it('names the first refused action and keeps the walk before it', () => {
    const start = position({
      players: [
        { stock: '7C', hand: '2S 9D' },
        { stock: '8C', hand: '4S' },
      ],
      building: ['AH', '', '', ''],
      drawPile: '5C 6C',
    });
    const walked = recordPositions({ position: start, actions: [fromHand('2S', 0), fromHand('9D', 0)] });
    expect(walked.ok).toBe(false);
    if (walked.ok) return;
    expect(walked.error.action).toBe(1);
    expect(walked.error.message).toMatch(/^action 1: /);
    expect(walked.error.walked.start).toEqual(start);
    expect(walked.error.walked.steps.map((step) => step.seat)).toEqual([0]);
  });
});
