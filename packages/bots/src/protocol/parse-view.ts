/**
 * Checks a player's view that arrived as JSON (the bot side of the protocol), field by field, naming the first
 * thing that is wrong. Whether its cards add up (no card more than three times) is checked when a bot samples
 * the hidden cards.
 */
import { isCard, type Card, type Piles, type PlayerView, type PositionView } from '@katz/engine';

class ViewFault extends Error {}

const fail = (path: string, message: string): never => {
  throw new ViewFault(`${path}: ${message}`);
};

function object(value: unknown, path: string, fields: readonly string[]): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'must be an object');
  const record = value as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(record)) {
    if (!fields.includes(key)) fail(`${path}.${key}`, `unknown field (allowed: ${fields.join(', ')})`);
  }
  return record;
}

function count(value: unknown, path: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    fail(path, `must be a whole number from 0 to ${max}`);
  }
  return value as number;
}

function cards(value: unknown, path: string): Card[] {
  if (!Array.isArray(value)) fail(path, 'must be an array of cards');
  return (value as unknown[]).map((card, index) =>
    isCard(card) ? card : fail(`${path}[${index}]`, `${JSON.stringify(card)} is not a card`),
  );
}

function piles(value: unknown, path: string): Piles {
  if (!Array.isArray(value) || value.length !== 4) fail(path, 'must be an array of 4 piles');
  const list = value as unknown[];
  return [
    cards(list[0], `${path}[0]`),
    cards(list[1], `${path}[1]`),
    cards(list[2], `${path}[2]`),
    cards(list[3], `${path}[3]`),
  ];
}

function player(value: unknown, path: string): PlayerView {
  const record = object(value, path, ['stockCount', 'stockTop', 'handCount', 'hand', 'discards']);
  const stockCount = count(record.stockCount, `${path}.stockCount`, 156);
  const stockTop = record.stockTop === null ? null : cards([record.stockTop], `${path}.stockTop`)[0]!;
  if ((stockTop === null) !== (stockCount === 0)) {
    fail(`${path}.stockTop`, 'must be a card exactly when the stock is not empty');
  }
  const handCount = count(record.handCount, `${path}.handCount`, 5);
  const discards = piles(record.discards, `${path}.discards`);
  if (record.hand === undefined) return { stockCount, stockTop, handCount, discards };
  const hand = cards(record.hand, `${path}.hand`);
  if (hand.length !== handCount)
    fail(`${path}.hand`, `holds ${hand.length} cards, but handCount is ${handCount}`);
  return { stockCount, stockTop, handCount, hand, discards };
}

export function parseView(
  value: unknown,
  path: string,
): { ok: true; view: PositionView } | { ok: false; error: string } {
  try {
    const record = object(value, path, [
      'viewer',
      'toMove',
      'players',
      'building',
      'drawPileCount',
      'removed',
    ]);
    const viewer = record.viewer;
    if (viewer !== 0 && viewer !== 1 && viewer !== null) fail(`${path}.viewer`, 'must be 0, 1 or null');
    const toMove = record.toMove;
    if (toMove !== 0 && toMove !== 1) fail(`${path}.toMove`, 'must be 0 or 1');
    const list = record.players;
    if (!Array.isArray(list) || list.length !== 2) fail(`${path}.players`, 'must be an array of 2 players');
    const players = list as unknown[];
    const view: PositionView = {
      viewer: viewer as 0 | 1 | null,
      toMove: toMove as 0 | 1,
      players: [player(players[0], `${path}.players[0]`), player(players[1], `${path}.players[1]`)],
      building: piles(record.building, `${path}.building`),
      drawPileCount: count(record.drawPileCount, `${path}.drawPileCount`, 156),
      removed: cards(record.removed, `${path}.removed`),
    };
    return { ok: true, view };
  } catch (error) {
    if (error instanceof ViewFault) return { ok: false, error: error.message };
    throw error;
  }
}
