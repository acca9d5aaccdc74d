/**
 * The profile chart's whole numbers, written as the page's language writes numbers (read at each call, so a
 * language switch applies); its figures with decimals are the review's (`pages/review/review-figures.ts`).
 */
import i18next from 'i18next';

const formats = new Map<string, Intl.NumberFormat>();

function wholeNow(): Intl.NumberFormat {
  const language = i18next.resolvedLanguage ?? i18next.language;
  let kept = formats.get(language);
  if (kept === undefined) {
    kept = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    formats.set(language, kept);
  }
  return kept;
}

/** A whole number: "100", and "1.000" in German. */
export const wholeNumber = (value: number) => wholeNow().format(value);

/** Whole points of the chance to win, signed as the review signs them: "+20", "−20", "0". */
export function wholePoints(points: number): string {
  const rounded = Math.round(points);
  if (rounded === 0) return wholeNumber(0);
  return `${rounded > 0 ? '+' : '−'}${wholeNumber(Math.abs(rounded))}`;
}
