/**
 * The pages around the table in a real browser: the language switched in the header and in the settings and kept
 * across a reload; the replay of a finished game (steps, jumps, either seat, the record to download, the fairness
 * check passing in the browser); invitation links that were withdrawn or never existed, and unknown games.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixtures, type Fixtures } from './pages/page-list.js';
import { runBrowserTests } from './support/browser.js';
import { allowClipboard, clipboardText } from './support/clipboard.js';
import { presetSettings } from './support/table-driver.js';
import { useRestartableWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('the pages around the table', () => {
  const app = useRestartableWebApp();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await makeFixtures(app.browser, app.server.url);
  });

  it('switches the language in the header and in the settings, and keeps it', async () => {
    const page = await app.open({ locale: 'en-US' });
    await page.goto('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Play Katz und Maus');
    await page.selectOption('.language-switch select', 'de');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Katz und Maus spielen');
    await expect.poll(() => page.getByRole('button', { name: 'Jetzt spielen' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await page.getByRole('radio', { name: 'Nederlands' }).check();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Instellingen');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Instellingen');
    await page.goto('/rules');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Zo speel je');
  });

  it("names a new guest in the app's language, not the browser's", async () => {
    const page = await app.open({ locale: 'en-US' });
    // Dutch chosen in the app before this visit, on an English browser: the start page makes the guest at once.
    await presetSettings(page, { animationSpeed: 'off', language: 'nl' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Nu spelen' }).click();
    await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
    const session = await page.evaluate(async () => {
      const response = await fetch('/api/session');
      return (await response.json()) as { name: string };
    });
    expect(session.name).toMatch(/^Gast \d{4}$/);
  });

  it('greets a first visit without an error in the console, before and after it becomes a guest', async () => {
    const page = await app.open({ locale: 'en-US' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/rules');
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Play now' }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.goto('/rules');
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it("says so when a page's code no longer loads, and the next page works", async () => {
    // As after a new version replaced the page's chunk while the tab stayed open.
    const page = await app.open({ locale: 'en-GB', serviceWorkers: 'block' });
    await page.route(/\/assets\/RulesPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Play Katz und Maus');
    await page.goto('/rules');
    await page.getByRole('alert').getByText('Something went wrong on this page.').waitFor();
    expect(await page.getByRole('button', { name: 'Reload the page' }).count()).toBe(1);
    await page.locator('header').getByRole('link', { name: 'Learn' }).first().click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.waitForURL(/\/learn$/);
  });

  it('shows a replay on a phone with the building piles above its steps at the top of the page', async () => {
    for (const locale of ['en-GB', 'de-DE', 'nl-NL']) {
      const page = await app.open({
        locale,
        viewport: { width: 360, height: 640 },
        storageState: fixtures.player,
        appSettings: { animationSpeed: 'off' },
      });
      await page.goto(fixtures.pages.find((shown) => shown.name === 'replay')!.path);
      await page.locator('.fair-results').waitFor();
      const piles = await page.locator('.replay-building').boundingBox();
      const steps = await page.locator('.replay-bar').boundingBox();
      expect({ locale, covered: piles && steps && piles.y + piles.height > steps.y }).toEqual({
        locale,
        covered: false,
      });
      expect(steps && steps.y + steps.height <= 640).toBe(true);
      // What each pile needs stays within the pile, in at most two lines.
      const needs = await page
        .locator('.replay-needs')
        .evaluateAll((labels) =>
          labels.map((label) => label.scrollWidth <= label.clientWidth + 1 && label.clientHeight < 40),
        );
      expect({ locale, needs }).toEqual({ locale, needs: [true, true, true, true] });
      await page.context().close();
    }
  });

  it('replays a finished game: steps, jumps, either seat, the record, the fairness check', async () => {
    const page = await app.open({
      locale: 'en-GB',
      storageState: fixtures.player,
      appSettings: { animationSpeed: 'off' },
    });
    const replayPath = fixtures.pages.find((shown) => shown.name === 'replay')!.path;
    await page.goto(replayPath);
    const step = page.locator('.replay-step');
    await expect.poll(() => step.textContent()).toBe('The deal');
    // At the deal every building pile is empty and says so as the table's badge does; cards are named in words.
    expect(await page.locator('.replay-needs').allTextContents()).toEqual(Array(4).fill('needs A/K'));
    const names = await page
      .locator('.replay-board [role="img"]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(10);
    expect(
      names.filter(
        (name) => !/^(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)$/.test(name ?? ''),
      ),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Forward one move' }).click();
    await expect.poll(() => step.textContent()).toMatch(/^Move 1 of \d+: /);
    const total = Number(/of (\d+)/.exec((await step.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.keyboard.press('End');
    await expect.poll(() => step.textContent()).toMatch(new RegExp(`^Move ${total} of ${total}: .*resigned`));
    // Every fanned discard shows its whole corner, rank and suit (a queen's tail too), above the card over it.
    const fans = await page.locator('.replay-fan').evaluateAll((piles) =>
      piles.map((pile) => {
        const cards = Array.from(pile.querySelectorAll('.shown-card'));
        return cards.slice(0, -1).map((card, index) => {
          const corner = card.querySelector('.shown-card-index')?.getBoundingClientRect();
          const suit = card.querySelector('.shown-card-suit')?.getBoundingClientRect();
          const next = cards[index + 1]?.getBoundingClientRect();
          return corner !== undefined && suit !== undefined && next !== undefined
            ? Math.max(corner.bottom, suit.bottom) - next.top
            : Infinity;
        });
      }),
    );
    expect(fans.flat().length).toBeGreaterThan(2);
    expect(fans.flat().filter((overlap) => overlap > 0.5)).toEqual([]);
    await page.locator('.replay-move-list button').nth(3).click();
    await expect.poll(() => page.locator('.replay-slider input').inputValue()).toBe('3');

    // Either seat at the bottom: the board's last side is the chosen seat's.
    const bottomName = () => page.locator('.replay-side .replay-name').last().textContent();
    expect(await bottomName()).toMatch(new RegExp(`^${fixtures.playerName}`));
    await page
      .getByRole('group', { name: 'Seen from' })
      .getByRole('radio', { name: /Computer/ })
      .check();
    await expect.poll(bottomName).toMatch(/^Computer/);

    // Autoplay moves on by itself.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => page.locator('.replay-slider input').inputValue()).not.toBe('3');
    await page.getByRole('button', { name: 'Pause' }).click();

    // The fairness check passes, and agrees with a hash worked out here.
    await expect.poll(() => page.locator('.fair-ok').count()).toBe(3);
    const [seed, hash] = await page.locator('.fair-values code').allTextContents();
    expect(createHash('sha256').update(seed!).digest('hex')).toBe(hash);

    // The record downloads as the game record of docs/formats.md.
    const href = await page.getByRole('link', { name: /Download the game record/ }).getAttribute('href');
    const record = (await (await page.request.get(href!)).json()) as { seed: string; actions: unknown[] };
    expect(record.seed).toBe(seed);
    expect(record.actions.length).toBeGreaterThan(10);
  });

  it('plays the computer in one click, resigns, and offers the replay and a new game', async () => {
    const page = await app.open({ locale: 'en-GB', appSettings: { animationSpeed: 'off' } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
    const first = page.url();
    await page.locator('.game-table').waitFor();
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Really resign?' }).click();
    const over = page.getByTestId('game-over');
    await expect.poll(() => over.isVisible()).toBe(true);
    const replay = page.getByRole('link', { name: 'Watch the replay' });
    expect(await replay.getAttribute('href')).toBe(
      first.replace(app.server.url, '').replace('/game/', '/replay/'),
    );
    // On a phone every choice's words sit in the middle of its height, the link's too (they sat at its top).
    await page.setViewportSize({ width: 390, height: 844 });
    const offCentre = await over.locator('.game-over-actions > .button').evaluateAll((choices) =>
      choices.map((choice) => {
        const words = document.createRange();
        words.selectNodeContents(choice);
        const text = words.getBoundingClientRect();
        const box = choice.getBoundingClientRect();
        return Math.abs(text.top + text.height / 2 - (box.top + box.height / 2));
      }),
    );
    // Play again, the replay, the review and folding the panel away.
    expect(offCentre).toHaveLength(4);
    for (const offset of offCentre) expect(offset).toBeLessThan(2);

    // A new game against the same opponent starts at once, and the table shows it (it once went on showing the
    // game just lost, when the new one had nothing new to say after its first view).
    await page.getByRole('button', { name: 'Play again' }).click();
    await page.waitForURL((url) => url.pathname.includes('/game/') && url.toString() !== first);
    const second = new URL(page.url()).pathname.replace('/game/', '');
    await page.locator(`.game-table[data-game="${second}"][data-state="running"]`).waitFor();
    await expect.poll(() => page.getByTestId('game-over').count()).toBe(0);

    // The start page lists the running game and the finished one.
    await page.goto('/');
    await expect.poll(() => page.locator('.home-running .list > li').count()).toBe(1);
    await expect.poll(() => page.locator('.home-finished .list > li').count()).toBe(1);
    await page.locator('.home-finished').getByRole('link', { name: 'Replay' }).click();
    await expect
      .poll(() => page.locator('.replay-result').textContent())
      .toMatch(/won: the other player resigned/);
  });

  it("shows the player's open invitations from the server, made anywhere: withdrawn, or accepted into the game", async () => {
    const page = await app.open({ locale: 'en-US' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const first = await page.locator('#invitation-link').inputValue();
    await allowClipboard(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => clipboardText(page)).toBe(first);
    await expect.poll(() => page.getByRole('button', { name: '✓ Copied' }).count()).toBe(1);
    // Two more made elsewhere with the same session (another tab, the API): the newest is the one waited on.
    const made = await page.evaluate(async () => {
      const links: string[] = [];
      for (const turnSeconds of [300, 600]) {
        const response = await fetch('/api/challenges', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visibility: 'link', turnSeconds }),
        });
        links.push(((await response.json()) as { link: string }).link);
      }
      return links;
    });
    await page.reload();
    await expect
      .poll(() => page.locator('#invitation-link').inputValue())
      .toMatch(new RegExp(`${made[1] ?? '?'}$`));
    const others = page.locator('.other-invitations');
    await expect.poll(() => others.locator('h3').textContent()).toBe('Your 2 other open invitations');
    await expect.poll(() => others.locator('li').count()).toBe(2);
    expect(await others.getByRole('link', { name: '5 minutes per turn' }).getAttribute('href')).toBe(made[0]);
    expect(await others.locator('a').last().getAttribute('href')).toBe(new URL(first).pathname);

    await others.getByRole('button', { name: 'Withdraw the invitation of 5 minutes per turn' }).click();
    await expect.poll(() => others.locator('h3').textContent()).toBe('Your other open invitation');
    await page.locator('.invitation').getByRole('button', { name: 'Withdraw invitation' }).click();
    // The one left, the first, is now the one waited on; withdrawn too, the form comes back.
    await expect.poll(() => page.locator('#invitation-link').inputValue()).toBe(first);
    await expect.poll(() => others.count()).toBe(0);
    await page.getByRole('button', { name: 'Withdraw invitation' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create invitation' }).count()).toBe(1);
    const open = await page.evaluate(async () => {
      const response = await fetch('/api/challenges?mine=true');
      return ((await response.json()) as unknown[]).length;
    });
    expect(open).toBe(0);

    // An invitation beside the one waited on is waited on too: accepted by a friend, it opens the game.
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const waited = await page.locator('#invitation-link').inputValue();
    const older = await page.evaluate(async () => {
      const response = await fetch('/api/challenges?mine=true');
      return (await response.json()) as { id: string }[];
    });
    expect(older).toHaveLength(1);
    const newer = await page.evaluate(async () => {
      const response = await fetch('/api/challenges', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ visibility: 'link', turnSeconds: 600 }),
      });
      return (await response.json()) as { id: string };
    });
    await page.reload();
    await expect.poll(() => others.locator('li').count()).toBe(1);
    expect(waited).toContain(older[0]?.id ?? '?');
    const friend = await app.open({ locale: 'en-US' });
    await friend.goto(`/invite/${older[0]?.id ?? '?'}`);
    await friend.getByRole('button', { name: 'Accept and play' }).click();
    await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
    expect(newer.id).not.toBe(older[0]?.id);
  });

  it('keeps an invitation made on a first visit when the list of open ones answers after it', async () => {
    const page = await app.open({ locale: 'en-US' });
    // The list asked as the guest session starts is answered by the server before the invitation is made, and
    // reaches the page only after the page shows the invitation: the order a busy server or network can give.
    let listed = (): void => undefined;
    const listedFirst = new Promise<void>((resolve) => {
      listed = resolve;
    });
    let shown = (): void => undefined;
    const invitationShown = new Promise<void>((resolve) => {
      shown = resolve;
    });
    const lists: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/challenges' && url.searchParams.get('mine') === 'true',
      async (route) => {
        const response = await route.fetch();
        lists.push(await response.text());
        listed();
        await invitationShown;
        await route.fulfill({ response });
      },
    );
    await page.route(
      (url) => url.pathname === '/api/challenges' && url.search === '',
      async (route) => {
        if (route.request().method() === 'POST') await listedFirst;
        await route.continue();
      },
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const link = await page.locator('#invitation-link').inputValue();
    expect(lists[0]).toBe('[]');
    shown();
    // Every list asked has reached the page, and two frames have been drawn since.
    await page.unrouteAll({ behavior: 'wait' });
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    expect(await page.locator('#invitation-link').count()).toBe(1);
    expect(await page.locator('#invitation-link').inputValue()).toBe(link);
  });

  it('says clearly when a link leads nowhere', async () => {
    const page = await app.open({ locale: 'de-DE' });
    // The same app page, which says it plainly, with the status that says it too.
    expect((await page.goto('/invite/NoSuchInvitation'))?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Einladung nicht gefunden');
    expect((await page.goto('/game/NoSuchGame'))?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Partie nicht gefunden');
    expect((await page.goto('/replay/NoSuchGame'))?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Partie nicht gefunden');
    await page.goto('/no/such/page');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Katz und Maus spielen');

    // A withdrawn invitation says who withdrew it; the player's own shows its link to send instead.
    const own = await app.open({ locale: 'de-DE' });
    await own.goto('/');
    await own.getByRole('button', { name: 'Einladung erstellen' }).click();
    const link = await own.locator('#invitation-link').inputValue();
    await own.goto(link);
    await expect.poll(() => own.getByText('Das ist deine eigene Einladung.').count()).toBe(1);
    await own.getByRole('button', { name: 'Einladung zurückziehen' }).click();
    await page.goto(link);
    await expect
      .poll(() => page.locator('.invite-state').textContent())
      .toMatch(/hat diese Einladung zurückgezogen/);
    expect(await page.getByRole('button', { name: 'Annehmen und spielen' }).count()).toBe(0);
  });
});
