/**
 * Candidates for the top level: named by the match runner, searching like the strong level with other settings,
 * and leaving the strong level as it was.
 */
import { describe, expect, it } from 'vitest';
import { viewPosition, type Action } from '@katz/engine';
import { createBot } from '../src/bot.js';
import type { BotOptions } from '../src/contract.js';
import { parseBotSpec, specName } from '../src/match/bot-spec.js';
import { STRONG_SEARCH, type SearchRecord } from '../src/search/plan-search.js';
import { candidateBot, SEARCH_CANDIDATES } from '../src/search/search-candidates.js';
import { randomPosition } from './positions.js';

describe('search candidates', () => {
  it('are named by the match runner, and are no level', () => {
    const spec = parseBotSpec('strong-light');
    expect(spec).toEqual({ ok: true, value: { kind: 'candidate', candidate: 'strong-light' } });
    if (spec.ok) expect(specName(spec.value)).toBe('strong-light');
    const unknown = parseBotSpec('strong-heavy');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('strong-light');
  });

  it('strong-light differs from the strong level only in a smaller bound on the playouts’ plans', () => {
    const light = SEARCH_CANDIDATES['strong-light'];
    expect({ ...light, playoutNodes: STRONG_SEARCH.playoutNodes }).toEqual(STRONG_SEARCH);
    expect(light.playoutNodes).toBeLessThan(STRONG_SEARCH.playoutNodes);
    expect(STRONG_SEARCH.playoutNodes).toBe(100);
  });

  it('searches with its own settings: its playouts part plans where the strong level’s do otherwise', async () => {
    const positions = [0, 1, 2, 3, 4, 5].map((game) => randomPosition(`light-${game}`, 40));
    const run = async (make: (options: BotOptions) => ReturnType<typeof candidateBot>) => {
      const records: SearchRecord[] = [];
      const actions: Action[] = [];
      for (const position of positions) {
        const bot = make({ seed: 'light', iterations: 200, onSearch: (record) => records.push(record) });
        actions.push(await bot.decide(viewPosition(position, position.toMove)));
      }
      return { records, actions };
    };
    const strong = await run((options) => createBot('strong', options));
    const light = await run((options) => candidateBot('strong-light', options));
    const again = await run((options) => candidateBot('strong-light', options));
    expect(again).toEqual(light);
    expect(light.records.length).toBe(strong.records.length);
    expect(light).not.toEqual(strong);
  });
});
