/**
 * "Learn from your mistakes" (`/replay/{id}/learn`, docs/review.md) as a player uses it, by mouse, by touch on a
 * phone and by keyboard: opened from the review's links, a try made on the table, judged in the page's worker by
 * the review's own measure, its verdict (holding the focus), and the answer played out on the table. The game
 * (support/learn-game.ts) has three known mistakes, each a stock card skipped: played again, the judge finds the
 * try no better; the stock card played, as good as the best. The table shows only what the seat saw: the other
 * hand face down, and after the try no card it would have turned up (no new hand card, no next stock card).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replay as replayRecord, viewPosition, type Card, type Position } from '@katz/engine';
import { seriousViolations } from './support/axe-check.js';
import { runBrowserTests } from './support/browser.js';
import { drag } from './support/table-driver.js';
import { learnGame, type PlantedMistake } from './support/learn-game.js';
import { reviewedGamePage } from './support/reviewed-game.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

/** The cards the table shows face up in the own hand, in order. */
const handCards = (page: Page) =>
  page
    .locator('[data-testid="learn-table"] .area-own [data-hand-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card') ?? ''));

const OUT = fileURLToPath(new URL('../test-artifacts/learn/', import.meta.url));

/** A photograph of the page for people to look at (not kept in git). */
async function photographNamed(page: Page, name: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const size = page.viewportSize();
  await photograph(page, { path: `${OUT}${name}-${size?.width ?? 0}x${size?.height ?? 0}.png` });
}

/** How much wider than the screen the page is (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The id of the element with the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe.skipIf(!runBrowserTests)('learn from your mistakes', () => {
  const app = useWebApp();
  const game = learnGame();
  const reviewPath = `/replay/${game.replay.id}/review`;
  const [blunder, second, third] = game.planted;

  /** The game's position as a planted mistake is decided, and the seat's view of it. */
  function atMistake(planted: PlantedMistake): { position: Position; hand: readonly Card[]; stockTop: Card } {
    const decision = game.review.decisions[planted.decision];
    if (decision === undefined) throw new Error('no such decision');
    const cut = replayRecord({
      ...game.replay.record,
      actions: game.replay.record.actions.slice(0, decision.firstAction),
    });
    if (!cut.ok) throw new Error(cut.error.message);
    const view = viewPosition(cut.value.position, 0);
    const stockTop = view.players[0].stockTop;
    if (stockTop === null || view.players[0].hand === undefined) throw new Error('no stock or hand');
    return { position: cut.value.position, hand: view.players[0].hand, stockTop };
  }

  it('by mouse: the mistake again is no better, and the answer is played on the table', async () => {
    if (blunder === undefined) throw new Error('no planted mistake');
    const page = await app.open({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
      appSettings: { animationSpeed: 'off' },
    });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByTestId('review-done').waitFor();
    await page
      .getByTestId('costly-decision')
      .filter({ hasText: `Turn ${blunder.turn}:` })
      .getByRole('link', { name: 'Try it again' })
      .click();
    await page.waitForURL(`**/replay/${game.replay.id}/learn?decision=${blunder.decision}`);
    await expect
      .poll(() => page.getByTestId('decision-which').textContent())
      .toBe(`?? blunder 1 of 3 · turn ${blunder.turn}`);
    const { hand, stockTop } = atMistake(blunder);
    expect(await handCards(page)).toEqual(hand);
    await photographNamed(page, 'en-table');
    // The other hand face down: every card face up is one the seat saw.
    expect(await page.locator('[data-slot="hand-1"] [data-card]').count()).toBe(0);

    // The mistake again: the same card onto the same discard pile.
    await drag(
      page,
      page.locator(`[data-source^="hand"][data-card="${blunder.played.card}"]`),
      page.locator(`[data-target="discard:${blunder.played.to}"]`),
    );
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-judgement')).toBe('worse');
    expect(await verdict.locator('h2').textContent()).toBe('Your try: No better than what you played');
    await expect.poll(() => focusedId(page)).toBe('mistakes-verdict-title');
    await photographNamed(page, 'en-verdict');
    // The table as the try left it: the card on its pile, the hand not refilled, the turn not passed.
    const left = [...hand];
    left.splice(left.indexOf(blunder.played.card), 1);
    expect(await handCards(page)).toEqual(left);
    expect(
      await page.locator(`[data-slot="discard-0-${blunder.played.to}"] [data-top]`).getAttribute('data-card'),
    ).toBe(blunder.played.card);

    await page.getByRole('button', { name: 'Show the answer' }).click();
    await page.getByTestId('answer').waitFor();
    await expect.poll(() => focusedId(page)).toBe('mistakes-answer-title');
    await page.getByTestId('answer-best').getByRole('button', { name: 'Play it on the table' }).click();
    await page.locator(`[data-slot="building-${blunder.best.to}"] [data-card="${stockTop}"]`).waitFor();
    expect(await page.getByTestId('answer-steps').textContent()).toBe(
      'The best turn: move 1 of 1 on the table (what the last one turns up is not shown)',
    );
    // The stock's next card is not turned up.
    expect(await page.locator('[data-slot="stock-0"] [data-card]').count()).toBe(0);
    await photographNamed(page, 'en-answer');
    expect(await seriousViolations(page, 'learn, answer, 1440x900')).toEqual([]);
  });

  it('by touch on a phone: the stock card played is as good as the best', async () => {
    if (second === undefined) throw new Error('no second planted mistake');
    const page = await app.open({
      locale: 'de-DE',
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
      appSettings: { animationSpeed: 'off' },
    });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByRole('link', { name: 'Aus den Fehlern von Alma lernen' }).tap();
    await page.waitForURL(`**/replay/${game.replay.id}/learn?seat=0`);
    const which = page.getByTestId('decision-which');
    await expect.poll(() => which.textContent()).toBe(`?? grober Fehler 1 von 3 · Zug ${blunder?.turn ?? 0}`);
    await page.getByRole('button', { name: 'Nächste Entscheidung' }).tap();
    await expect.poll(() => which.textContent()).toBe(`? Fehler 2 von 3 · Zug ${second.turn}`);
    await page.waitForURL(`**/learn?decision=${second.decision}`);
    const { hand, stockTop } = atMistake(second);
    await expect.poll(() => handCards(page)).toEqual(hand);
    expect(await overflow(page)).toBe(0);
    await photographNamed(page, 'de-table');

    await page.locator('[data-source="stock"]').tap();
    await page.locator(`[data-target="building:${second.best.to}"][data-legal="true"]`).tap();
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-judgement')).toBe('best');
    expect(await verdict.locator('h2').textContent()).toBe('Dein Versuch: So gut wie der beste Zug');
    await expect.poll(() => focusedId(page)).toBe('mistakes-verdict-title');
    // The stock card on its pile, and the next one not turned up.
    await page.locator(`[data-slot="building-${second.best.to}"] [data-card="${stockTop}"]`).waitFor();
    expect(await page.locator('[data-slot="stock-0"] [data-card]').count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    await photographNamed(page, 'de-verdict');

    await page.getByRole('button', { name: 'Lösung zeigen' }).tap();
    await page.getByTestId('answer').waitFor();
    const played = page.getByTestId('answer-played');
    await played.getByRole('button', { name: 'Auf dem Tisch spielen' }).tap();
    await page
      .locator(`[data-slot="discard-0-${second.played.to}"] [data-top][data-card="${second.played.card}"]`)
      .waitFor();
    await expect
      .poll(() => page.getByTestId('answer-steps').textContent())
      .toContain('Dein gespielter Zug: Schritt 1 von 1 auf dem Tisch');
    // The step's words and the table under them in view.
    expect(
      await page.getByTestId('answer-steps').evaluate((bar) => bar.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
    expect(await handCards(page)).toHaveLength(hand.length - 1);
    expect(await overflow(page)).toBe(0);
    await photographNamed(page, 'de-answer');
    expect(await seriousViolations(page, 'learn, answer, 360x640')).toEqual([]);
  });

  it('by keyboard: the best turn, then the mistake again after Try again', async () => {
    if (third === undefined) throw new Error('no third planted mistake');
    const page = await app.open({
      locale: 'nl-NL',
      viewport: { width: 1440, height: 900 },
      appSettings: { animationSpeed: 'off' },
    });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page
      .getByTestId('costly-decision')
      .filter({ hasText: `Beurt ${third.turn}:` })
      .getByRole('link', { name: 'Probeer het opnieuw' })
      .click();
    await page.waitForURL(`**/learn?decision=${third.decision}`);
    const { hand } = atMistake(third);
    await expect.poll(() => handCards(page)).toEqual(hand);
    // The table holds the focus as it opens: Tab goes to its regions, the own piles' first stop the stock.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ''))
      .toContain('game-table');
    const region = () => page.evaluate(() => document.activeElement?.getAttribute('data-region') ?? '');
    const target = () => page.evaluate(() => document.activeElement?.getAttribute('data-target') ?? '');
    for (let step = 0; step < 4 && (await region()) !== 'piles'; step++) await page.keyboard.press('Tab');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    // The stock card is up: the focus on the first building pile it fits; the arrows to the best turn's.
    const wanted = `building:${third.best.to}`;
    for (let step = 0; step < 8 && (await target()) !== wanted; step++)
      await page.keyboard.press('ArrowRight');
    expect(await target()).toBe(wanted);
    await page.keyboard.press('Enter');
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-judgement')).toBe('best');
    expect(await verdict.locator('h2').textContent()).toBe('Je poging: Net zo goed als de beste beurt');
    await expect.poll(() => focusedId(page)).toBe('mistakes-verdict-title');

    // From the verdict by keys: the answer, its first move on the table.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Toon de oplossing');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('mistakes-answer-title');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Speel het op tafel');
    await page.keyboard.press('Enter');
    // The one move is on the table: the focus on the words above it.
    await expect
      .poll(focusedText)
      .toBe('De beste beurt: zet 1 van 1 op tafel (wat de laatste zou omdraaien, blijft verborgen)');
    await photographNamed(page, 'nl-answer');

    // Try again: the table as it was, the mistake again by keys (the card's number, the arrows, Enter).
    for (let step = 0; step < 6 && (await focusedText()) !== 'Opnieuw proberen'; step++)
      await page.keyboard.press('Shift+Tab');
    expect(await focusedText()).toBe('Opnieuw proberen');
    await page.keyboard.press('Enter');
    await page.getByTestId('verdict').waitFor({ state: 'detached' });
    await expect.poll(() => handCards(page)).toEqual(hand);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.game-table') !== null))
      .toBe(true);
    await page.keyboard.press(String(hand.indexOf(third.played.card) + 1));
    const discard = `discard:${third.played.to}`;
    if ((await target()).startsWith('building')) await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 10 && (await target()) !== discard; step++)
      await page.keyboard.press('ArrowRight');
    expect(await target()).toBe(discard);
    await page.keyboard.press('Enter');
    await page.getByTestId('verdict').waitFor();
    expect(await page.getByTestId('verdict').getAttribute('data-judgement')).toBe('worse');
    await expect.poll(() => focusedId(page)).toBe('mistakes-verdict-title');
    await photographNamed(page, 'nl-verdict');
  });
});
