/**
 * A profile's reviewed games in the browser (docs/api.md, "Profiles"): a player with twenty games against the
 * computer, each with a review kept by the server (made-up figures, kept through the review store as the server
 * keeps its own), and one without any. In German, Dutch and English, at 360×640 and 1440×900: the chart draws a
 * dot per game and three bars per game at the heights of their figures, within the screen's width and with its
 * words at 14 px; its figures are written in the page's language in the list beside it; the costliest decisions
 * link to trying each again and to its game's review; axe finds no serious violation. Screenshots go to
 * packages/web/test-artifacts/profile-reviews/ (git-ignored), for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type GameView, type Language } from '@katz/protocol';
import { keepMadeUpReview, madeUpReview, type MadeUpDecision, type MadeUpSeat } from '@katz/server/testing';
import { seriousViolations } from './support/axe-check.js';
import { apiCall, registerFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { browserLocales } from './support/locales.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/profile-reviews/', import.meta.url));
const SIZES = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
] as const;
const GAMES = 20;
const VERDICTS = ['play', 'cards', 'both', 'play-over-cards', 'cards-over-play', 'close'] as const;

/** The player's figures in game `n` (1 to 20): accuracy 70.5 + n, their decisions −n/4 points, cards ±(10 + n). */
const playerFigures = (n: number): MadeUpSeat => ({
  accuracy: 70.5 + n,
  own: -n / 400,
  opponent: (n % 3) / 100,
  cards: ((n % 2 === 0 ? 1 : -1) * (10 + n)) / 100,
  verdict: VERDICTS[n % VERDICTS.length] ?? 'close',
});

const computerFigures: MadeUpSeat = { accuracy: 99, own: 0, opponent: 0, cards: 0, verdict: 'close' };

/** The words each language must show: a figure of the list with its decimal sign, the marks, the links. */
const WORDS: Readonly<
  Record<
    Language,
    {
      title: string;
      average: string;
      accuracy: string;
      points: string;
      tryAgain: string;
      review: string;
      blunder: string;
    }
  >
> = {
  en: {
    title: 'Reviewed games',
    average: 'Average accuracy 81.0.',
    accuracy: 'accuracy 90.5',
    points: '−5.0',
    tryAgain: 'Try again',
    review: 'Review',
    blunder: 'blunder',
  },
  de: {
    title: 'Analysierte Partien',
    average: 'Genauigkeit im Schnitt 81,0.',
    accuracy: 'Genauigkeit 90,5',
    points: '−5,0',
    tryAgain: 'Nochmal versuchen',
    review: 'Analyse',
    blunder: 'grober Fehler',
  },
  nl: {
    title: 'Geanalyseerde partijen',
    average: 'Gemiddelde nauwkeurigheid 81,0.',
    accuracy: 'nauwkeurigheid 90,5',
    points: '−5,0',
    tryAgain: 'Opnieuw proberen',
    review: 'Analyse',
    blunder: 'blunder',
  },
};

interface Played {
  readonly id: string;
  readonly seat: 0 | 1;
}

/** A game against the computer, resigned at once: its id and the player's seat. */
async function resigned(page: Page): Promise<Played> {
  const game = await apiCall<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
    level: 'first',
    turnSeconds: 600,
  });
  await apiCall(page.request, 'POST', `/api/games/${game.id}/resign`);
  if (game.seat === null) throw new Error('the player has no seat');
  return { id: game.id, seat: game.seat };
}

describe.skipIf(!runBrowserTests)("a profile's reviewed games", () => {
  const app = useWebApp();
  const name = `Rev_${String(Date.now() % 100_000)}`;
  const played: Played[] = [];

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    const page = await app.open();
    await registerFor(page, name);
    for (let n = 1; n <= GAMES; n++) {
      const game = await resigned(page);
      played.push(game);
      const mine = (cost: number, mark: MadeUpDecision['mark']): MadeUpDecision => ({
        seat: game.seat,
        cost,
        mark,
      });
      // A blunder in every fourth game, dearer the later; a mistake in every third; small costs besides.
      const decisions = [
        mine(n / 10_000, null),
        { seat: game.seat === 0 ? 1 : 0, cost: 0.2, mark: 'blunder' } as const,
        ...(n % 4 === 0 ? [mine(0.03 + n / 1000, 'blunder')] : []),
        ...(n % 3 === 0 ? [mine(0.006 + n / 10_000, 'mistake')] : []),
      ];
      const seats: [MadeUpSeat, MadeUpSeat] =
        game.seat === 0 ? [playerFigures(n), computerFigures] : [computerFigures, playerFigures(n)];
      await keepMadeUpReview(app.server.database, game.id, madeUpReview(seats, decisions));
    }
  });

  for (const [language, locale] of browserLocales()) {
    it(`draws the chart, its figures in words and the decisions to try again, in ${language}`, async () => {
      const words = WORDS[language];
      const problems: string[] = [];
      for (const size of SIZES) {
        const page = await app.open({ viewport: size, locale });
        await page.goto(`/players/${name}`);
        const panel = page.locator('.profile-reviews');
        await expect.poll(() => panel.locator('h2').textContent()).toBe(words.title);

        // A dot per game, three bars per game; the bars as high as their figures (the player's own decisions in
        // game 20 cost 5 points, the cards gave 30: six times as high), drawn in the box's own pixels.
        expect(await page.locator('[data-testid=accuracy-chart] circle').count()).toBe(GAMES);
        const bars = page.locator('[data-testid=account-chart] rect');
        expect(await bars.count()).toBe(GAMES * 3);
        const height = async (index: number) => Number(await bars.nth(index).getAttribute('height'));
        const [own20, cards20] = [await height(57), await height(59)];
        expect(cards20 / own20).toBeCloseTo(6, 0);
        const drawn = await page.locator('[data-testid=account-chart]').evaluate((svg) => ({
          shown: svg.getBoundingClientRect().width,
          drawn: (svg as SVGSVGElement).viewBox.baseVal.width,
          tick: getComputedStyle(svg.querySelector('text') ?? svg).fontSize,
          ticks: [...svg.querySelectorAll('text')].map((text) => text.textContent),
        }));
        expect(Math.abs(drawn.shown - drawn.drawn)).toBeLessThan(1);
        expect(drawn.tick).toBe('14px');
        expect(drawn.ticks).toEqual(['+40', '+20', '0', '−20', '−40']);

        // The text alternative: the caption, and every game's figures in a list, in the page's language.
        expect(await page.locator('#profile-reviews-caption').textContent()).toContain(words.average);
        const lines = page.locator('.profile-reviews-list li');
        expect(await lines.count()).toBe(GAMES);
        const last = (await lines.nth(GAMES - 1).textContent()) ?? '';
        expect(last).toContain(words.accuracy);
        expect(last).toContain(words.points);

        // The decisions to try again: the five blunders, dearest first, then the mistakes, each with its links.
        const decisions = page.locator('.profile-decision-list > li');
        expect(await decisions.count()).toBe(10);
        expect(await decisions.first().textContent()).toContain(words.blunder);
        const first = played[GAMES - 1];
        const tryAgain = decisions.first().getByRole('link', { name: words.tryAgain });
        expect(await tryAgain.getAttribute('href')).toBe(`/replay/${first?.id ?? ''}/learn?decision=2`);
        const review = decisions.first().getByRole('link', { name: words.review, exact: true });
        expect(await review.getAttribute('href')).toBe(`/replay/${first?.id ?? ''}/review`);

        const shot = `${OUT}${language}-${size.width}x${size.height}`;
        await photograph(panel, { path: `${shot}-chart.png` });
        await photograph(page.locator('.profile-decisions'), { path: `${shot}-decisions.png` });
        await page.locator('.profile-reviews-list summary').click();
        await photograph(page, { path: `${shot}.png`, fullPage: true });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > size.width) problems.push(`at ${size.width}: ${width} px wide`);
        problems.push(...(await seriousViolations(page, `profile at ${size.width}`)));
        await page.context().close();
      }
      expect(problems).toEqual([]);
    });
  }

  it('shows no reviewed games for a player without any, and says "your" to the player', async () => {
    const owner = await app.open({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    // The owner is told of their own decisions, a stranger of the player's.
    await apiCall(owner.request, 'POST', ENDPOINTS.logIn.path, {
      username: name,
      password: 'a long enough pass',
    });
    await owner.addInitScript(() => {
      localStorage.setItem('katz.hadSession', '1');
    });
    await owner.goto(`/players/${name}`);
    await expect.poll(() => owner.locator('.profile-chart-key').textContent()).toContain('Your decisions');

    const page = await app.open({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const other = `Plain_${String(Date.now() % 100_000)}`;
    await registerFor(page, other);
    await resigned(page);
    await page.goto(`/players/${other}`);
    await page.locator('.profile-recent li').first().waitFor();
    expect(await page.locator('.profile-reviews, .profile-decisions').count()).toBe(0);
  });
});
