/** A worker keeps one bot per computer seat, so that the strong bot plays on the plan it searched for. */
import { describe, expect, it } from 'vitest';
import { deal, legalActions, viewPosition } from '@katz/engine';
import type { DecisionRequest } from '../src/computer/computer-player.js';
import { SeatBots } from '../src/computer/seat-bots.js';
import { wallClock } from '../src/computer/wall-clock.js';

const dealt = deal('seat-bots');
if (!dealt.ok) throw new Error(dealt.error.message);
const view = viewPosition(dealt.value, dealt.value.toMove);

const request = (seat: string, changes: Partial<DecisionRequest> = {}): DecisionRequest => ({
  level: 'strong',
  view,
  seat,
  seed: 'seed',
  iterations: 16,
  deadline: Infinity,
  ...changes,
});

describe('the bots of a worker', () => {
  it("answer all of a seat's decisions with the same bot", () => {
    const bots = new SeatBots(10);
    const first = bots.botFor(request('g1/0'));
    expect(bots.botFor(request('g1/0'))).toBe(first);
    expect(bots.botFor(request('g1/1'))).not.toBe(first);
    expect(bots.size).toBe(2);
  });

  it('make a new bot when the seat asks with other settings', () => {
    const bots = new SeatBots(10);
    const first = bots.botFor(request('g1/0'));
    const reseeded = bots.botFor(request('g1/0', { seed: 'other' }));
    expect(reseeded).not.toBe(first);
    const weaker = bots.botFor(request('g1/0', { seed: 'other', level: 'solid' }));
    expect(weaker.level).toBe('solid');
    expect(bots.size).toBe(1);
  });

  it('drop the least recently used seat beyond their bound', () => {
    const bots = new SeatBots(2);
    const kept = bots.botFor(request('a'));
    const dropped = bots.botFor(request('b'));
    bots.botFor(request('a'));
    bots.botFor(request('c'));
    expect(bots.size).toBe(2);
    expect(bots.botFor(request('a'))).toBe(kept);
    expect(bots.botFor(request('b'))).not.toBe(dropped);
  });

  it('count the searches of a decision, and those that stopped at its deadline', async () => {
    const bots = new SeatBots(2);
    await bots.botFor(request('roomy', { iterations: 64 })).decide(view, { deadline: wallClock() + 60_000 });
    await bots.botFor(request('late', { iterations: 64 })).decide(view, { deadline: wallClock() - 1 });
    expect(bots.takeSearchCount('roomy')).toEqual({ searches: 1, atCeiling: 0 });
    expect(bots.takeSearchCount('late')).toEqual({ searches: 1, atCeiling: 1 });
    expect(bots.takeSearchCount('late')).toEqual({ searches: 0, atCeiling: 0 });
  });

  it('decide legally for the seat', async () => {
    const action = await new SeatBots(1).botFor(request('g1/0')).decide(view);
    expect(legalActions(dealt.value)).toContainEqual(action);
  });
});
