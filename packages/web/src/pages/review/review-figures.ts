/**
 * The review's figures as the page shows them, written as its language writes numbers: points of the chance to
 * win, marks as signs, the costliest turns.
 */
import type { Mark, ReviewedDecision } from '@katz/bots/review';
import type { PlayerIndex } from '@katz/engine';
import i18next from 'i18next';
import './marks.css';

/** The formats of one language, made on first use: a format is costly to make and cheap to use. */
interface Formats {
  readonly tenths: Intl.NumberFormat;
  readonly percent: Intl.NumberFormat;
  readonly hundredths: Intl.NumberFormat;
}

const formats = new Map<string, Formats>();

/**
 * The figures' formats in the page's current language (read at each call, so a language switch applies): German
 * and Dutch write "39,6" and German "63 %", where English writes "39.6" and "63%".
 */
function formatsNow(): Formats {
  const language = i18next.resolvedLanguage ?? i18next.language;
  let kept = formats.get(language);
  if (kept === undefined) {
    kept = {
      tenths: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
      hundredths: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }),
    };
    formats.set(language, kept);
  }
  return kept;
}

/** A chance (0 to 1) in percent, rounded: "63%", "63 %". */
export const percent = (chance: number) => formatsNow().percent.format(chance);

/** A figure with one decimal: "93.5", "93,5" (an accuracy). */
export const tenths = (value: number) => formatsNow().tenths.format(value);

/** A share of the chance in points, signed, one decimal: "+3.2", "−1.0", "+3,2". */
export function points(value: number): string {
  const rounded = Math.round(value * 1000) / 10;
  if (rounded === 0) return tenths(0);
  return `${rounded > 0 ? '+' : '−'}${tenths(Math.abs(rounded))}`;
}

/** Unsigned points, one decimal: "3.2", "3,2". */
export const cost = (value: number) => tenths(Math.round(value * 1000) / 10);

/** A mark's threshold in points, as exact as it is set: "0.25", "0,25", "3". */
export const thresholdPoints = (share: number) => formatsNow().hundredths.format(share * 100);

/** The signs chess readers know: ?! an inaccuracy, ? a mistake, ?? a blunder. */
export const MARK_SIGNS: Readonly<Record<Mark, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A seat's costliest decisions, costliest first, those that cost something. */
export function costliest(
  decisions: readonly ReviewedDecision[],
  seat: PlayerIndex,
  count: number,
): ReviewedDecision[] {
  return decisions
    .filter((decision) => decision.seat === seat && decision.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.index - b.index)
    .slice(0, count);
}

/** The mark of the decision each action starts, by the record's action index. */
export function marksByAction(decisions: readonly ReviewedDecision[]): Map<number, Mark> {
  const marks = new Map<number, Mark>();
  for (const decision of decisions)
    if (decision.mark !== null) marks.set(decision.firstAction, decision.mark);
  return marks;
}
