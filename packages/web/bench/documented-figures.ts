/**
 * The first-screen figures that docs/web.md gives, read from its table (the one after the marker line), so that
 * the bench can name a page that got slower than the docs say: the docs are the figures' one home.
 */
import { readFileSync } from 'node:fs';

const DOCS = new URL('../../../docs/web.md', import.meta.url);
const MARKER = '<!-- first-screen figures -->';

/** The documented median in ms by `page|arrival|condition` (`home|cold|localhost`). */
export type DocumentedFigures = ReadonlyMap<string, number>;

export const figureKey = (page: string, arrival: string, condition: string) =>
  `${page}|${arrival}|${condition}`;

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function documentedFigures(): DocumentedFigures {
  const lines = readFileSync(DOCS, 'utf8').split('\n');
  const at = lines.findIndex((line) => line.trim() === MARKER);
  const figures = new Map<string, number>();
  if (at < 0) return figures;
  const table: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.trim().startsWith('|')) {
      if (table.length > 0) break;
      continue;
    }
    table.push(line);
  }
  const [header, , ...rows] = table;
  if (header === undefined) return figures;
  const conditions = cellsOf(header).slice(2);
  for (const row of rows) {
    const [page, arrival, ...values] = cellsOf(row);
    if (page === undefined || arrival === undefined) continue;
    values.forEach((value, index) => {
      const condition = conditions[index];
      const ms = Number(value.replace(/[, ]/g, '').replace(/ms$/, ''));
      if (condition !== undefined && value !== '' && Number.isFinite(ms)) {
        figures.set(figureKey(page, arrival, condition), ms);
      }
    });
  }
  return figures;
}
