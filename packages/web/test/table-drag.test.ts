/**
 * Dragging a card from a long discard pile (issue 28, item 1): the card follows the pointer, held where it was
 * picked up, and lands on the pile under the pointer when it is let go, with the mouse and with a finger.
 */
import { legalActions, type Position } from '@katz/engine';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { keepLongGame, longGame } from './support/long-game.js';
import { waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

/** A build from seat 0's first discard pile that leaves its card on top of the building pile (no Q). */
function buildFromLongPile(position: Position) {
  return legalActions(position).find(
    (action) =>
      action.type === 'build' &&
      action.from === 'discard' &&
      action.pile === 0 &&
      position.building[action.to].length < 11,
  );
}

describe.skipIf(!runBrowserTests)('dragging from a long discard pile', () => {
  const app = useWebApp();
  const game = longGame({
    piles: [
      [12, 3, 1, 0],
      [6, 2, 0, 0],
    ],
    accept: (position) =>
      buildFromLongPile(position) !== undefined && position.players[0].discards[0].length === 12,
  });
  const top = game.position.players[0].discards[0].at(-1)!;
  const build = buildFromLongPile(game.position);
  if (build?.type !== 'build') throw new Error('the long game has no build from discard pile 1');

  async function open(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    const page = await app.open({
      locale: 'en-US',
      ...options,
      appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
    });
    await keepLongGame(page, game);
    await page.goto(`${app.server.url}/practice`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    expect(await page.locator('[data-source="discard:0"] .pile-card').count()).toBe(12);
    // The drag library arrives when the pointer first moves over the table, or when the browser is idle.
    await page.mouse.move(5, 5);
    await page.locator('.game-table[data-drag="ready"]').waitFor({ timeout: 30_000 });
    return page;
  }

  type Centre = Awaited<ReturnType<typeof centre>>;
  const centre = async (page: Page, selector: string) => {
    const box = await page.locator(selector).boundingBox();
    if (box === null) throw new Error(`${selector} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
  };

  /**
   * The dragged card is under the pointer, held at the point it was picked up by (the middle of the top card),
   * not a fan's height above it.
   */
  const heldWhereGrabbed = async (page: Page, to: Centre) => {
    // Tilted and a little larger while it is held, about its middle: its middle is where the pointer is (once
    // the last move is drawn).
    const offset = async () => {
      const dragged = await page.locator('.drag-card').boundingBox();
      if (dragged === null) throw new Error('no card follows the pointer');
      return Math.hypot(dragged.x + dragged.width / 2 - to.x, dragged.y + dragged.height / 2 - to.y);
    };
    await expect.poll(offset).toBeLessThan(4);
  };

  /** The building pile the engine lets the top card go to, and the card it shows on top afterwards. */
  const target = `[data-slot="building-${build.to}"]`;
  const landed = async (page: Page) => {
    await page.waitForFunction(
      ([selector, card]) =>
        document.querySelector(`${selector} [data-top]`)?.getAttribute('data-card') === card,
      [target, top] as const,
      { timeout: 15_000 },
    );
    const left = await page.locator('[data-slot="discard-0-0"] .pile-card').count();
    expect(left).toBe(11);
  };

  it('with the mouse: the card stays under the pointer and lands on the pile it is let go over', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 } });
    const from = await centre(page, '[data-source="discard:0"] [data-top]');
    const to = await centre(page, target);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y - 20, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await heldWhereGrabbed(page, to);
    expect(await page.locator(`${target}[data-legal="true"]`).count()).toBe(1);
    await page.mouse.up();
    await landed(page);
  });

  it('with a finger: the same drag by touch on a phone lands on the pile under the finger', async () => {
    const page = await open({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    const from = await centre(page, '[data-source="discard:0"] [data-top]');
    const to = await centre(page, target);
    const touch = await page.context().newCDPSession(page);
    const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
    for (let step = 1; step <= 12; step++) {
      const x = from.x + ((to.x - from.x) * step) / 12;
      const y = from.y + ((to.y - from.y) * step) / 12;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y) });
    }
    await heldWhereGrabbed(page, to);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await landed(page);
  });

  /**
   * A quick flick on a slow phone: the browser's processor slowed six times, the card carried over another
   * building pile and then let go over its own in the same moment as it gets there, before the frame of that
   * last move is drawn. It lands on the pile under the pointer. On the old table it went to the pile it had
   * crossed (the library's idea of the pile under the pointer is as old as the last frame drawn) and was refused
   * there ("2 of hearts does not fit there", 4 of 4 drags of the stock card in a server game on a slowed browser).
   */
  it.each(['mouse', 'finger'] as const)(
    'with a quick %s on a slow phone, across another pile: the card lands on the pile it is let go over',
    async (pointer) => {
      const page = await open({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
      const from = await centre(page, '[data-source="discard:0"] [data-top]');
      const crossed = await centre(page, `[data-slot="building-${(build.to + 1) % 4}"]`);
      const to = await centre(page, target);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const at = (point: { x: number; y: number }) => ({ x: Math.round(point.x), y: Math.round(point.y) });
      const touch = (type: 'touchStart' | 'touchMove', point: { x: number; y: number }) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ ...at(point), id: 1 }] });
      const mouse = (
        type: 'mousePressed' | 'mouseMoved' | 'mouseReleased',
        point: { x: number; y: number },
      ) =>
        cdp.send('Input.dispatchMouseEvent', {
          type,
          ...at(point),
          button: 'left',
          buttons: type === 'mouseReleased' ? 0 : 1,
          clickCount: 1,
        });
      // Picked up and carried over the other pile, and that drawn; then to its pile and let go at once.
      const framesDrawn = () =>
        page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      if (pointer === 'mouse') {
        await mouse('mouseMoved', from);
        await mouse('mousePressed', from);
        await mouse('mouseMoved', { x: from.x + 10, y: from.y - 10 });
        await mouse('mouseMoved', crossed);
        await framesDrawn();
        await Promise.all([mouse('mouseMoved', to), mouse('mouseReleased', to)]);
      } else {
        await touch('touchStart', from);
        await touch('touchMove', { x: from.x + 10, y: from.y - 10 });
        await touch('touchMove', crossed);
        await framesDrawn();
        await Promise.all([
          touch('touchMove', to),
          cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
        ]);
      }
      await landed(page);
      expect(await page.getByTestId('message').textContent()).toBe('');
    },
  );

  it('tells a screen reader the drag in the game’s language, naming the card and piles as the table does', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 }, locale: 'nl-NL' });
    const spoken = page.locator('[id^="DndLiveRegion"]');
    const from = await centre(page, '[data-source="discard:0"] [data-top]');
    const to = await centre(page, target);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y - 20, { steps: 4 });
    // Picked up ("… opgepakt."), then over its own pile: the live region says the latest, as a sentence.
    await expect.poll(() => spoken.textContent()).toMatch(/^[A-Z][a-z]+ [^ ]+ van weglegstapel 1 /);
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await expect
      .poll(() => spoken.textContent())
      .toMatch(new RegExp(`boven bouwstapel ${build.to + 1} \\(volgende: `));
    await page.mouse.up();
    await expect
      .poll(() => spoken.textContent())
      .toMatch(new RegExp(`losgelaten op bouwstapel ${build.to + 1} `));
    const said = (await spoken.textContent()) ?? '';
    // The card by its name, from where it came, as the table's labels say it; no library words, no ids.
    expect(said).toMatch(/^[A-Z][a-z]+ [^ ]+ van weglegstapel 1 losgelaten op bouwstapel/);
    expect(said).not.toMatch(/Draggable|droppable|source:|target:/);
    await landed(page);
  });
});
