/**
 * An arena in the browser, through a real server, as its players meet it: three players (one on a phone, one in
 * Dutch) in an arena created through the form on a desktop, found in the list and joined from its page, started
 * early by its creator. Two are paired and taken to their game, the third waits; each game is ended by resigning
 * at the table, and its players go back through the game page's tournament link, from where the arena takes
 * each on to their next game. The waiting player is paired as the first game ends; a player who pauses is not
 * paired again until they come back; a page that never reloads shows the points move (2 a win) and the flame of
 * a player with two wins in a row, whose next win counts double. The window's end is not waited for (it is half an
 * hour at least). Photographs of the arena page at 1440×900 and 360×640 (and of its form and a game of it) go to
 * packages/web/test-artifacts/arena/.
 * And an arena of many games, played through the API and looked at in German on a phone: its page lists the latest
 * finished games and the rest behind a button, each game's link named for what it opens; once its window is closed
 * (its start moved back, not waited for) the list says when it ended, and at its end its page names the first three.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ARENA_MAX_TURN_SECONDS,
  ENDPOINTS,
  type ArenaTournamentView,
  type PairingView,
} from '@katz/protocol';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { resignAtTable } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/arena/', import.meta.url));
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1440, height: 900 };
const ARENA = 'Evening Arena';
/** How long a wait for the server and a page that asks it every few seconds may take on a loaded machine. */
const WAIT_MS = 60_000;

let registrations = 0;

interface Player {
  readonly page: Page;
  readonly name: string;
}

describe.skipIf(!runBrowserTests)('an arena in the browser', () => {
  // Games end and pairings follow at the job's pace: quick here, so that a game's end moves the pages at once.
  const app = useWebApp({ settings: { CLOCK_SWEEP_MS: '100' } });

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  /** A registered player's page (registered through the API as the page's own session), and their name. */
  const player = async (options: { readonly viewport: typeof PHONE; readonly locale?: string }) => {
    const page = await app.open({ viewport: options.viewport, locale: options.locale ?? 'en-GB' });
    const name = `arena${String(++registrations)}_${String(Date.now() % 100_000)}`;
    await registerFor(page, name);
    return { page, name };
  };
  const arenaOf = async (page: Page, id: string) => {
    const arena = await apiCall<ArenaTournamentView>(page.request, 'GET', `/api/tournaments/${id}`);
    expect(arena.format).toBe('arena');
    return arena;
  };
  /** Waits until the arena has a running pairing whose game is none of `seen`, and returns it. */
  const newPairing = async (page: Page, id: string, seen: ReadonlySet<string>) => {
    let found: PairingView | undefined;
    await expect
      .poll(
        async () => {
          found = (await arenaOf(page, id)).pairings.find((pairing) =>
            pairing.games.some((game) => game.state === 'running' && !seen.has(game.id)),
          );
          return found !== undefined;
        },
        { timeout: WAIT_MS, message: 'a new pairing' },
      )
      .toBe(true);
    const pairing = found!;
    return { game: pairing.games[0]!.id, names: pairing.players.map((one) => one?.name ?? '').sort() };
  };
  /** Waits until the arena's page has taken its player to the game's table. */
  const takenTo = async (one: Player, gameId: string) => {
    await one.page.waitForURL((url) => url.pathname === `/game/${gameId}`, { timeout: WAIT_MS });
    await one.page.locator('.game-table').waitFor();
  };
  /** From a game's page back to the arena through its tournament link (in the header, a cup on a phone). */
  const backToArena = async (one: Player, gameId: string) => {
    await one.page.locator('.game-table[data-state="over"]').waitFor({ timeout: WAIT_MS });
    await one.page.getByRole('link', { name: ARENA }).click();
    // The arena's page, or already the next game it took the player to.
    await one.page.waitForURL((url) => url.pathname !== `/game/${gameId}`);
  };
  /** A player's line of the standings on a page. */
  const lineOf = (page: Page, name: string) => page.locator(`.arena-standings tr[data-player="${name}"]`);
  /** Waits until the page's standings show the player's points and the points of each game. */
  const standingShows = async (page: Page, name: string, score: string, sheet: string) => {
    const line = lineOf(page, name);
    await line
      .locator('.arena-score')
      .filter({ hasText: new RegExp(`^${score}$`) })
      .waitFor({ timeout: WAIT_MS });
    await line
      .locator('.arena-sheet')
      .filter({ hasText: new RegExp(`^${sheet}$`) })
      .waitFor({ timeout: WAIT_MS });
  };

  it(
    'pairs three players game after game: the third waits, a pause, the points, a player on fire',
    { timeout: 480_000 },
    async () => {
      const creator = await player({ viewport: DESKTOP });
      const phone = await player({ viewport: PHONE });
      const dutch = await player({ viewport: DESKTOP, locale: 'nl-NL' });
      const everyone = [creator, phone, dutch];
      const byName = new Map(everyone.map((one) => [one.name, one]));

      // Created through the form: minutes instead of rounds, no duplicate deals, live turn times only.
      const form = creator.page;
      await form.goto('/tournaments');
      await form.getByLabel('Name', { exact: true }).fill(ARENA);
      await form.getByRole('radio', { name: 'Arena' }).check();
      expect(await form.getByLabel('Rounds').count()).toBe(0);
      expect(await form.getByLabel(/^Duplicate deals/).count()).toBe(0);
      expect(await form.getByLabel('Length in minutes').inputValue()).toBe('60');
      const turnTimes = form.getByLabel('Time per turn');
      expect(await turnTimes.locator('option').allTextContents()).toEqual([
        '30 seconds',
        '1 minute',
        '2 minutes',
        '5 minutes',
      ]);
      // Five minutes a turn: no clock runs out while the test moves between pages.
      await turnTimes.selectOption('300');
      await photograph(form.locator('.tournament-form'), { path: `${OUT}form-1440x900.png` });
      const sent = form.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/tournaments',
      );
      await form.getByRole('button', { name: 'Create the tournament' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        ['format', 'maxPlayers', 'minutes', 'name', 'rated', 'startsAt', 'turnSeconds', 'visibility'].sort(),
      );
      expect(body).toMatchObject({ name: ARENA, format: 'arena', minutes: 60, turnSeconds: 300 });
      await form.waitForURL(/\/tournaments\/[\w-]+$/);
      const link = new URL(form.url()).pathname;
      const id = link.split('/').pop() ?? '';
      await form
        .locator('.tournament-state')
        .getByText(/Starts in/)
        .waitFor({ timeout: WAIT_MS });
      const made = await arenaOf(form, id);
      expect(made).toMatchObject({ minutes: 60, rounds: null, turnSeconds: 300, duplicate: false });

      // Found in the list ("Arena · 60 minutes") on a phone, and joined from its page; in Dutch from its link.
      await phone.page.goto('/tournaments');
      const line = phone.page.locator('.tournament-list li').filter({ hasText: ARENA });
      await line.getByText(/^Arena · 60 minutes · 5 minutes a turn/).waitFor();
      await line.getByRole('link', { name: ARENA }).click();
      await phone.page.getByRole('button', { name: 'Join' }).click();
      await phone.page.getByText('You are in.').waitFor();
      await dutch.page.goto(link);
      await dutch.page.getByRole('button', { name: 'Meedoen' }).click();
      await dutch.page.getByText('Je doet mee.').waitFor();

      // Someone who only watches keeps the page open from here on: it moves by itself, game after game.
      const watcher = await app.open({ viewport: DESKTOP, locale: 'en-GB' });
      await watcher.goto(link);
      await watcher
        .locator('.tournament-state')
        .getByText(/Starts in/)
        .waitFor();

      // Started early: two are paired and taken to their table from the page they wait on; the third waits.
      await form.getByRole('button', { name: 'Start now' }).click();
      await watcher
        .locator('.tournament-state')
        .getByText(/^Ends in /)
        .waitFor({ timeout: WAIT_MS });
      const seen = new Set<string>();
      const first = await newPairing(watcher, id, seen);
      seen.add(first.game);
      const [a, b] = first.names.map((name) => byName.get(name)!) as [Player, Player];
      const c = everyone.find((one) => one !== a && one !== b)!;
      await Promise.all([takenTo(a, first.game), takenTo(b, first.game)]);
      await c.page
        .getByText(/^(You are in: you are paired as soon|Je doet mee: je wordt gepaard zodra)/)
        .waitFor({ timeout: WAIT_MS });
      expect(new URL(c.page.url()).pathname).toBe(link);

      // The first game: b resigns. a's win is worth 2, on the page that never reloads.
      await resignAtTable(b.page);
      await standingShows(watcher, a.name, '2', '2');
      await standingShows(watcher, b.name, '0', '0');

      // Both go back through the game's tournament link. The waiting third is paired at once, never with the
      // same two again while one of them is free: with one of them, whom the arena takes to the table too.
      await Promise.all([backToArena(a, first.game), backToArena(b, first.game)]);
      const second = await newPairing(watcher, id, seen);
      seen.add(second.game);
      expect(second.names).toContain(c.name);
      const x = second.names.includes(a.name) ? a : b;
      const y = x === a ? b : a;
      await Promise.all([takenTo(c, second.game), takenTo(x, second.game)]);
      await lineOf(watcher, c.name).getByText('playing', { exact: true }).waitFor({ timeout: WAIT_MS });

      // y, left waiting, pauses (once: coming back undoes it).
      await y.page.locator('.arena-standings').waitFor();
      expect(new URL(y.page.url()).pathname).toBe(link);
      await y.page.getByRole('button', { name: /^(Pause|Pauzeren)$/ }).click();
      await y.page.getByText(/^(You are paused|Je pauzeert)/).waitFor({ timeout: WAIT_MS });
      await lineOf(watcher, y.name).getByText('paused', { exact: true }).waitFor({ timeout: WAIT_MS });

      // The second game: x resigns, c wins. Paused, y is not paired: c and x meet again, nobody else being free.
      await resignAtTable(x.page);
      await Promise.all([backToArena(c, second.game), backToArena(x, second.game)]);
      const third = await newPairing(watcher, id, seen);
      seen.add(third.game);
      expect(third.names).toEqual([c.name, x.name].sort());
      await Promise.all([takenTo(c, third.game), takenTo(x, third.game)]);
      expect(new URL(y.page.url()).pathname).toBe(link);
      const pausedLine = (await arenaOf(watcher, id)).standings.find((one) => one.player.name === y.name);
      expect(pausedLine).toMatchObject({ paused: true, playing: false });

      // y comes back while they play, and waits for the next free player.
      await y.page.getByRole('button', { name: /^(Come back|Weer meedoen)$/ }).click();
      await y.page
        .getByText(/^(You are in: you are paired as soon|Je doet mee: je wordt gepaard zodra)/)
        .waitFor({ timeout: WAIT_MS });

      // The third game: x resigns again. Two wins in a row: c is on fire, the flame beside the name.
      await resignAtTable(x.page);
      await standingShows(watcher, c.name, '4', '2 2');
      await lineOf(watcher, c.name).getByRole('img', { name: 'on fire' }).waitFor({ timeout: WAIT_MS });

      // y, back, is paired as the game ends (its two players may not meet a third time while y is free): the
      // arena's page, open all along, takes y to the table.
      const fourth = await newPairing(watcher, id, seen);
      seen.add(fourth.game);
      expect(fourth.names).toContain(y.name);
      await takenTo(y, fourth.game);
      // The game's page, one tap from the arena: the tournament's link in the header, a cup on a phone.
      const ownSize = y.page.viewportSize()!;
      for (const size of [DESKTOP, PHONE]) {
        await y.page.setViewportSize(size);
        const cup = (await y.page.getByRole('link', { name: ARENA }).boundingBox())!;
        expect(Math.min(cup.width, cup.height)).toBeGreaterThanOrEqual(44);
        await photograph(y.page, { path: `${OUT}game-${String(size.width)}x${String(size.height)}.png` });
      }
      await y.page.setViewportSize(ownSize);
      const opponent = byName.get(fourth.names.find((name) => name !== y.name)!)!;
      await backToArena(opponent, third.game);
      await takenTo(opponent, fourth.game);

      // y resigns: the winner on fire (c) scores double, 4; anyone else 2.
      const before = (await arenaOf(watcher, id)).standings.find((one) => one.player.name === opponent.name)!;
      const worth = before.onFire ? 4 : 2;
      expect(before.onFire).toBe(opponent === c);
      await resignAtTable(y.page);
      await standingShows(
        watcher,
        opponent.name,
        String(before.score + worth),
        [...before.sheet, worth].join(' '),
      );

      // The arena page as people see it, on a desktop and on a phone, never reloaded since the start.
      await photograph(watcher, { path: `${OUT}arena-1440x900.png`, fullPage: true });
      await watcher.setViewportSize(PHONE);
      await photograph(watcher, { path: `${OUT}arena-360x640.png`, fullPage: true });
      expect(await watcher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const final = await arenaOf(watcher, id);
      expect(final.state).toBe('running');
      const fire = final.standings.find((one) => one.player.name === c.name)!;
      expect(fire.sheet.slice(0, 2)).toEqual([2, 2]);
      expect(fire.wins).toBeGreaterThanOrEqual(2);
    },
  );

  it(
    'keeps the latest finished games on the page, the rest behind a button, and names the first three at the end',
    { timeout: 240_000 },
    async () => {
      const everyone = await Promise.all([1, 2, 3].map(() => player({ viewport: DESKTOP })));
      const [creator] = everyone as [Player, Player, Player];
      const requestOf = new Map(everyone.map((one) => [one.name, one.page.request]));
      const made = await apiCall<ArenaTournamentView>(
        creator.page.request,
        'POST',
        ENDPOINTS.createTournament.path,
        {
          name: 'Long Arena',
          format: 'arena',
          minutes: 30,
          turnSeconds: ARENA_MAX_TURN_SECONDS,
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      );
      for (const one of everyone.slice(1)) {
        await apiCall(one.page.request, 'POST', `/api/tournaments/${made.id}/join`);
      }
      await apiCall(creator.page.request, 'POST', `/api/tournaments/${made.id}/start`);
      // Ten games, one after another (three players: two play, one waits), each resigned as it is paired.
      const seen = new Set<string>();
      const resign = async (pairing: { readonly game: string; readonly names: readonly string[] }) => {
        await apiCall(requestOf.get(pairing.names[0]!)!, 'POST', `/api/games/${pairing.game}/resign`);
      };
      for (let game = 0; game < 10; game++) {
        const pairing = await newPairing(creator.page, made.id, seen);
        seen.add(pairing.game);
        await resign(pairing);
      }
      const eleventh = await newPairing(creator.page, made.id, seen);
      const arena = await arenaOf(creator.page, made.id);
      const finished = arena.pairings.filter((pairing) => pairing.games[0]?.state === 'over');
      expect(finished.length).toBe(10);

      // In German on a phone: the latest eight finished games, and a button for all ten.
      const watcher = await app.open({ viewport: PHONE, locale: 'de-DE' });
      await watcher.goto(made.link);
      await watcher
        .locator('h1 + p')
        .getByText(/ · 3 Spieler · /)
        .waitFor();
      const listed = watcher.locator('.arena-finished li');
      await listed.nth(7).waitFor();
      expect(await listed.count()).toBe(8);
      await photograph(watcher, { path: `${OUT}many-games-360x640.png`, fullPage: true });
      // Each game's link says what it opens: a game over its replay, one under way to watch.
      const [latest] = finished;
      // The same two meet again and again: the first link of that name is the latest game's.
      const named = (pairing: PairingView, doing: string) =>
        watcher
          .getByRole('link', {
            name: `${doing}: ${pairing.players.map((one) => one?.name).join(' – ')}`,
            exact: true,
          })
          .first();
      expect(await named(latest!, 'Wiederholung').textContent()).toBe('Wiederholung');
      expect(await named(latest!, 'Wiederholung').getAttribute('href')).toBe(
        `/replay/${latest!.games[0]!.id}`,
      );
      const running = arena.pairings.find((pairing) => pairing.games[0]?.id === eleventh.game)!;
      expect(await named(running, 'Zuschauen').textContent()).toBe('Zuschauen');
      expect(await named(running, 'Zuschauen').getAttribute('href')).toBe(`/game/${eleventh.game}`);
      // The button, reached and pressed from the keyboard, shows them all, and then the latest eight again.
      const more = watcher.getByRole('button', { name: 'Alle 10 beendeten Partien zeigen' });
      await more.focus();
      await watcher.keyboard.press('Enter');
      await listed.nth(9).waitFor();
      expect(await listed.count()).toBe(10);
      const fewer = watcher.getByRole('button', { name: 'Nur die letzten 8 zeigen' });
      expect(await fewer.evaluate((button) => button === document.activeElement)).toBe(true);
      await watcher.keyboard.press('Space');
      await expect.poll(() => listed.count()).toBe(8);

      // The window closes while the eleventh game runs: the list says when the arena ended.
      await app.server.database.query(
        `UPDATE tournaments SET starts_at = starts_at - interval '31 minutes' WHERE id = $1`,
        [made.id],
      );
      await watcher.goto('/tournaments');
      const line = watcher
        .getByRole('region', { name: 'Laufend' })
        .locator('.tournament-list li')
        .filter({ hasText: 'Long Arena' });
      await line
        .locator('.badge')
        .getByText(/^endete am /)
        .waitFor();

      // Its last game ends, and with it the arena: its page names the first three of its final standings.
      await resign(eleventh);
      await watcher.goto(made.link);
      await watcher.getByRole('heading', { name: 'Endstand' }).waitFor({ timeout: WAIT_MS });
      const [first, second, third] = (await arenaOf(creator.page, made.id)).standings.map(
        (one) => one.player.name,
      );
      await watcher
        .locator('.tournament-state')
        .getByText(`Gewonnen hat ${first!}, vor ${second!} und ${third!}`, { exact: true })
        .waitFor();
      await photograph(watcher, { path: `${OUT}finished-360x640.png`, fullPage: true });
      await watcher.setViewportSize(DESKTOP);
      await photograph(watcher, { path: `${OUT}finished-1440x900.png`, fullPage: true });
    },
  );
});
