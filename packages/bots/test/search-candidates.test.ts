/**
 * Candidates for the top level: named by the match runner, searching like the strong level with other settings,
 * and leaving the strong level as it was.
 */
import { describe, expect, it } from 'vitest';
import { apply, statusOf, viewPosition, type Action } from '@katz/engine';
import { createBot } from '../src/bot.js';
import type { Bot, BotOptions } from '../src/contract.js';
import { parseBotSpec, specName } from '../src/match/bot-spec.js';
import type { SearchRecord } from '../src/contract.js';
import { STRONG_SEARCH } from '../src/search/plan-search.js';
import { candidateBot, SEARCH_CANDIDATES } from '../src/search/search-candidates.js';
import { STRONG_SETTINGS } from '../src/search/strong-bot.js';
import { dealt, randomPosition } from './positions.js';

/** The strong level until 2026-11-29, from which the candidates until then were measured. */
const THREE = SEARCH_CANDIDATES['strong-three'];
/** The strong level from 2026-11-29 to 2026-12-02, from which the later candidates were measured. */
const WIN10 = SEARCH_CANDIDATES['strong-long5-win10'];

/**
 * Up to `limit` actions of a game of `bot` (first seat) against solid from one deal; every action is applied by
 * the rules, so an illegal one fails the test. Also how many searches the bot ran and how many actions it chose.
 */
async function shortGame(make: (options: BotOptions) => Bot, seed: string, limit: number) {
  let searches = 0;
  const bots = [
    make({ seed, iterations: 32, onSearch: () => searches++ }),
    createBot('solid', { seed: `${seed}-solid` }),
  ] as const;
  let position = dealt(seed);
  const actions: Action[] = [];
  let decisions = 0;
  while (!statusOf(position).over && actions.length < limit) {
    if (position.toMove === 0) decisions++;
    const action = await bots[position.toMove].decide(viewPosition(position, position.toMove));
    const result = apply(position, action);
    if (!result.ok) throw new Error(result.error.message);
    position = result.value.position;
    actions.push(action);
  }
  return { actions, searches, decisions };
}

describe('search candidates', () => {
  it('are named by the match runner, and are no level', () => {
    const spec = parseBotSpec('strong-light');
    expect(spec).toEqual({ ok: true, value: { kind: 'candidate', candidate: 'strong-light' } });
    if (spec.ok) expect(specName(spec.value)).toBe('strong-light');
    const wide = parseBotSpec('strong-wide');
    expect(wide).toEqual({ ok: true, value: { kind: 'candidate', candidate: 'strong-wide' } });
    if (wide.ok) expect(specName(wide.value)).toBe('strong-wide');
    const unknown = parseBotSpec('strong-heavy');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('strong-light, strong-wide');
  });

  it('strong-three is the strong level until 2026-11-29, strong-long5-win10 until 2026-12-02, strong-pause-half since', () => {
    expect(SEARCH_CANDIDATES['strong-pause-half']).toEqual(STRONG_SETTINGS);
    expect({ ...WIN10, search: { ...WIN10.search, pauseShare: 0.5 } }).toEqual(STRONG_SETTINGS);
    expect({ ...THREE, search: { ...THREE.search, playoutTurns: 5, deepTurns: 7, wonGame: 10 } }).toEqual(
      WIN10,
    );
    expect([THREE.search.playoutTurns, THREE.search.deepTurns, THREE.search.wonGame]).toEqual([3, 5, 20]);
  });

  it('strong-light differs from strong-three only in a smaller bound on the playouts’ plans', () => {
    expect(SEARCH_CANDIDATES['strong-light'].replanEveryAction).toBe(false);
    const light = SEARCH_CANDIDATES['strong-light'].search;
    expect({ ...light, playoutNodes: THREE.search.playoutNodes }).toEqual(THREE.search);
    expect(light.playoutNodes).toBeLessThan(THREE.search.playoutNodes);
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
    const strong = await run((options) => candidateBot('strong-three', options));
    const light = await run((options) => candidateBot('strong-light', options));
    const again = await run((options) => candidateBot('strong-light', options));
    expect(again).toEqual(light);
    expect(light.records.length).toBe(strong.records.length);
    expect(light).not.toEqual(strong);
  });

  it('strong-wide differs from strong-three in 16 plans and in searching before every action', () => {
    const wide = SEARCH_CANDIDATES['strong-wide'];
    expect(wide.replanEveryAction).toBe(true);
    expect({ ...wide.search, candidates: THREE.search.candidates }).toEqual(THREE.search);
    expect(wide.search.candidates).toBe(16);
    expect(STRONG_SEARCH.candidates).toBe(8);
  });

  it('strong-valued differs from strong-three only in scoring its playouts by the learned position value', () => {
    const valued = SEARCH_CANDIDATES['strong-valued'];
    expect(valued.replanEveryAction).toBe(false);
    expect({ ...valued.search, evaluation: THREE.search.evaluation }).toEqual(THREE.search);
    expect(valued.search.evaluation).toBe('position value');
    expect(STRONG_SEARCH.evaluation).toBe('stock lead');
  });

  it('strong-long and strong-long5 differ from strong-three only in the playouts’ horizons', () => {
    const { playoutTurns, deepTurns } = THREE.search;
    const horizons = (['strong-long', 'strong-long5'] as const).map((name) => {
      const { search, replanEveryAction } = SEARCH_CANDIDATES[name];
      expect(replanEveryAction).toBe(false);
      expect({ ...search, playoutTurns, deepTurns }).toEqual(THREE.search);
      return [search.playoutTurns, search.deepTurns];
    });
    expect(horizons).toEqual([
      [4, 6],
      [5, 7],
    ]);
  });

  it('strong-long plays legal moves and repeats itself for a seed', async () => {
    const long = (options: BotOptions) => candidateBot('strong-long', options);
    const first = await shortGame(long, 'long', 80);
    expect(first.actions).toHaveLength(80);
    expect(await shortGame(long, 'long', 80)).toEqual(first);
  });

  it('strong-valued plays legal moves and repeats itself for a seed', async () => {
    const valued = (options: BotOptions) => candidateBot('strong-valued', options);
    const first = await shortGame(valued, 'valued', 80);
    expect(first.actions).toHaveLength(80);
    expect(await shortGame(valued, 'valued', 80)).toEqual(first);
  });

  it('strong-wide plays legal moves, searches before every one of its actions, and repeats itself for a seed', async () => {
    const wide = (options: BotOptions) => candidateBot('strong-wide', options);
    const first = await shortGame(wide, 'wide', 80);
    expect(first.decisions).toBeGreaterThan(20);
    expect(first.searches).toBe(first.decisions);
    expect(await shortGame(wide, 'wide', 80)).toEqual(first);
    // The strong level plays a stretch's plan out: fewer searches than actions on the same deal.
    const strong = await shortGame((options) => createBot('strong', options), 'wide', 80);
    expect(strong.searches).toBeLessThan(strong.decisions);
  });

  it('strong-long5-read differs from strong-long5 only in reading the opponent’s last turn', () => {
    const read = SEARCH_CANDIDATES['strong-long5-read'];
    expect(read.readsLastTurn).toBe(true);
    expect({ ...read, readsLastTurn: false }).toEqual(SEARCH_CANDIDATES['strong-long5']);
    const readers = [read, SEARCH_CANDIDATES['strong-read'], SEARCH_CANDIDATES['strong-read-discard']];
    const readDiscard = readers[2];
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (!readers.includes(settings)) expect(settings.readsLastTurn).toBe(false);
      if (settings !== readDiscard) expect(settings.readsDiscard ?? false).toBe(false);
    }
  });

  it('strong-read and strong-read-discard differ from strong-long5-win10 only in their reading', () => {
    expect(SEARCH_CANDIDATES['strong-read']).toEqual({ ...WIN10, readsLastTurn: true });
    expect(SEARCH_CANDIDATES['strong-read-discard']).toEqual({
      ...WIN10,
      readsLastTurn: true,
      readsDiscard: true,
    });
    expect(STRONG_SETTINGS.readsLastTurn).toBe(false);
    expect(WIN10.readsLastTurn).toBe(false);
  });

  it('strong-long5-wide differs from strong-long5 only in racing 16 plans instead of 8', () => {
    const wide = SEARCH_CANDIDATES['strong-long5-wide'];
    const long5 = SEARCH_CANDIDATES['strong-long5'];
    expect([long5.search.candidates, wide.search.candidates]).toEqual([8, 16]);
    expect({ ...wide, search: { ...wide.search, candidates: 8 } }).toEqual(long5);
  });

  it('strong-long5-wide plays legal moves and repeats itself for a seed', async () => {
    const wide = (options: BotOptions) => candidateBot('strong-long5-wide', options);
    const first = await shortGame(wide, 'long5-wide', 80);
    expect(first.actions).toHaveLength(80);
    expect(await shortGame(wide, 'long5-wide', 80)).toEqual(first);
  });

  it('strong-long5-split differs from strong-long5 only in the share of the turn’s time a search may take', () => {
    const split = SEARCH_CANDIDATES['strong-long5-split'];
    expect(split.searchShare).toBe(0.5);
    expect({ ...split, searchShare: 1 }).toEqual(SEARCH_CANDIDATES['strong-long5']);
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (settings !== split) expect(settings.searchShare).toBe(1);
    }
  });

  it('strong-long5-settled differs from strong-long5 only in ending a race that plan 0 clearly lost', () => {
    const settled = SEARCH_CANDIDATES['strong-long5-settled'];
    expect(settled.search.settleZ).toBe(3);
    expect({ ...settled, search: { ...settled.search, settleZ: Infinity } }).toEqual(
      SEARCH_CANDIDATES['strong-long5'],
    );
    const quick = [SEARCH_CANDIDATES['strong-long5-quick'], SEARCH_CANDIDATES['strong-long7-quick']];
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (settings !== settled && !quick.includes(settings)) expect(settings.search.settleZ).toBe(Infinity);
    }
  });

  it('strong-long5-quick differs from strong-long5-settled only in ending races whose gains are negligible', () => {
    const quick = SEARCH_CANDIDATES['strong-long5-quick'];
    expect(quick.search.negligibleGain).toBe(0.1);
    expect({ ...quick, search: { ...quick.search, negligibleGain: 0 } }).toEqual(
      SEARCH_CANDIDATES['strong-long5-settled'],
    );
    const seven = SEARCH_CANDIDATES['strong-long7-quick'];
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (settings !== quick && settings !== seven) expect(settings.search.negligibleGain).toBe(0);
    }
  });

  it('strong-long5-win10 differs from strong-long5 only in what a won game is worth', () => {
    const win10 = SEARCH_CANDIDATES['strong-long5-win10'];
    expect(win10.search.wonGame).toBe(10);
    expect({ ...win10, search: { ...win10.search, wonGame: THREE.search.wonGame } }).toEqual(
      SEARCH_CANDIDATES['strong-long5'],
    );
  });

  it('strong-pause-half differs from strong-long5-win10 only in the time a search leaves a pause', () => {
    const pauseHalf = SEARCH_CANDIDATES['strong-pause-half'];
    expect(pauseHalf.search.pauseShare).toBe(0.5);
    expect({ ...pauseHalf, search: { ...pauseHalf.search, pauseShare: 1 } }).toEqual(WIN10);
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (settings !== pauseHalf) expect(settings.search.pauseShare).toBe(1);
    }
  });

  it('strong-endgame and strong-endgame60 differ from strong-long5-win10 only in playing to the end near the draw pile’s end', () => {
    const endgames = [SEARCH_CANDIDATES['strong-endgame'], SEARCH_CANDIDATES['strong-endgame60']];
    expect(endgames.map((settings) => settings.search.endgameDrawPile)).toEqual([40, 60]);
    for (const endgame of endgames) {
      expect({ ...endgame, search: { ...endgame.search, endgameDrawPile: 0 } }).toEqual(WIN10);
    }
    const tailed = SEARCH_CANDIDATES['strong-endgame60-tail'];
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (!endgames.includes(settings) && settings !== tailed)
        expect(settings.search.endgameDrawPile).toBe(0);
    }
  });

  it('strong-endgame60-tail differs from strong-endgame60 only in its playouts’ tail, and no other has one', () => {
    const tailed = SEARCH_CANDIDATES['strong-endgame60-tail'];
    expect(tailed.search.endgameTailNodes).toBe(20);
    expect({ ...tailed, search: { ...tailed.search, endgameTailNodes: 0 } }).toEqual(
      SEARCH_CANDIDATES['strong-endgame60'],
    );
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (settings !== tailed) expect(settings.search.endgameTailNodes).toBe(0);
    }
  });

  it('strong-endgame-check differs from strong-long5-win10 only in checking its verdicts to the end, and no other does', () => {
    const checking = SEARCH_CANDIDATES['strong-endgame-check'];
    expect([checking.search.endgameCheckDrawPile, checking.search.endgameCheckPlayouts]).toEqual([60, 600]);
    expect({
      ...checking,
      search: { ...checking.search, endgameCheckDrawPile: 0, endgameCheckPlayouts: 0 },
    }).toEqual(WIN10);
    for (const settings of Object.values(SEARCH_CANDIDATES)) {
      if (settings !== checking) expect(settings.search.endgameCheckDrawPile).toBe(0);
    }
  });

  it('strong-long7-quick differs from strong-long5-quick only in its playouts’ turn ends', () => {
    const seven = SEARCH_CANDIDATES['strong-long7-quick'];
    expect([seven.search.playoutTurns, seven.search.deepTurns]).toEqual([7, 9]);
    expect({ ...seven, search: { ...seven.search, playoutTurns: 5, deepTurns: 7 } }).toEqual(
      SEARCH_CANDIDATES['strong-long5-quick'],
    );
  });

  it('strong-long5-read plays legal moves, repeats itself for a seed, and reads a game as it goes', async () => {
    const read = (options: BotOptions) => candidateBot('strong-long5-read', options);
    const first = await shortGame(read, 'read', 120);
    expect(first.actions).toHaveLength(120);
    expect(await shortGame(read, 'read', 120)).toEqual(first);
    // Its worlds leave some of the opponent's hands out, so somewhere in the game it plays otherwise.
    const unread = await shortGame((options) => candidateBot('strong-long5', options), 'read', 120);
    expect(unread.actions).not.toEqual(first.actions);
  });
});
