/**
 * Plays the table through its DOM, as a person would: it reads which cards can be picked up (`data-source`)
 * and, once one is held, which piles light up (`data-legal`, from the engine's legal destinations), and acts
 * with the mouse, taps or the keyboard.
 */
import type { Locator, Page } from 'playwright-core';
import { pageTrouble } from './page-trouble.js';

export type Pointer = 'click' | 'drag' | 'tap';

/** Settings stored before the app starts: no animations unless a test wants them. */
export async function presetSettings(page: Page, settings: Readonly<Record<string, unknown>>): Promise<void> {
  await page.addInitScript((stored) => {
    localStorage.setItem('katz.settings', stored);
  }, JSON.stringify(settings));
}

/**
 * Waits until it is the viewer's turn (resolves true) or the game is over (false). A wait that times out says
 * what the table showed and what went wrong in the page meanwhile.
 */
export async function waitForTurnOrEnd(page: Page, timeout = 30_000): Promise<boolean> {
  const table = page.locator('.game-table');
  try {
    await page.waitForFunction(
      () => {
        const element = document.querySelector('.game-table');
        return (
          element?.getAttribute('data-my-turn') === 'true' || element?.getAttribute('data-state') === 'over'
        );
      },
      undefined,
      { timeout },
    );
  } catch (error) {
    const shown = await page
      .evaluate(() => {
        const element = document.querySelector('.game-table');
        if (element === null) return `no table; the page says: ${document.body.innerText.slice(0, 300)}`;
        const names = ['data-state', 'data-my-turn'];
        return names.map((name) => `${name}=${element.getAttribute(name) ?? 'none'}`).join(' ');
      })
      .catch((reason: unknown) => `unreadable (${String(reason)})`);
    throw new Error(
      `neither the viewer's turn nor the game's end came within ${timeout} ms at ${page.url()}\n` +
        `the table: ${shown}\nthe page's trouble:\n${pageTrouble(page)}`,
      { cause: error },
    );
  }
  return (await table.getAttribute('data-state')) !== 'over';
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
}

/**
 * Drags `from` onto `to` with the mouse, in small steps as a hand moves. First it waits for the table to take
 * drags: until the drag-and-drop chunk is in, cards are only clicked, and its arrival draws the piles anew (a drag
 * begun then found its card's button gone from the page, on a loaded CI machine).
 */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await page.locator('.game-table[data-drag="ready"]').first().waitFor({ timeout: 30_000 });
  await from.scrollIntoViewIfNeeded();
  const start = await center(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  await to.scrollIntoViewIfNeeded();
  const end = await center(to);
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

async function activate(locator: Locator, pointer: Pointer): Promise<void> {
  if (pointer === 'tap') await locator.tap();
  else await locator.click();
}

/**
 * The first of `ids` (sources, in order) that, picked up, lights a building pile; null if none does. Found in the
 * page, once the table stands still: each card is picked up and put back by a click's event (what the mouse's
 * click sends the table), which the table has drawn by the next task (React draws a click's changes at once). A
 * card that fits nowhere is not picked up, so only a card that was is put back. One call instead of two clicks
 * and a count per card through the browser's protocol, each of which waited for the page to settle: a whole game
 * took minutes of them.
 */
function firstBuildingSource(page: Page, ids: readonly string[]): Promise<string | null> {
  return page.evaluate(async (sources) => {
    const table = document.querySelector('.game-table');
    if (table === null) throw new Error('no table on the page');
    await new Promise<void>((resolve) => {
      const still = () => table.getAttribute('data-moving') !== 'true';
      if (still()) {
        resolve();
        return;
      }
      const observer = new MutationObserver(() => {
        if (!still()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(table, { attributes: true, attributeFilter: ['data-moving'] });
    });
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const click = async (element: Element) => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
      await nextTask();
    };
    for (const id of sources) {
      const source = document.querySelector(`[data-source="${id}"]`);
      if (source === null) continue;
      await click(source);
      if (source.getAttribute('aria-pressed') !== 'true') continue;
      const builds = document.querySelector('[data-target^="building"][data-legal="true"]') !== null;
      await click(source);
      if (builds) return id;
    }
    return null;
  }, ids);
}

/**
 * Makes one play: the first source (stock first, then discard piles, then the hand) with a building pile to go
 * to; else a hand card onto a discard pile, which ends the turn. Returns what it did. The play itself is the
 * pointer's, as a person makes it.
 */
export async function playOnce(page: Page, pointer: Pointer): Promise<'build' | 'discard'> {
  const ids = await page
    .locator('[data-source]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-source') ?? ''));
  const ordered = [
    ...ids.filter((id) => id === 'stock'),
    ...ids.filter((id) => id.startsWith('discard')),
    ...ids.filter((id) => id.startsWith('hand')),
  ];
  const building = await firstBuildingSource(page, ordered);
  if (building !== null) {
    const source = page.locator(`[data-source="${building}"]`);
    const target = page.locator('[data-target^="building"][data-legal="true"]').first();
    if (pointer === 'drag') await drag(page, source, target);
    else {
      await activate(source, pointer);
      await activate(target, pointer);
    }
    return 'build';
  }
  const hand = page.locator('[data-source^="hand"]').first();
  const target = page.locator('[data-target^="discard"][data-legal="true"]').first();
  await pickUp(hand, pointer === 'drag' ? 'click' : pointer, target);
  if (pointer === 'drag') {
    await activate(hand, 'click');
    await drag(page, hand, target);
  } else await activate(target, pointer);
  return 'discard';
}

/**
 * Picks the card up until `lit` (a destination it lights) shows. A click that came while the table was still
 * drawing the last change can miss it, and a card the search above put back a moment before can still be held:
 * its click then puts it down. Either way the card is not held, and is clicked again (found once on a fresh
 * clone's busy run, where the whole game waited 90 s for a discard pile to light).
 */
async function pickUp(card: Locator, pointer: Pointer, lit: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await activate(card, pointer);
    try {
      await lit.waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      // Held, on a slow machine: its destinations come.
      if ((await card.getAttribute('aria-pressed')) === 'true') {
        await lit.waitFor({ timeout: 90_000 });
        return;
      }
      if (attempt >= 3) throw error;
    }
  }
}

/** Starts practice games until the player is to move holding a card that fits a building pile now; returns it. */
export async function findBuildableHandCard(
  page: Page,
  url: string,
  pointer: Pointer = 'click',
): Promise<Locator> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}seed=find-${attempt}`);
    await waitForTurnOrEnd(page);
    const hand = page.locator('[data-source^="hand"]');
    for (let index = 0; index < (await hand.count()); index++) {
      const card = hand.nth(index);
      await activate(card, pointer);
      const fits = (await page.locator('[data-target^="building"][data-legal="true"]').count()) > 0;
      await activate(card, pointer);
      if (fits) return card;
    }
  }
  throw new Error('no deal gave a hand card that fits a building pile');
}

/** Resigns at the table shown, in the page's language, asked twice as the table asks. */
export async function resignAtTable(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Resign|Aufgeben|Opgeven)$/ }).click();
  await page.getByRole('button', { name: /^(Really resign\?|Wirklich aufgeben\?|Echt opgeven\?)$/ }).click();
  await page.locator('.game-table[data-state="over"]').waitFor({ timeout: 30_000 });
}
