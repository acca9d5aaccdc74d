/**
 * Every span of time the app writes, from its one home (`src/i18n/time-words.ts`) in the common words: a turn's
 * time, a clock's time left (the table's clock and the home page's games say the same), a wait, in each language.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import deCommon from '../src/i18n/locales/de/common.json' with { type: 'json' };
import enCommon from '../src/i18n/locales/en/common.json' with { type: 'json' };
import nlCommon from '../src/i18n/locales/nl/common.json' with { type: 'json' };
import { durationText, perTurnText, timeLeftText, waitText } from '../src/i18n/time-words.js';

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { de: { common: deCommon }, nl: { common: nlCommon }, en: { common: enCommon } },
  });
});

describe('the time words', () => {
  it.each([
    [
      'en',
      '30 seconds',
      '1 minute',
      '2 days per turn',
      '0:42',
      '3 h 20 min',
      '2 d 4 h',
      '1 hour and 5 minutes',
    ],
    [
      'de',
      '30 Sekunden',
      '1 Minute',
      '2 Tage pro Zug',
      '0:42',
      '3 Std. 20 Min.',
      '2 T. 4 Std.',
      '1 Stunde und 5 Minuten',
    ],
    [
      'nl',
      '30 seconden',
      '1 minuut',
      '2 dagen per beurt',
      '0:42',
      '3 u 20 min',
      '2 d 4 u',
      '1 uur en 5 minuten',
    ],
  ])('in %s', async (language, seconds, minute, perTurn, clock, hours, days, wait) => {
    await i18next.changeLanguage(language);
    expect(durationText(30)).toBe(seconds);
    expect(durationText(60)).toBe(minute);
    expect(perTurnText(2 * 86_400)).toBe(perTurn);
    expect(timeLeftText(41_200)).toBe(clock);
    expect(timeLeftText(3 * HOUR_MS + 20 * 60_000)).toBe(hours);
    expect(timeLeftText(52 * HOUR_MS)).toBe(days);
    expect(waitText(3_900)).toBe(wait);
  });

  it('never counts below nothing, and a wait of a moment is one second', async () => {
    await i18next.changeLanguage('en');
    expect(timeLeftText(-5_000)).toBe('0:00');
    expect(waitText(0.2)).toBe('1 second');
  });
});
