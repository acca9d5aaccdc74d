/**
 * The endings a newcomer is given (issue 64, item 10): the original rules end a game two ways, by a player's last
 * stock card (they win) and by the draw pile running out (fewer stock cards wins, equal counts are a draw), and
 * the game-over panel says so; the guided first game told only the first. In German, Dutch and English, the
 * rules page and the guided game's steps both state each ending, in the glossary's words.
 */
import { PILE_NAMES } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';

/** The words that make each ending, per language: who wins when the stock is empty, and when the draw pile is. */
const ENDINGS = {
  en: { locale: 'en-GB', wins: /\bwins?\b/, fewer: /\bfewer\b/, draw: /\ba draw\b/ },
  de: { locale: 'de-DE', wins: /\bgewinnt\b/, fewer: /\bweniger\b/, draw: /\bunentschieden\b/ },
  nl: { locale: 'nl-NL', wins: /\bwint\b/, fewer: /\bminste\b/, draw: /\bgelijkspel\b/ },
} as const;

describe.skipIf(!runBrowserTests)('the endings of a game', () => {
  const app = useWebApp();

  for (const [language, words] of Object.entries(ENDINGS) as [
    keyof typeof ENDINGS,
    (typeof ENDINGS)['en'],
  ][]) {
    it(`are the same on the rules page and in the guided game, in ${language}`, async () => {
      const names = PILE_NAMES[language];
      const page = await app.open({ locale: words.locale, viewport: { width: 1440, height: 900 } });
      const said: Record<string, string> = {};
      await page.goto('/rules');
      said.rules = await page.locator('#end').innerText();
      await page.goto('/learn');
      await page.locator('.game-table').waitFor();
      said.learn = (await page.locator('.learn-steps li').allTextContents()).join(' ');
      for (const [where, text] of Object.entries(said)) {
        const sentences = text.toLowerCase().split(/(?<=[.:;])\s+/);
        const about = (name: string) => sentences.filter((sentence) => sentence.includes(name.toLowerCase()));
        // The last stock card wins.
        expect(
          about(names.stock).some((sentence) => words.wins.test(sentence)),
          `${where}: ${text}`,
        ).toBe(true);
        // The draw pile out: fewer stock cards win, and equal counts are a draw.
        const drawPileEnding = text.toLowerCase().slice(text.toLowerCase().indexOf(names.draw.toLowerCase()));
        expect(text.toLowerCase(), `${where}: ${text}`).toContain(names.draw.toLowerCase());
        expect(drawPileEnding, `${where}: ${text}`).toMatch(words.fewer);
        expect(drawPileEnding, `${where}: ${text}`).toMatch(words.draw);
      }
    });
  }
});
