/**
 * The review's figures are written as the page's language writes numbers: a decimal comma in German and Dutch, a
 * space before the percent sign in German, and the minus sign, not a hyphen, before a loss.
 */
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cost, percent, points, tenths } from '../src/pages/review/review-figures.js';

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', supportedLngs: ['de', 'nl', 'en'], resources: {} });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});

describe("the review's figures", () => {
  it.each([
    ['en', '93.5', '+3.2', '−1.0', '0.0', '6.6', '63%'],
    ['de', '93,5', '+3,2', '−1,0', '0,0', '6,6', '63 %'],
    ['nl', '93,5', '+3,2', '−1,0', '0,0', '6,6', '63%'],
  ])('in %s', async (language, accuracy, gain, loss, none, costly, chance) => {
    await i18next.changeLanguage(language);
    expect(tenths(93.46)).toBe(accuracy);
    expect(points(0.0321)).toBe(gain);
    expect(points(-0.0099)).toBe(loss);
    expect(points(0.0004)).toBe(none);
    expect(cost(0.066)).toBe(costly);
    // German puts a no-break space before the sign, so that the figure and its sign stay on one line.
    expect(percent(0.634).replace('\u00a0', ' ')).toBe(chance);
  });
});
