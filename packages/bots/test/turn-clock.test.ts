import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startTurnClock, TURN_RESERVE_MS } from '../src/turn-clock.js';

describe('the turn clock', () => {
  it('hands each decision of a turn what the turn has left, less the reserve', () => {
    const clock = startTurnClock(1000);
    expect(clock.deadline(0)).toBe(1000 - TURN_RESERVE_MS);
    expect(clock.spend(200, false)).toBe(200);
    expect(clock.deadline(500)).toBe(500 + 1000 - 200 - TURN_RESERVE_MS);
    expect(clock.spend(300, false)).toBe(500);
    expect(clock.deadline(2000)).toBe(2000 + 1000 - 500 - TURN_RESERVE_MS);
  });

  it('starts the next turn with the whole ceiling after a discard', () => {
    const clock = startTurnClock(1000);
    clock.spend(400, false);
    expect(clock.spend(250, true)).toBe(650);
    expect(clock.deadline(10_000)).toBe(10_000 + 1000 - TURN_RESERVE_MS);
  });

  it('keeps a turn within the ceiling less the reserve when every decision ends by its deadline', () => {
    // Each decision is asked for some time after the last one ended (the pauses between decisions are not
    // thinking) and takes any share of the time it is given, the whole of it included.
    const decision = fc.record({ pause: fc.nat(5_000), share: fc.double({ min: 0, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.integer({ min: TURN_RESERVE_MS, max: 5_000 }),
        fc.array(decision),
        (turnMs, decisions) => {
          const clock = startTurnClock(turnMs);
          let now = 0;
          let spent = 0;
          for (const { pause, share } of decisions) {
            now += pause;
            const given = Math.max(0, clock.deadline(now) - now);
            const elapsed = given * share;
            now += elapsed;
            spent = clock.spend(elapsed, false);
          }
          expect(spent).toBeLessThanOrEqual(turnMs - TURN_RESERVE_MS + 1e-6);
        },
      ),
    );
  });
});
