/**
 * docs/api.md is where a client's author looks up what a refusal's code means: every code the protocol may carry
 * is named there, so that a code added to the protocol without a word on when it comes fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/index.js';

const api = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

/** How the page writes a code: `illegal-action`, or with its status, `422 illegal-action` (maybe across a line). */
const named = new Set([...api.matchAll(/`(?:\d{3}\s+)?([a-z]+(?:-[a-z]+)*)`/g)].map(([, code]) => code));

describe('docs/api.md', () => {
  it.each(ERROR_CODES)('names the error code %s', (code) => {
    expect(named).toContain(code);
  });
});
