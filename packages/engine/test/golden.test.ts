/**
 * Recorded games replayed to their known end. The records in golden/ were played once with this engine (random
 * or greedy play, as each file's description says) and are kept as they are: if the shuffle, the rules or the
 * formats change, a replay ends somewhere else and this test says which game and where.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deal, parseRecord, replay, type Card } from '../src/index.js';

const folder = join(import.meta.dirname, 'golden');
const games = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Golden] as const);

interface Golden {
  readonly description: string;
  readonly record: unknown;
  readonly final: { readonly status: unknown; readonly position: unknown };
}

describe('golden games', () => {
  it('has games ending both ways', () => {
    const reasons = games.map(([, golden]) => (golden.final.status as { reason: string }).reason);
    expect(new Set(reasons)).toEqual(new Set(['stock', 'drawPile']));
  });

  it.each(games)('%s replays to its recorded end', (_, golden) => {
    const record = parseRecord(golden.record);
    if (!record.ok) throw new Error(record.error.message);
    const result = replay(record.value);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.status).toEqual(golden.final.status);
    expect(result.value.position).toEqual(golden.final.position);
  });

  it('deals seed 42 the same on every machine (shuffle km1)', () => {
    const dealt = deal('42');
    if (!dealt.ok) throw new Error(dealt.error.message);
    const stock = (cards: string): Card[] => cards.split(' ') as Card[];
    expect(dealt.value.toMove).toBe(0);
    expect(dealt.value.players[0].stock).toEqual(stock('7S 2D 10D AH QS JC 9H 8S 2H KH 7C JH 7H 5S 5S'));
    expect(dealt.value.players[1].stock).toEqual(stock('AS KS 6S 4S 5H QS 7C 10C JD 5D 10C 10S 5H 5D 2C'));
    expect(dealt.value.players[0].hand).toEqual(stock('7D 8D 3H 2S JD'));
    expect(dealt.value.players[1].hand).toEqual(stock('5C 5S 9D 2S 4H'));
    expect(dealt.value.drawPile.slice(0, 5)).toEqual(stock('3C KH 2S JS AD'));
  });

  it('reports the first illegal action of a record with its index', () => {
    const record = parseRecord({
      seed: '42',
      shuffle: 'km1',
      actions: [{ type: 'build', from: 'stock', to: 0 }],
    });
    if (!record.ok) throw new Error(record.error.message);
    expect(replay(record.value)).toMatchObject({ ok: false, error: { action: 0, code: 'does-not-fit' } });
  });

  it('rejects records that are not records', () => {
    expect(parseRecord({ seed: '42', shuffle: 'km2', actions: [] })).toMatchObject({
      ok: false,
      error: { path: 'shuffle' },
    });
    expect(parseRecord({ seed: 'no spaces', shuffle: 'km1', actions: [] })).toMatchObject({
      ok: false,
      error: { code: 'bad-seed' },
    });
    expect(parseRecord({ seed: '42', shuffle: 'km1' })).toMatchObject({
      ok: false,
      error: { path: 'actions' },
    });
    expect(parseRecord({ seed: '42', shuffle: 'km1', actions: [{ type: 'pass' }] })).toMatchObject({
      ok: false,
      error: { path: 'actions[0].type' },
    });
  });
});
