/**
 * Tournaments in the browser, through a real server, as their players meet them: a Swiss of three (an odd count:
 * a bye each round) created through the form on a desktop with a player limit, joined from the tournament's page on
 * a phone and in Dutch, started early by its creator, each game reached from "your game is ready" and ended by
 * resigning at the table, a withdrawal confirmed on the page, played to its final standings and its winner; on the
 * way, the places taken and then the players and those withdrawn, the bye said to whoever sits out, each game's
 * link named for what it opens, the standings' short column names and edge shades on a phone, and the list's
 * "began" once it is over (and "was to begin" for one cancelled for want of players). And a duplicate Swiss of
 * four created through the form: both tables dealt one deal, the other table sealed on the page and at its address
 * while the round is in play, a table's end saying when its replay opens, and once the round is over the seed,
 * each table's result against the field and the standings by matchpoints. Photographs of the tournament pages at
 * 1440×900 and 360×640 (the duplicate standings in three languages) go to packages/web/test-artifacts/tournaments/
 * for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, type SwissTournamentView, type TournamentView } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { resignAtTable } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/tournaments/', import.meta.url));
const PHONE = { width: 360, height: 640 };
/** The narrowest phones in use (an iPhone SE of the first kind). */
const SMALL_PHONE = { width: 320, height: 568 };
const DESKTOP = { width: 1440, height: 900 };
/** What the page tells a player who sits out the round, in English or Dutch (whoever it is). */
const BYE_WORDS =
  /^(You sit out this round with a bye, which counts as a win: 1 point\.|Je zit deze ronde vrij met een bye\. Die telt als een overwinning: 1 punt\.)$/;

/** Whether each edge of the standings' scroll region shows its shade, and whether the region has more to show. */
const standingsEdges = (page: Page) =>
  page.locator('.standings-edges').evaluate((edges) => {
    const region = edges.querySelector('.standings-scroll')!;
    const shown = (side: '::before' | '::after') => getComputedStyle(edges, side).visibility === 'visible';
    return {
      before: shown('::before'),
      after: shown('::after'),
      overflows: region.scrollWidth > region.clientWidth,
    };
  });

let registrations = 0;

describe.skipIf(!runBrowserTests)('tournaments in the browser', () => {
  // Rounds follow each other at the job's pace: quick here, so that a round's end moves the page at once.
  const app = useWebApp({ settings: { CLOCK_SWEEP_MS: '100' } });

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  /** A registered player's page (registered through the API as the page's own session), and their name. */
  const player = async (options: { readonly viewport: typeof PHONE; readonly locale?: string }) => {
    const page = await app.open({ viewport: options.viewport, locale: options.locale ?? 'en-GB' });
    const name = `swiss${String(++registrations)}_${String(Date.now() % 100_000)}`;
    await registerFor(page, name);
    return { page, name };
  };
  const tournamentOf = (page: Page, id: string) =>
    apiCall<SwissTournamentView>(page.request, 'GET', `/api/tournaments/${id}`);
  /** Waits until the tournament's page, as it refreshes itself, says the round (or the end) has come. */
  const pageShows = async (page: Page, text: string | RegExp) => {
    await page.locator('.tournament-state').getByText(text).waitFor({ timeout: 60_000 });
  };
  /** Waits until the line of facts below the tournament's name says who plays ("3 of 8 places taken"). */
  const factsShow = async (page: Page, players: string) => {
    await page
      .locator('h1 + p')
      .filter({ hasText: new RegExp(` · ${players} · `) })
      .waitFor({ timeout: 60_000 });
  };
  /** A pairing's link to a game, by its accessible name ("Watch: anna – bert"), with the words it shows. */
  const gameLink = async (page: Page, name: string | RegExp) => {
    const link = page
      .locator('.pairing-list')
      .getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });
    await link.waitFor({ timeout: 60_000 });
    return { text: await link.textContent(), href: await link.getAttribute('href') };
  };
  /** From the tournament's page: the player's game through "your game is ready", resigned at the table. */
  const resignFromTournament = async (page: Page, tournamentLink: string, opponent: string) => {
    await page.goto(tournamentLink);
    await page
      .getByRole('link', { name: new RegExp(`${opponent}$`) })
      .first()
      .click();
    await page.locator('.game-table').waitFor();
    await resignAtTable(page);
  };

  it(
    'plays a Swiss of three to its final standings: a bye each round, a withdrawal',
    { timeout: 300_000 },
    async () => {
      const creator = await player({ viewport: DESKTOP });
      const phone = await player({ viewport: PHONE });
      const dutch = await player({ viewport: DESKTOP, locale: 'nl-NL' });
      const byName = new Map([creator, phone, dutch].map((one) => [one.name, one]));

      // Created through the form, every choice explained beside it.
      await creator.page.goto('/tournaments');
      await creator.page.getByLabel('Name', { exact: true }).fill('Friday Swiss');
      await creator.page.getByLabel('Rounds').fill('3');
      await creator.page.getByLabel('Player limit').fill('8');
      await creator.page.getByRole('button', { name: 'Create the tournament' }).click();
      await creator.page.waitForURL(/\/tournaments\/[\w-]+$/);
      const link = new URL(creator.page.url()).pathname;
      const id = link.split('/').pop() ?? '';
      await pageShows(creator.page, /Starts in/);
      // Before the start, the places taken of the limit: the creator's own is one.
      await factsShow(creator.page, '1 of 8 places taken');

      // Joined from the page, on a phone and in Dutch.
      await phone.page.goto(link);
      await phone.page.getByRole('button', { name: 'Join' }).click();
      await phone.page.getByText('You are in.').waitFor();
      await dutch.page.goto('/tournaments');
      expect(await dutch.page.getByLabel('Maximum aantal spelers').inputValue()).toBe('64');
      await dutch.page.goto(link);
      await dutch.page.getByRole('button', { name: 'Meedoen' }).click();
      await dutch.page.getByText('Je doet mee.').waitFor();
      await factsShow(dutch.page, '3 van 8 plaatsen bezet');

      // Someone who only watches keeps the page open from here to the end: it moves by itself, round by round.
      const watcher = await app.open({ viewport: DESKTOP, locale: 'en-GB' });
      await watcher.goto(link);
      await pageShows(watcher, /Starts in/);
      await creator.page.getByRole('button', { name: 'Start now' }).click();
      await pageShows(creator.page, 'Round 1 of 3');
      await photograph(creator.page, { path: `${OUT}round-1-1440x900.png`, fullPage: true });
      await phone.page.goto(link);
      await pageShows(phone.page, 'Round 1 of 3');
      await photograph(phone.page, { path: `${OUT}round-1-360x640.png`, fullPage: true });
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await factsShow(phone.page, '3 players');

      // The standings on a phone: short column names, the full ones still their names, and a shade at each edge
      // the table has more beyond, from its scroll position, its size and the window's.
      const buchholz = phone.page.getByRole('columnheader', { name: 'Buchholz', exact: true });
      expect(await buchholz.locator('abbr').textContent()).toBe('BH');
      expect(await buchholz.locator('abbr').isVisible()).toBe(true);
      expect((await buchholz.getByText('Buchholz').boundingBox())?.width).toBeLessThanOrEqual(1);
      const wide = creator.page.getByRole('columnheader', { name: 'Buchholz', exact: true });
      expect(await wide.locator('abbr').isVisible()).toBe(false);
      expect((await wide.getByText('Buchholz').boundingBox())?.width).toBeGreaterThan(20);
      // At 360 px the table either fits or shades its right edge; never a shade on the left before a scroll.
      await expect
        .poll(async () => {
          const edges = await standingsEdges(phone.page);
          return !edges.before && edges.after === edges.overflows;
        })
        .toBe(true);
      await phone.page.setViewportSize(SMALL_PHONE);
      await expect
        .poll(() => standingsEdges(phone.page))
        .toEqual({ before: false, after: true, overflows: true });
      await photograph(phone.page, { path: `${OUT}round-1-standings-320x568.png`, fullPage: true });
      const region = phone.page.locator('.standings-scroll');
      await region.focus();
      await phone.page.keyboard.press('ArrowRight');
      await expect.poll(() => standingsEdges(phone.page)).toMatchObject({ before: true });
      await region.evaluate((scrolled) => {
        scrolled.scrollLeft = scrolled.scrollWidth;
      });
      await expect
        .poll(() => standingsEdges(phone.page))
        .toEqual({ before: true, after: false, overflows: true });
      await phone.page.setViewportSize(DESKTOP);
      await expect
        .poll(() => standingsEdges(phone.page))
        .toEqual({ before: false, after: false, overflows: false });
      await phone.page.setViewportSize(PHONE);

      const byes: string[] = [];
      for (let round = 1; round <= 3; round++) {
        const tournament = await tournamentOf(creator.page, id);
        expect(tournament.round).toBe(round);
        const pairings = tournament.pairings.filter((pairing) => pairing.round === round);
        const bye = pairings.find((pairing) => pairing.players[1] === null);
        if (round < 3) {
          // Three players in rounds 1 and 2: one sits out, never the same one twice.
          expect(bye).toBeDefined();
          expect(byes).not.toContain(bye!.players[0].name);
          byes.push(bye!.players[0].name);
        } else {
          // The Dutch player withdrew in round 2: two are left, and nobody sits out.
          expect(bye).toBeUndefined();
        }
        const game = pairings.find((pairing) => pairing.players[1] !== null)!;
        const [first, second] = game.players;
        const loser = byName.get(second!.name)!;
        const players = `${first.name} – ${second!.name}`;
        if (round === 1) {
          // The one who sits out is told so, and what it scores; the others that they are in.
          const sitter = byName.get(bye!.players[0].name)!;
          await sitter.page.goto(link);
          await sitter.page.locator('.tournament-state').getByText(BYE_WORDS).waitFor();
          await photograph(sitter.page, { path: `${OUT}round-1-bye.png` });
          await loser.page.goto(link);
          await loser.page
            .locator('.tournament-state')
            .getByText(/^(You are in\.|Je doet mee\.)$/)
            .waitFor();
          // A game's link says what it opens: its players play it, anyone else watches.
          const played = await gameLink(loser.page, new RegExp(`^(Play|Spelen): ${players}$`));
          expect(played.text).toMatch(/^(Play|Spelen)$/);
          expect(await gameLink(watcher, `Watch: ${players}`)).toEqual({
            text: 'Watch',
            href: `/game/${game.games[0]!.id}`,
          });
        }
        if (round === 2) {
          // The Dutch player withdraws, asked twice; a game of theirs under way goes on (and is resigned below).
          await dutch.page.goto(link);
          await dutch.page.getByRole('button', { name: 'Terugtrekken' }).click();
          await dutch.page.getByRole('button', { name: 'Ja, terugtrekken' }).click();
          await dutch.page.getByText('Je hebt je teruggetrokken.').waitFor();
        }
        await resignFromTournament(loser.page, link, first.name);
        if (round === 2) {
          // Everyone who played stands in the standings: the one who withdrew is counted apart.
          await factsShow(watcher, '3 players, 1 withdrawn');
        }
        if (round < 3) await pageShows(watcher, `Round ${String(round + 1)} of 3`);
        // A game over is replayed.
        expect(await gameLink(watcher, `Replay: ${players}`)).toEqual({
          text: 'Replay',
          href: `/replay/${game.games[0]!.id}`,
        });
      }
      await pageShows(watcher, 'Finished after 3 rounds');
      await watcher.getByRole('heading', { name: 'Final standings' }).waitFor();
      const final = await tournamentOf(creator.page, id);
      expect(final.state).toBe('finished');
      expect(final.standings.find((line) => line.player.name === dutch.name)?.withdrawn).toBe(true);
      // Every pairing decided; a bye and a win each count one point.
      expect(final.standings.reduce((sum, line) => sum + line.score, 0)).toBe(final.pairings.length);
      const rows = watcher.locator('.standings-table tbody tr');
      expect(await rows.count()).toBe(3);
      // The winner, first of the final standings, at the top.
      await pageShows(watcher, `Won by ${final.standings[0]!.player.name}`);
      await factsShow(watcher, '3 players, 1 withdrawn');
      await photograph(watcher, { path: `${OUT}final-1440x900.png`, fullPage: true });
      await phone.page.goto(link);
      await pageShows(phone.page, `Won by ${final.standings[0]!.player.name}`);
      await photograph(phone.page, { path: `${OUT}final-360x640.png`, fullPage: true });

      // A tournament nobody joined is cancelled at its start.
      const lonely = await apiCall<TournamentView>(
        creator.page.request,
        'POST',
        ENDPOINTS.createTournament.path,
        { name: 'Lonely Swiss', rounds: 1, startsAt: new Date(Date.now() + 3_600_000).toISOString() },
      );
      await apiCall(creator.page.request, 'POST', `/api/tournaments/${lonely.id}/start`);

      // The list says when the Swiss began, and who played it to the end (the one who withdrew did not); and
      // when the cancelled one was to begin.
      await watcher.goto('/tournaments');
      const finishedList = watcher.getByRole('region', { name: 'Finished' }).locator('.tournament-list li');
      const line = finishedList.filter({ hasText: 'Friday Swiss' });
      await line.getByText(/ · 2 played to the end$/).waitFor();
      expect(await line.locator('.badge').textContent()).toMatch(/^began /);
      const cancelled = finishedList.filter({ hasText: 'Lonely Swiss' });
      await cancelled.getByText(/ · 1 player$/).waitFor();
      expect(await cancelled.locator('.badge').textContent()).toMatch(/^was to begin /);
    },
  );

  it(
    'plays a duplicate Swiss of four: one deal for both tables, the other table sealed until the round ends, then scored against the field',
    { timeout: 300_000 },
    async () => {
      const creator = await player({ viewport: DESKTOP });
      const phone = await player({ viewport: PHONE });
      const others = [await player({ viewport: DESKTOP }), await player({ viewport: DESKTOP })];
      const everyone = [creator, phone, ...others];
      const byName = new Map(everyone.map((one) => [one.name, one]));

      // Created through the form: duplicate deals explained beside the choice, a cap of at least four.
      await creator.page.goto('/tournaments');
      await creator.page.getByLabel('Name', { exact: true }).fill('Duplicate Swiss');
      await creator.page.getByLabel('Rounds').fill('1');
      const duplicate = creator.page.getByLabel(
        /^Duplicate deals: every table of a round plays the same cards/,
      );
      await duplicate.check();
      expect(await creator.page.locator('#tournament-duplicate-help').textContent()).toContain(
        'at least 4 players',
      );
      expect(await creator.page.getByLabel('Player limit').getAttribute('min')).toBe('4');
      await creator.page.getByRole('button', { name: 'Create the tournament' }).click();
      await creator.page.waitForURL(/\/tournaments\/[\w-]+$/);
      const link = new URL(creator.page.url()).pathname;
      const id = link.split('/').pop() ?? '';
      await phone.page.goto(link);
      await phone.page.getByRole('button', { name: 'Join' }).click();
      await phone.page.getByText('You are in.').waitFor();
      for (const other of others) await apiCall(other.page.request, 'POST', `/api/tournaments/${id}/join`);
      await creator.page.goto(link);
      await creator.page.getByRole('button', { name: 'Start now' }).click();
      await pageShows(creator.page, 'Round 1 of 1 · 2 of 2 tables still playing');

      // Two tables, one deal: the creator's own table to play, the other one sealed to them.
      const started = await tournamentOf(creator.page, id);
      const tables = started.pairings.map((pairing) => {
        const [game] = pairing.games;
        const names = pairing.players.map((one) => one?.name ?? '');
        return { id: game?.id ?? '', names };
      });
      const mine = tables.find((table) => table.names.includes(creator.name))!;
      const theirs = tables.find((table) => table !== mine)!;
      expect(started.deals).toEqual([expect.objectContaining({ round: 1, seed: null, tables: 2 })]);
      const otherLine = creator.page.locator('.pairing-list li').filter({ hasText: theirs.names[0]! });
      await otherLine.getByText('in play: shown when the round is over').waitFor();
      expect(await otherLine.getByRole('link').count()).toBe(0);
      await creator.page.locator('.round-deal').getByText(started.deals[0]!.seedHash.slice(0, 12)).waitFor();
      // Opened by its address, the other table answers that it is sealed.
      await creator.page.goto(`/game/${theirs.id}`);
      await creator.page.getByText(/is a table of a duplicate round that is still being played/).waitFor();

      // The creator's table ends at the table: its end says when the replay opens, and offers none yet.
      await creator.page.goto(`/game/${mine.id}`);
      await creator.page.locator('.game-table').waitFor();
      await resignAtTable(creator.page);
      await creator.page.locator('.game-over-sealed').waitFor();
      expect(await creator.page.getByRole('link', { name: 'Watch the replay' }).count()).toBe(0);
      await creator.page.goto(link);
      await pageShows(creator.page, '1 of 2 tables still playing');

      // The other table ends: the round is over, everything opens.
      const resigner = byName.get(theirs.names[1]!)!;
      await apiCall(resigner.page.request, 'POST', `/api/games/${theirs.id}/resign`);
      await pageShows(creator.page, 'Finished after 1 round');
      const done = await tournamentOf(creator.page, id);
      const seed = done.deals[0]?.seed ?? '';
      expect(seed).not.toBe('');
      await creator.page.locator('.round-deal').getByText(seed).waitFor();
      // Each table's result against the other's from the same seat, as the creator's line says it: lost by the
      // stock (a resignation counts so), against the other table's result from the same seat.
      const fieldLines = creator.page.locator('.field-result li');
      await expect.poll(() => fieldLines.count()).toBe(4);
      const own = done.pairings.find((pairing) => pairing.players.some((one) => one?.name === creator.name))!;
      const seat = own.games[0]?.seat0 === own.players.find((one) => one?.name === creator.name)?.id ? 0 : 1;
      const field = own.field!;
      const tied = field.tied[seat] === 0 ? '' : `, tied with ${String(field.tied[seat])}`;
      expect(await fieldLines.filter({ hasText: `${creator.name}, ` }).textContent()).toBe(
        `${creator.name}, moving ${seat === 0 ? 'first' : 'second'}: lost by the stock · better than ` +
          `${String(field.beaten[seat])} of 1${tied} · ${String(field.matchpoints[seat])} of 2 matchpoints`,
      );
      const standings = creator.page.locator('.field-standings tbody tr');
      const top = Math.max(...done.standings.map((line) => line.field?.matchpoints ?? 0));
      await expect
        .poll(() => standings.first().locator('td').nth(1).textContent())
        .toBe(`${String(top)} of 2`);
      expect(await standings.first().locator('td').nth(2).textContent()).toBe(`${String(top * 50)}%`);
      await creator.page.getByText(/^Won by /).waitFor();
      await creator.page.goto(`/replay/${theirs.id}`);
      await creator.page.locator('.fair-results').waitFor();

      // The duplicate standings as anyone sees them, in three languages, on a desktop and on a phone.
      for (const locale of ['en-GB', 'de-DE', 'nl-NL']) {
        for (const viewport of [DESKTOP, PHONE]) {
          const page = await app.open({ viewport, locale });
          await page.goto(link);
          await page.locator('.field-standings').waitFor();
          await page.locator('.field-result').first().waitFor();
          // The page fits the phone's width: only the standings' own region scrolls sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
          await photograph(page, {
            path: `${OUT}duplicate-${locale.slice(0, 2)}-${String(viewport.width)}x${String(viewport.height)}.png`,
            fullPage: true,
          });
          await page.close();
        }
      }
    },
  );
});
