/**
 * The settings' defaults: "confirm the turn" waits for a confirmation in correspondence games only (days per
 * turn), not in live games or practice, unless the player says otherwise (issue 28, item 5).
 */
import { isCorrespondence } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { confirmsTurn, readSettings } from '../src/settings/settings.js';

describe('confirm the turn', () => {
  const defaults = readSettings(null);

  it.each([
    { seconds: 30, correspondence: false },
    { seconds: 120, correspondence: false },
    { seconds: 300, correspondence: false },
    { seconds: 86_400, correspondence: true },
    { seconds: 2 * 86_400, correspondence: true },
    { seconds: 14 * 86_400, correspondence: true },
  ])('$seconds s per turn is correspondence: $correspondence', ({ seconds, correspondence }) => {
    expect(isCorrespondence(seconds)).toBe(correspondence);
    expect(confirmsTurn(defaults, { correspondence })).toBe(correspondence);
  });

  it('follows the player’s own choice either way', () => {
    expect(confirmsTurn(readSettings({ confirmTurn: 'on' }), { correspondence: false })).toBe(true);
    expect(confirmsTurn(readSettings({ confirmTurn: 'off' }), { correspondence: true })).toBe(false);
  });
});
