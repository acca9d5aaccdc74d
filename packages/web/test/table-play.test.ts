/**
 * Single turns at the table in a real browser (the keyboard has table-keys.test.ts): by taps on a phone-sized screen, a refused
 * drop explained, held plays confirmed and taken back, and a game played on with the network cut.
 */
import { deal } from '@katz/engine';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { drag, findBuildableHandCard, playOnce, waitForTurnOrEnd } from './support/table-driver.js';

describe.skipIf(!runBrowserTests)('playing at the table', () => {
  const app = useWebApp();

  async function open(options: Parameters<Browser['newContext']>[0], settings = {}): Promise<Page> {
    const page = await app.open({
      locale: 'en-US',
      ...options,
      appSettings: { animationSpeed: 'off', ...settings },
    });
    return page;
  }

  it('plays a turn by taps on a phone-sized screen', async () => {
    const page = await open(
      { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true },
      { confirmTurn: 'off' },
    );
    await page.goto(`${app.server.url}/practice?level=random&pace=400&seed=taps-1`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    // The line above the felt is never an empty bar: before the first turn it says none was played.
    expect((await page.getByTestId('last-turn').locator('.last-turn-text').innerText()).trim()).not.toBe('');
    // An empty building pile says what it takes once, above it ("A/K"), not again inside its outline.
    const empty = page.locator('.building:has(.pile-empty)');
    expect(await empty.count()).toBeGreaterThan(0);
    expect(await empty.locator('.building-needs').allInnerTexts()).toEqual(
      Array.from({ length: await empty.count() }, () => 'A/K'),
    );
    expect((await empty.locator('.pile-empty').allInnerTexts()).join('')).toBe('');
    let plays = 0;
    while ((await playOnce(page, 'tap')) === 'build') plays++;
    await expect.poll(() => page.locator('.game-table').getAttribute('data-my-turn')).toBe('false');
    expect(plays).toBeGreaterThanOrEqual(0);
    expect(await waitForTurnOrEnd(page)).toBe(true);
  });

  it('picks up and puts back the very card clicked when the hand holds two of it', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 } }, { confirmTurn: 'off' });
    // This deal gives the player ace, queen, ace, four and nine of clubs: two cards alike at 0 and 2.
    await page.goto(`${app.server.url}/practice?level=random&pace=400&seed=twins-29`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    // In this deal the player begins. The column beside the felt says that no turn was played once, in the move
    // list (it was said as the last-turn box's heading and text, and again in the list).
    const sideLines = (await page.locator('.table-side').innerText())
      .split('\n')
      .filter((line) => line.trim());
    expect(sideLines.filter((line) => line === 'No turn played yet.')).toHaveLength(1);
    expect(new Set(sideLines).size).toBe(sideLines.length);
    expect(await page.getByTestId('last-turn').count()).toBe(0);
    const pressed = () =>
      page
        .locator('[aria-pressed="true"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-source')));
    expect(await page.locator('[data-source="hand:0"]').getAttribute('data-card')).toBe('AC');
    expect(await page.locator('[data-source="hand:2"]').getAttribute('data-card')).toBe('AC');
    await page.locator('[data-source="hand:2"]').click();
    expect(await pressed()).toEqual(['hand:2']);
    await page.locator('[data-source="hand:2"]').click();
    expect(await pressed()).toEqual([]);
    await page.locator('[data-source="hand:2"]').click();
    await page.locator('[data-source="hand:0"]').click();
    expect(await pressed()).toEqual(['hand:0']);
    await page.locator('[data-target="building:0"]').click();
    await expect.poll(() => page.locator('[data-source^="hand"][data-card="AC"]').count()).toBe(1);
    // With the player's first turn under way, the box says whose turn it still waits for, not "no turn yet".
    await expect
      .poll(() => page.getByTestId('last-turn').innerText())
      .toMatch(/^Computer .* has not played a turn yet\.$/);
    expect(await page.locator('.table-side').innerText()).not.toContain('No turn played yet.');
  });

  it('explains a refused drop in the player’s language', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
    await page.goto(`${app.server.url}/practice?level=random&pace=0&seed=refused-1`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const building = page.locator('[data-target^="building"]').first();
    const needs = (await building.textContent()) ?? '';
    // A hand card that the first building pile does not take: the engine refuses, the table says why.
    const hand = page.locator('[data-source^="hand"]');
    for (let index = 0; index < (await hand.count()); index++) {
      const card = hand.nth(index);
      await card.click();
      const fits = (await building.getAttribute('data-legal')) === 'true';
      await card.click();
      if (fits) continue;
      const before = await building.innerHTML();
      await drag(page, card, building);
      await expect
        .poll(() => page.getByTestId('message').textContent())
        .toMatch(/passt dort nicht: dieser Spielstapel braucht/);
      expect(await building.innerHTML()).toBe(before);
      expect(needs).toMatch(/Spielstapel 1/);
      return;
    }
    throw new Error('every hand card fitted the first building pile');
  });

  it('holds plays that reveal nothing until confirmed, and takes them back one by one', async () => {
    const page = await open(
      { viewport: { width: 1440, height: 900 } },
      { confirmTurn: 'on', animationSpeed: 'normal' },
    );
    const card = await findBuildableHandCard(page, `${app.server.url}/practice?level=random&pace=0`);
    const name = await card.getAttribute('data-card');
    const version = await page.locator('.game-table').getAttribute('data-version');
    const handCount = await page.locator('[data-source^="hand"]').count();
    await card.click();
    await page.locator('[data-target^="building"][data-legal="true"]').first().click();
    // Shown at once, held: the card is on a building pile, nothing was sent.
    await expect.poll(() => page.getByText('1 play waits for your confirmation').count()).toBeGreaterThan(0);
    expect(await page.locator(`[data-slot^="building-"] [data-card="${name}"]`).count()).toBe(1);
    expect(await page.locator('[data-source^="hand"]').count()).toBe(handCount - 1);
    expect(await page.locator('.game-table').getAttribute('data-version')).toBe(version);
    await page.getByRole('button', { name: 'Take back' }).click();
    expect(await page.locator(`[data-slot^="building-"] [data-card="${name}"]`).count()).toBe(0);
    expect(await page.locator('[data-source^="hand"]').count()).toBe(handCount);
    // Again; a reload keeps it waiting (the game is still at that version); then confirmed: the play is sent and
    // the game's version moves on.
    await page.locator(`[data-source^="hand"][data-card="${name}"]`).first().click();
    await page.locator('[data-target^="building"][data-legal="true"]').first().click();
    // Leaving the page while a play is held asks first (closing the tab would lose it); a dialog seen is accepted.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    await expect.poll(() => page.getByText('1 play waits for your confirmation').count()).toBeGreaterThan(0);
    expect(await page.locator(`[data-slot^="building-"] [data-card="${name}"]`).count()).toBe(1);
    expect(await page.locator('.game-table').getAttribute('data-version')).toBe(version);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.locator('.game-table').getAttribute('data-version'))
      .toBe(String(Number(version) + 1));
    expect(await page.getByText(/waits? for your confirmation/).count()).toBe(0);
    expect(await page.locator(`[data-slot^="building-"] [data-card="${name}"]`).count()).toBe(1);
    // Nothing held, nothing to ask.
    await page.locator('body').click();
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
  });

  it('points at a good play in the guided first game', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${app.server.url}/learn`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => page.getByTestId('message').textContent()).toMatch(/^Try this: /);
    const source = page.locator('.is-hinted[data-source]');
    const target = (await page.locator('.is-hinted[data-target]').getAttribute('data-target')) ?? '';
    // The play pointed at is one the engine allows: picking up the card lights that pile.
    await source.click();
    expect(await page.locator(`[data-target="${target}"]`).getAttribute('data-legal')).toBe('true');
  });

  it('puts the player back where they were after a reload', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 } }, { confirmTurn: 'off' });
    await page.goto(`${app.server.url}/practice?level=random&pace=0`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    while ((await playOnce(page, 'click')) === 'build');
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const snapshot = () =>
      page
        .locator('.game-table [data-card]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-card')).join(' '));
    const before = await snapshot();
    const version = await page.locator('.game-table').getAttribute('data-version');
    expect(Number(version)).toBeGreaterThan(0);
    await page.reload();
    expect(await waitForTurnOrEnd(page)).toBe(true);
    expect(await page.locator('.game-table').getAttribute('data-version')).toBe(version);
    expect(await snapshot()).toBe(before);
  });

  it('plays on offline once the app has loaded', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 } }, { confirmTurn: 'off' });
    await page.goto(`${app.server.url}/practice?level=beginner&pace=0&seed=offline-1`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    await page.reload();
    expect(await waitForTurnOrEnd(page)).toBe(true);
    while ((await playOnce(page, 'click')) === 'build');
    // The computer (in its Web Worker, loaded from the cache) answers, and the turn comes back.
    expect(await waitForTurnOrEnd(page)).toBe(true);
    expect(await page.getByTestId('announcer').textContent()).toMatch(/Your turn\./);
    await page.context().setOffline(false);
  });

  /**
   * A card that fits nowhere, on a phone (issue 64, item 3): a hand card that fits no building pile said "tap a
   * lit pile" as if one were lit, and a discard pile tapped while the stock card was held silently took that
   * pile instead. Now the table says what the card can do: a hand card only ends the turn on a discard pile (they
   * light up); a stock card that fits nowhere is not picked up, and the table says why; a stock card held over a
   * discard pile is refused with the reason, never swapped.
   */
  it('on a phone, says what a card that fits nowhere can do, and never swaps the held card silently', async () => {
    const page = await open(
      { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, locale: 'de-DE' },
      { confirmTurn: 'off' },
    );
    const message = page.getByTestId('message');
    const lit = (kind: string) => page.locator(`[data-target^="${kind}"][data-legal="true"]`).count();
    const pressed = () =>
      page
        .locator('[aria-pressed="true"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-source')));

    // This deal: the player begins, stock 5♠ (no building pile takes it yet), and 2♦ in the hand.
    await page.goto(`${app.server.url}/practice?level=random&pace=400&seed=taps-1`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const two = page.locator('[data-source^="hand"][data-card="2D"]');
    await two.tap();
    await expect
      .poll(() => message.textContent())
      .toMatch(
        /^Karo 2 passt auf keinen Spielstapel: Tippe einen leuchtenden Ablagestapel an, das beendet deinen Zug\.$/,
      );
    expect(await lit('building')).toBe(0);
    expect(await lit('discard')).toBe(4);
    expect(await page.locator('[data-target^="discard"].is-legal').count()).toBe(4);
    // The stock card fits nowhere: it is not picked up, the 2 stays held, and the table says why.
    await page.locator('[data-source="stock"]').tap();
    await expect
      .poll(() => message.textContent())
      .toMatch(
        /^Pik 5 passt gerade auf keinen Spielstapel, und auf einen Ablagestapel kommt nur eine Handkarte\.$/,
      );
    expect(await pressed()).toEqual([await two.getAttribute('data-source')]);

    // A deal whose stock card fits a building pile at once (an ace or a king), the player to move.
    const seed = Array.from({ length: 200 }, (_, index) => `stock-fits-${index}`).find((candidate) => {
      const dealt = deal(candidate);
      if (!dealt.ok || dealt.value.toMove !== 0) return false;
      const top = dealt.value.players[0].stock.at(-1) ?? '';
      return top.startsWith('A') || top.startsWith('K');
    });
    if (seed === undefined) throw new Error('no deal of 200 gives the player an ace or king on the stock');
    await page.goto(`${app.server.url}/practice?level=random&pace=400&seed=${seed}`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    await page.locator('[data-source="stock"]').tap();
    expect(await pressed()).toEqual(['stock']);
    expect(await lit('building')).toBeGreaterThan(0);
    // A discard pile tapped with the stock card held: refused, said why, nothing else picked up.
    await page.locator('[data-target="discard:1"]').tap();
    await expect
      .poll(() => message.textContent())
      .toBe('Auf einen Ablagestapel kommt nur eine Karte von der Hand (und das beendet deinen Zug).');
    expect(await pressed()).toEqual([]);
    expect(await page.locator('[data-slot="discard-0-1"] .pile-card').count()).toBe(0);
  });
});
