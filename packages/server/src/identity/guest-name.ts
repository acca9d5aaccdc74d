/**
 * A guest's made-up name, in the words of the language the browser asks for first among those the web app
 * speaks: "Gast 1234" for German and Dutch, "Guest 1234" otherwise. It is a name like any other once given:
 * the opponent sees it as it is, and the guest may change it.
 */
import { randomInt } from 'node:crypto';

const WORDS: Readonly<Record<string, string>> = { de: 'Gast', nl: 'Gast', en: 'Guest' };

export function guestName(acceptLanguage: string | undefined): string {
  return `${WORDS[preferredLanguage(acceptLanguage)] ?? 'Guest'} ${String(randomInt(1000, 10_000))}`;
}

/** The first of de, nl and en by the header's preference (`de-CH, nl;q=0.8, *;q=0.5`); en when none is asked for. */
function preferredLanguage(header: string | undefined): string {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number(quality ?? 1), index };
    })
    .filter(({ language, quality }) => language in WORDS && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return asked[0]?.language ?? 'en';
}
