/**
 * What one person's browser must never have: the other player's hand. Checked in the frames it received
 * (no hand but the viewer's own, no cards in the other's refills, no hand of the other anywhere in the text)
 * and in its page (every card the DOM names is one the viewer may see).
 */
import type { GameView } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FrameLog } from './frames.js';

/** Every hand a seat held, as its own frames showed them. */
export function handsSeen(log: FrameLog, seat: 0 | 1): string[][] {
  return log.updates().flatMap((update) => {
    const hand = update.game.view.players[seat].hand;
    return hand === undefined ? [] : [[...hand]];
  });
}

/** The frames of a viewer (seat, or null for a spectator) hold no hand but their own. */
export function expectNoHiddenCardsInFrames(
  log: FrameLog,
  viewer: 0 | 1 | null,
  otherHands: readonly (readonly string[])[],
): void {
  const updates = log.updates();
  expect(updates.length).toBeGreaterThan(0);
  for (const update of updates) {
    const game = update.game;
    expect(game.seat).toBe(viewer);
    for (const seat of [0, 1] as const) {
      if (seat !== viewer) expect(game.view.players[seat].hand).toBeUndefined();
    }
    if (game.state === 'running') expect(game.seed).toBeNull();
    if (viewer === null || game.toMove !== viewer) expect(game.legalActions).toEqual([]);
    for (const entry of update.entries) {
      for (const event of entry.events) {
        if (event.type === 'handRefilled' && event.player !== viewer)
          expect(event).not.toHaveProperty('cards');
      }
    }
  }
  for (const hand of otherHands) {
    const written = `"hand":${JSON.stringify(hand)}`;
    for (const text of log.texts) expect(text.includes(written)).toBe(false);
  }
}

/** The cards a viewer may see in a game view: their own hand, the stocks' tops, every pile. */
function visibleCards(game: GameView): Set<string> {
  const cards = new Set<string>(game.view.building.flat());
  for (const player of game.view.players) {
    for (const card of player.hand ?? []) cards.add(card);
    if (player.stockTop !== null) cards.add(player.stockTop);
    for (const card of player.discards.flat()) cards.add(card);
  }
  return cards;
}

/** Every card the page's DOM names is one its viewer may see, and the other hand shows backs only. */
export async function expectNoHiddenCardsInPage(page: Page, game: GameView): Promise<void> {
  const named = await page
    .locator('[data-card]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-card') ?? ''));
  const visible = visibleCards(game);
  for (const card of named) expect(visible.has(card), `the page names ${card}`).toBe(true);
  for (const seat of [0, 1] as const) {
    if (seat === game.seat) continue;
    expect(await page.locator(`[data-slot="hand-${seat}"] [data-card]`).count()).toBe(0);
  }
}
