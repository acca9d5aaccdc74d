/**
 * docs/bots.md, "The ladder", is the one place the computer levels' measured matches and fixed ratings are
 * written down: its table of matches gives the very wins, draws and losses the server rates the levels from,
 * its table of ratings gives what the server serves, and no other page keeps a table of either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMPUTER_RATINGS,
  LADDER_MATCHES,
  ladderScore,
  ratingDifference,
} from '../src/ratings/computer-ratings.js';

const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

/** The section from its heading to the next heading of its level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}`);
  if (start === -1) throw new Error(`no section "${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** A match row: `| strong vs solid | 1232/92/676 | …`. */
const MATCH_ROW = /^\| ([a-z]+) vs ([a-z]+) +\| (\d+)\/(\d+)\/(\d+) +\|/gm;
/** A rating row: `| strong | 1705 | strong vs solid 66.3%: +117 |` (or `the anchor`). */
const RATING_ROW = /^\| ([a-z]+) +\| (\d+) +\| ([^|]*?) +\|$/gm;
/** How a rating row says where its figure comes from. */
const FROM = /^([a-z]+) vs ([a-z]+) (\d+\.\d)%: ([+−])(\d+)$/;

const ladder = section(read('docs/bots.md'), 'The ladder');

describe('the ladder in docs/bots.md', () => {
  it('reports exactly the matches the server rates the levels from', () => {
    const documented = [...ladder.matchAll(MATCH_ROW)].map(([, level, opponent, wins, draws, losses]) => ({
      level,
      opponent,
      wins: Number(wins),
      draws: Number(draws),
      losses: Number(losses),
    }));
    expect(documented).toHaveLength(LADDER_MATCHES.length);
    expect(new Set(documented.map((match) => JSON.stringify(match)))).toEqual(
      new Set(LADDER_MATCHES.map((match) => JSON.stringify(match))),
    );
  });

  it('gives every level the rating the server serves, and says from which match', () => {
    const rows = [...ladder.matchAll(RATING_ROW)].map(([, level, rating, from]) => ({
      level: level ?? '',
      rating: Number(rating),
      from: from ?? '',
    }));
    expect(rows.map(({ level, rating }) => ({ level, rating }))).toEqual(COMPUTER_RATINGS);
    const ratingOf = (level: string) => rows.find((row) => row.level === level)?.rating ?? NaN;
    for (const row of rows) {
      if (row.from.startsWith('the anchor')) {
        expect(row.rating).toBe(1000);
        continue;
      }
      const [, level, opponent, percent, sign, difference] = FROM.exec(row.from) ?? [];
      const match = LADDER_MATCHES.find((entry) => entry.level === level && entry.opponent === opponent);
      expect(match, row.from).toBeDefined();
      const score = ladderScore(match!);
      expect(percent, row.from).toBe((score * 100).toFixed(1));
      // The row's level sits above or below the other by the difference its score gives.
      const other = row.level === level ? opponent! : level!;
      const shift = (row.level === level ? 1 : -1) * ratingDifference(score);
      const written = `${shift < 0 ? '−' : '+'}${String(Math.round(Math.abs(shift)))}`;
      expect(`${sign ?? ''}${difference ?? ''}`, row.from).toBe(written);
      expect(Math.abs(row.rating - ratingOf(other) - shift), row.from).toBeLessThanOrEqual(1);
    }
  });

  it('is the only page with a table of the matches or the ratings', () => {
    const pages = ['README.md', ...readdirSync(new URL('docs/', ROOT)).map((file) => `docs/${file}`)];
    for (const page of pages.filter((name) => name.endsWith('.md'))) {
      const text = page === 'docs/bots.md' ? read(page).replace(ladder, '') : read(page);
      const levels = new Set(COMPUTER_RATINGS.map((entry) => entry.level));
      const ratingRows = [...text.matchAll(RATING_ROW)].filter(([, level]) => levels.has(level as never));
      expect(
        ratingRows.map(([row]) => row),
        page,
      ).toEqual([]);
      const scoreRows = text.split('\n').filter((line) => /^\| [a-z]+ vs [a-z]+ +\| \d+\.\d%/.test(line));
      expect(scoreRows, page).toEqual([]);
    }
  });
});
