/**
 * The tournament creation form's one request (src/pages/tournaments/tournament-body.ts): each format sends its own
 * settings and none of the other's, and a Swiss sends its rounds at set times only by correspondence, so that the
 * server (which refuses a mix, docs/api.md) accepts what the form makes. Checked against the protocol's schema.
 */
import { TOURNAMENT_BODY } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES, tournamentBody } from '../src/pages/tournaments/tournament-body.js';

const NOW = Date.parse('2026-12-04T18:00:00Z');

describe('the tournament form’s request', () => {
  it('sends a correspondence Swiss’s rounds at set times, and never a live one’s', () => {
    const weekly = tournamentBody(
      { ...DEFAULT_CHOICES, name: 'Weekly', swissTurnSeconds: 2 * 86_400, roundDays: 7 },
      NOW,
    );
    expect(weekly).toMatchObject({ format: 'swiss', roundDays: 7, turnSeconds: 172_800 });
    const live = tournamentBody(
      { ...DEFAULT_CHOICES, name: 'Quick', swissTurnSeconds: 120, roundDays: 7 },
      NOW,
    );
    expect(live).not.toHaveProperty('roundDays');
    const arena = tournamentBody({ ...DEFAULT_CHOICES, name: 'Arena', format: 'arena', roundDays: 7 }, NOW);
    expect(arena).not.toHaveProperty('roundDays');
    expect(arena).not.toHaveProperty('rounds');
    for (const body of [weekly, live, arena]) expect(TOURNAMENT_BODY.safeParse(body).success).toBe(true);
  });
});
