/**
 * The table by keyboard alone (issue 28, item 7): one Tab stop per region (building piles, own piles, hand),
 * arrows within, Enter to pick a card up (the focus goes to the first pile it may go to) and Enter to put it
 * down (the focus goes back where it came from): a play in a handful of key presses, and the focus never
 * leaves the table, after a play, after the turn passes, after Confirm.
 */
import { legalActions, type Position } from '@katz/engine';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { keepLongGame, longGame } from './support/long-game.js';
import { waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

/** Where the focus is: a table region's name, or what else has it. */
const focusedRegion = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'body';
    return active.getAttribute('data-region') ?? `${active.tagName.toLowerCase()}.${active.className}`;
  });

const focusedAttribute = (page: Page, name: string) =>
  page.evaluate((attribute) => document.activeElement?.getAttribute(attribute) ?? '', name);

describe.skipIf(!runBrowserTests)('the table by keyboard', () => {
  const app = useWebApp();

  async function open(settings: Record<string, unknown>, path: string): Promise<Page> {
    const page = await app.open({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
      appSettings: { animationSpeed: 'off', ...settings },
    });
    await page.goto(`${app.server.url}${path}`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    return page;
  }

  /** From another region of the table to the hand: Tab, since the hand is the last region. */
  async function toHand(page: Page): Promise<void> {
    for (let step = 0; step < 2 && (await focusedRegion(page)) !== 'hand'; step++)
      await page.keyboard.press('Tab');
    expect(await focusedRegion(page)).toBe('hand');
  }

  /** Tabs from the page's start into the table; returns the regions met, one Tab each. */
  async function tabThroughTable(page: Page): Promise<string[]> {
    // The table took the focus when it opened: back to the page's first link.
    await page.evaluate(() => document.querySelector<HTMLElement>('a[href]')?.focus());
    for (
      let step = 0;
      step < 40 && !['building', 'piles', 'hand'].includes(await focusedRegion(page));
      step++
    )
      await page.keyboard.press('Tab');
    const regions = [await focusedRegion(page)];
    for (;;) {
      await page.keyboard.press('Tab');
      const region = await focusedRegion(page);
      if (!['building', 'piles', 'hand'].includes(region)) return regions;
      regions.push(region);
    }
  }

  /**
   * One play from the hand by keys: tries the hand's cards in turn (its digit picks it up; Escape puts it back
   * when the first pile lit is not a building pile), then plays the one that fits: its digit, and Enter on the
   * pile the focus went to. Returns the key presses of that play, or null when no hand card fits a building pile.
   */
  async function buildFromHand(page: Page): Promise<number | null> {
    const cards = await page.locator('[data-region="hand"]').count();
    for (let index = 0; index < cards; index++) {
      await page.keyboard.press(String(index + 1));
      const target = await focusedAttribute(page, 'data-target');
      await page.keyboard.press('Escape');
      expect(await focusedRegion(page)).toBe('hand');
      if (!target.startsWith('building')) continue;
      const card = await page.locator('[data-region="hand"]').nth(index).getAttribute('data-card');
      await page.keyboard.press(String(index + 1));
      expect(await focusedAttribute(page, 'data-legal')).toBe('true');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator(`[data-slot^="building-"] [data-card="${card}"]`).count())
        .toBeGreaterThan(0);
      // Back in the hand for the next play.
      await expect.poll(() => focusedRegion(page)).toBe('hand');
      return 2;
    }
    return null;
  }

  /** The same play by arrows alone: to the card from the region's first, Enter, Enter. */
  async function buildByArrows(page: Page): Promise<number | null> {
    await page.keyboard.press('Home');
    const cards = await page.locator('[data-region="hand"]').count();
    for (let index = 0; index < cards; index++) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const target = await focusedAttribute(page, 'data-target');
      if (target.startsWith('building')) {
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedRegion(page)).toBe('hand');
        // Home, the arrows to the card, Enter and Enter.
        return index + 3;
      }
      await page.keyboard.press('Escape');
    }
    return null;
  }

  it('has one Tab stop per region and plays a turn in a handful of keys per play', async () => {
    const page = await open({ confirmTurn: 'off' }, '/practice?level=random&pace=300&seed=keys-2');
    expect(await tabThroughTable(page)).toEqual(['building', 'piles', 'hand']);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedRegion(page)).toBe('hand');
    // Up and down go between the regions (on a wide screen the hand lies beside the own piles).
    await page.keyboard.press('ArrowUp');
    expect(await focusedRegion(page)).toBe('building');
    await page.keyboard.press('ArrowDown');
    expect(['piles', 'hand']).toContain(await focusedRegion(page));
    if ((await focusedRegion(page)) === 'piles') await page.keyboard.press('Tab');
    expect(await focusedRegion(page)).toBe('hand');
    // Left and right follow the row as drawn ("A review that teaches", item 6): left from the hand's first card
    // went round to its last, and the stock on the hand's row was reached only by Shift+Tab (three games by
    // keyboard alone stopped at their first stock play). Now left goes on to the discard piles and the stock,
    // right from the stock back into the hand, and round only at the row's ends.
    const row: string[] = [];
    await page.keyboard.press('Home');
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('ArrowLeft');
      row.push(await focusedAttribute(page, 'data-nav'));
    }
    expect(row).toEqual([
      'discard:3',
      'discard:2',
      'discard:1',
      'discard:0',
      'stock',
      'hand:4',
      'hand:3',
      'hand:2',
      'hand:1',
      'hand:0',
    ]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    expect(await focusedAttribute(page, 'data-nav')).toBe('stock');
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    expect(await focusedAttribute(page, 'data-nav')).toBe('hand:0');

    let builds = 0;
    for (let turn = 0; turn < 3; turn++) {
      expect(await waitForTurnOrEnd(page)).toBe(true);
      // The focus stayed on the table through the other player's turn.
      expect(['building', 'piles', 'hand']).toContain(await focusedRegion(page));
      await toHand(page);
      // The first play by arrows (at most Home, four arrows, Enter, Enter), the rest by digits (a digit, Enter).
      const byArrows = await buildByArrows(page);
      if (byArrows !== null) {
        expect(byArrows).toBeLessThanOrEqual(7);
        builds++;
      }
      let presses: number | null;
      while ((presses = await buildFromHand(page)) !== null) {
        expect(presses).toBe(2);
        builds++;
      }
      // The discard: Enter on a card that fits no building pile lights its discard piles first; Enter again.
      await page.keyboard.press('Enter');
      expect(await focusedAttribute(page, 'data-target')).toMatch(/^discard:/);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.game-table').getAttribute('data-my-turn')).toBe('false');
      expect(['building', 'piles', 'hand']).toContain(await focusedRegion(page));
    }
    expect(builds).toBeGreaterThan(0);
  });

  it('keeps the focus on the table after Confirm', async () => {
    const page = await open({ confirmTurn: 'on' }, '/practice?level=random&pace=300&seed=keys-3');
    expect(await tabThroughTable(page)).toEqual(['building', 'piles', 'hand']);
    await page.keyboard.press('Shift+Tab');
    for (let turn = 0; turn < 4; turn++) {
      expect(await waitForTurnOrEnd(page)).toBe(true);
      await toHand(page);
      if ((await buildFromHand(page)) === null) {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        continue;
      }
      // A held play: Confirm is a few Shift+Tabs back, in the turn bar; after it the focus is on the table.
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await confirm.waitFor();
      for (
        let step = 0;
        step < 8 && (await focusedAttribute(page, 'class')) !== 'button button-primary';
        step++
      )
        await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
      expect(['building', 'piles', 'hand']).toContain(await focusedRegion(page));
      return;
    }
    throw new Error('four turns without a hand card that fits a building pile');
  });

  /**
   * A long discard pile's top card by keyboard (issue 64, item 1): Enter on a pile of 16 cards picked nothing
   * up, it only showed the pile whole, and a game by keyboard stopped there. Enter picks the top card up, Enter
   * puts it on the building pile the focus went to; the pile is shown whole by a key of its own, V.
   */
  it('plays the top card of a 16-card discard pile, and shows the pile by its own key', async () => {
    const buildFromLongPile = (position: Position) =>
      legalActions(position).find(
        (action) =>
          action.type === 'build' &&
          action.from === 'discard' &&
          action.pile === 0 &&
          position.building[action.to].length < 11,
      );
    const game = longGame({
      piles: [
        [16, 2, 1, 0],
        [5, 2, 0, 0],
      ],
      accept: (position) =>
        buildFromLongPile(position) !== undefined && position.players[0].discards[0].length === 16,
    });
    const top = game.position.players[0].discards[0].at(-1);
    const page = await app.open({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
      appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
    });
    await keepLongGame(page, game);
    // The drag-and-drop chunk arrives only once the pile is shown (on a busy machine it can come that late, and
    // switching to it redraws the piles): the view opened by V must stay open through that.
    const dragKitAsked = new Promise<Route>((asked) => {
      void page.route('**/assets/drag-kit-*.js', asked);
    });
    await page.goto(`${app.server.url}/practice`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const pile = page.locator('[data-source="discard:0"]');
    expect(await pile.locator('.pile-card').count()).toBe(16);
    // To the own piles' region, then along it to the first discard pile.
    for (let step = 0; step < 40 && (await focusedRegion(page)) !== 'piles'; step++)
      await page.keyboard.press('Tab');
    for (let step = 0; step < 5 && (await focusedAttribute(page, 'data-nav')) !== 'discard:0'; step++)
      await page.keyboard.press('ArrowRight');
    expect(await focusedAttribute(page, 'data-nav')).toBe('discard:0');

    // Enter picks the top card up: the focus goes to the first building pile it fits, Enter puts it there.
    await page.keyboard.press('Enter');
    expect(await pile.getAttribute('aria-pressed')).toBe('true');
    expect(await focusedAttribute(page, 'data-target')).toMatch(/^building:/);
    expect(await focusedAttribute(page, 'data-legal')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => pile.locator('.pile-card').count()).toBe(15);
    expect(await page.locator(`[data-slot^="building-"] [data-top][data-card="${top}"]`).count()).toBe(1);
    // The focus went back to the pile, for its next top card.
    expect(await focusedAttribute(page, 'data-nav')).toBe('discard:0');
    // The pile view is its own key: V shows the pile whole and V again puts it away; Escape does too.
    const shown = page.locator('[data-testid="pile-show"][data-slot-shown="discard-0-0"]');
    await page.keyboard.press('v');
    await shown.waitFor();
    expect(await shown.locator('.pile-show-card').count()).toBe(15);
    await (await dragKitAsked).continue();
    // The drag-and-drop library's live region is there once the table uses it.
    await page.locator('[id^="DndLiveRegion"]').waitFor({ state: 'attached' });
    expect(await shown.locator('.pile-show-card').count()).toBe(15);
    expect(await focusedAttribute(page, 'data-nav')).toBe('discard:0');
    await page.keyboard.press('v');
    await shown.waitFor({ state: 'detached' });
    await page.keyboard.press('v');
    await shown.waitFor();
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });
  });

  /**
   * The focus when a game opens (issue 64, item 5): after "Play now" on the home page the focus rested on the
   * page's body, so the first digit did nothing. The table takes it: the first digit picks the card up.
   */
  it('takes the focus when a game opens from “Play now”, so the first digit picks a card up', async () => {
    const page = await app.open({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
      appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
    });
    await page.goto(`${app.server.url}/`);
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.locator('.game-table').waitFor();
    expect(await waitForTurnOrEnd(page)).toBe(true);
    expect(await page.evaluate(() => (document.activeElement?.closest('.game-table') ?? null) !== null)).toBe(
      true,
    );
    // No card looks picked up: the table itself holds the focus, and is drawn with no ring.
    expect(await page.locator('.game-table [data-region]:focus').count()).toBe(0);
    expect(
      await page
        .locator('.game-table')
        .evaluate((table) => [getComputedStyle(table).outlineStyle, getComputedStyle(table).boxShadow]),
    ).toEqual(['none', 'none']);
    await page.keyboard.press('1');
    expect(await page.locator('[data-source="hand:0"]').getAttribute('aria-pressed')).toBe('true');
    expect(await focusedAttribute(page, 'data-legal')).toBe('true');

    // Opened by its address, before any click (where a focus is ringed): the table holds it, unringed.
    await page.goto(`${app.server.url}/practice?level=random&seed=keys-2`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const table = page.locator('.game-table');
    expect(await table.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await table.evaluate((element) => [
        getComputedStyle(element).outlineStyle,
        getComputedStyle(element).boxShadow,
      ]),
    ).toEqual(['none', 'none']);
  });
});
