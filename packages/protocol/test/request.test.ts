/** A client's two halves of the contract: building a request from typed input, and reading the answer with its schema. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, ProtocolMismatch, readReply, requestOf } from '../src/index.js';

describe('requestOf', () => {
  it('fills the path, appends the query and encodes the body', () => {
    expect(requestOf(ENDPOINTS.getLog, { params: { id: 'a/b' }, query: { since: 3 } })).toEqual({
      method: 'GET',
      url: '/api/games/a%2Fb/log?since=3',
    });
    const play = requestOf(ENDPOINTS.play, {
      params: { id: 'g1' },
      body: { version: 4, actions: [{ type: 'discard', card: '7H', to: 0 }] },
    });
    expect(play.method).toBe('POST');
    expect(play.url).toBe('/api/games/g1/actions');
    expect(JSON.parse(play.body ?? '')).toEqual({
      version: 4,
      actions: [{ type: 'discard', card: '7H', to: 0 }],
    });
  });

  it('names a missing path parameter', () => {
    expect(() => requestOf(ENDPOINTS.getGame, {})).toThrow(/parameter id is missing/);
  });
});

describe('readReply', () => {
  const health = {
    status: 'ok',
    database: 'pglite',
    process: {
      id: 'kq3vYb0Zr8Xw',
      clockLease: true,
      computerTurns: 0,
      computerDecisions: 12,
      computerDecisionsWasted: 0,
      rateLimitedClients: 3,
      rateLimitedAddresses: 1,
      verifiedSessions: 2,
    },
  };

  it('gives the parsed answer, or the refusal with its status', () => {
    expect(readReply(ENDPOINTS.health, 200, health)).toEqual({ ok: true, value: health });
    const refusal = { error: { code: 'game-not-found', message: 'there is no game x' } };
    expect(readReply(ENDPOINTS.getGame, 404, refusal)).toEqual({
      ok: false,
      error: { status: 404, code: 'game-not-found', message: 'there is no game x' },
    });
  });

  it('throws when an answer drifts from its schema, naming the field', () => {
    expect(() => readReply(ENDPOINTS.health, 200, { ...health, database: 'mysql' })).toThrow(
      ProtocolMismatch,
    );
    expect(() => readReply(ENDPOINTS.health, 200, { ...health, extra: 1 })).toThrow(/extra/);
    expect(() => readReply(ENDPOINTS.getGame, 500, '<html>')).toThrow(/without the API's error body/);
  });
});
