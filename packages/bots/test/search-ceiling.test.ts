/**
 * The strong level's ceiling: a deadline on a clock the caller can replace. Below it the search plays exactly
 * the playouts it would play without one; at it, the search stops, and it does so the same way every time on
 * a clock that ticks the same way.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, viewPosition, type Position } from '@katz/engine';
import { toCoreState } from '@katz/engine/core';
import { createBot } from '../src/bot.js';
import type { Bot, BotOptions, SearchRecord } from '../src/contract.js';
import { SolidJudge } from '../src/plan/solid-judge.js';
import { pausesTurn, TurnSearch } from '../src/plan/turn-search.js';
import { PROPOSER_NODES, STRONG_SEARCH } from '../src/search/plan-search.js';
import { STRONG_SETTINGS, strongBot } from '../src/search/strong-bot.js';
import { randomPosition } from './positions.js';
import { tickingClock } from './ticking-clock.js';

const ITERATIONS = 400;

/** Positions where the strong level searches among several plans. */
const positions: Position[] = [0, 1, 2, 3, 4, 5].flatMap((game) =>
  [8, 50].map((steps) => randomPosition(`ceiling-${game}`, steps)),
);

async function decideAll(
  deadline: (clock: () => number) => number | undefined,
  make: (options: BotOptions) => Bot = (options) => createBot('strong', options),
) {
  const actions = [];
  const records: SearchRecord[] = [];
  for (const position of positions) {
    const clock = tickingClock();
    const bot = make({
      seed: 'ceiling',
      iterations: ITERATIONS,
      clock,
      onSearch: (record) => records.push(record),
    });
    const limit = deadline(clock);
    actions.push(
      await bot.decide(
        viewPosition(position, position.toMove),
        limit === undefined ? {} : { deadline: limit },
      ),
    );
  }
  return { actions, records };
}

describe('the strong level under a ceiling', () => {
  it('plays the same playouts and decisions as without one while the ceiling is not reached', async () => {
    const free = await decideAll(() => undefined);
    const roomy = await decideAll((clock) => clock() + 1e9);
    expect(roomy.actions).toEqual(free.actions);
    expect(roomy.records).toEqual(free.records);
    expect(free.records.some((record) => record.playouts > ITERATIONS / 2)).toBe(true);
    expect(free.records.every((record) => !record.ceilingReached)).toBe(true);
  });

  it('stops at the deadline with playouts left, the same way on the same clock, and answers legally', async () => {
    const tight = await decideAll((clock) => clock() + 20);
    const again = await decideAll((clock) => clock() + 20);
    expect(again.actions).toEqual(tight.actions);
    const stopped = tight.records.filter((record) => record.ceilingReached);
    expect(stopped.length).toBeGreaterThan(0);
    for (const record of stopped) {
      expect(record.worlds).toBeLessThanOrEqual(20);
      expect(record.playouts).toBeLessThan(ITERATIONS);
    }
    tight.actions.forEach((action, index) => {
      expect(legalActions(positions[index]!)).toContainEqual(action);
    });
  });

  it('plays no playout at all when the deadline has passed before the search starts', async () => {
    const late = await decideAll((clock) => clock() - 1);
    const searched = late.records.filter((record) => record.ceilingReached);
    expect(searched.length).toBeGreaterThan(0);
    for (const record of searched) expect(record.playouts).toBe(0);
  });

  it('lets a search take only its share of the time left when the settings give it one', async () => {
    const halves = (options: BotOptions) => strongBot(options, { ...STRONG_SETTINGS, searchShare: 0.5 });
    const whole = await decideAll((clock) => clock() + 40);
    const half = await decideAll((clock) => clock() + 40, halves);
    expect(whole.records.some((record) => record.worlds > 24)).toBe(true);
    const stopped = half.records.filter((record) => record.ceilingReached);
    expect(stopped.length).toBeGreaterThan(0);
    for (const record of half.records) expect(record.worlds).toBeLessThanOrEqual(24);
    half.actions.forEach((action, index) => {
      expect(legalActions(positions[index]!)).toContainEqual(action);
    });
  });

  it('leaves the time a pausing plan brings to the next search, and only then, when the settings say so', async () => {
    // The strong level leaves half (since 2026-12-02); the settings it had before take all the time left.
    expect(STRONG_SEARCH.pauseShare).toBe(0.5);
    const takesAll = (options: BotOptions) =>
      strongBot(options, { ...STRONG_SETTINGS, search: { ...STRONG_SEARCH, pauseShare: 1 } });
    const whole = await decideAll((clock) => clock() + 40, takesAll);
    const half = await decideAll((clock) => clock() + 40);
    // The solid judgement's plan reads only what the player to move sees, so the true position gives it.
    const proposer = new TurnSearch(new SolidJudge(), { maxNodes: PROPOSER_NODES, keep: 1 });
    const pausing = positions.map((position) => pausesTurn(proposer.plan(toCoreState(position)).end));
    expect(pausing.filter(Boolean).length).toBeGreaterThan(1);
    positions.forEach((position, index) => {
      if (pausing[index]) {
        expect(half.records[index]!.worlds).toBeLessThanOrEqual(24);
        expect(legalActions(position)).toContainEqual(half.actions[index]);
      } else {
        expect(half.records[index]).toEqual(whole.records[index]);
        expect(half.actions[index]).toEqual(whole.actions[index]);
      }
    });
    expect(pausing.some((pauses, index) => pauses && whole.records[index]!.worlds > 24)).toBe(true);
  });
});
