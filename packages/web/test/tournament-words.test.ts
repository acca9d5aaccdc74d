/**
 * What a tournament's words say (src/pages/tournaments/tournament-words.ts), in each language: who plays in it
 * (the places taken before the start; once it runs everyone in the standings and those withdrawn, since the view's
 * `players` leaves them out).
 */
import type { SwissTournamentView, TournamentView } from '@katz/protocol';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import deCommon from '../src/i18n/locales/de/common.json' with { type: 'json' };
import deTournaments from '../src/i18n/locales/de/tournaments.json' with { type: 'json' };
import enCommon from '../src/i18n/locales/en/common.json' with { type: 'json' };
import enTournaments from '../src/i18n/locales/en/tournaments.json' with { type: 'json' };
import nlCommon from '../src/i18n/locales/nl/common.json' with { type: 'json' };
import nlTournaments from '../src/i18n/locales/nl/tournaments.json' with { type: 'json' };
import { playersText, summaryPlayersText } from '../src/pages/tournaments/tournament-words.js';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: {
      de: { common: deCommon, tournaments: deTournaments },
      nl: { common: nlCommon, tournaments: nlTournaments },
      en: { common: enCommon, tournaments: enTournaments },
    },
  });
});

const words = (language: string) => i18next.getFixedT(language, 'tournaments');

/** A Swiss of five, one of whom has withdrawn, in the given state. */
function swiss(state: TournamentView['state']): SwissTournamentView {
  const line = (name: string, withdrawn: boolean) => ({
    rank: 1,
    player: { id: name, name },
    score: 0,
    field: null,
    buchholz: 0,
    sonnebornBerger: 0,
    pairings: 1,
    byes: 0,
    withdrawn,
  });
  return {
    format: 'swiss',
    state,
    players: 4,
    maxPlayers: 64,
    standings: ['a', 'b', 'c', 'd', 'e'].map((name) => line(name, name === 'e')),
  } as unknown as SwissTournamentView;
}

describe('who plays in a tournament', () => {
  it.each([
    ['en', '4 of 64 places taken', '5 players, 1 withdrawn', '4 players still in', '4 played to the end'],
    [
      'de',
      '4 von 64 Plätzen belegt',
      '5 Spieler, 1 zurückgezogen',
      'noch 4 Spieler dabei',
      '4 bis zum Schluss dabei',
    ],
    [
      'nl',
      '4 van 64 plaatsen bezet',
      '5 spelers, 1 teruggetrokken',
      'nog 4 spelers in het toernooi',
      '4 speelden tot het eind',
    ],
  ])(
    'in %s: the places before the start, then everyone and those withdrawn',
    (language, open, running, listRunning, listOver) => {
      const t = words(language);
      expect(playersText(t, swiss('open'))).toBe(open);
      expect(playersText(t, swiss('running'))).toBe(running);
      expect(playersText(t, swiss('finished'))).toBe(running);
      expect(summaryPlayersText(t, swiss('open'))).toBe(open);
      expect(summaryPlayersText(t, swiss('running'))).toBe(listRunning);
      expect(summaryPlayersText(t, swiss('finished'))).toBe(listOver);
    },
  );
});
