/**
 * What a tournament's words say (src/pages/tournaments/tournament-words.ts), in each language: who plays in it
 * (the places taken before the start; once it runs everyone in the standings and those withdrawn, since the view's
 * `players` leaves them out), and what each pairing's link to a game opens, numbered where a pairing has two games
 * (duplicate deals of the first kind, which no new tournament makes, so no browser test meets them) and not a
 * link at all for a table of a duplicate round that only its players may see.
 */
import type { PairingView, SwissTournamentView, TournamentView } from '@katz/protocol';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import deCommon from '../src/i18n/locales/de/common.json' with { type: 'json' };
import deTournaments from '../src/i18n/locales/de/tournaments.json' with { type: 'json' };
import enCommon from '../src/i18n/locales/en/common.json' with { type: 'json' };
import enTournaments from '../src/i18n/locales/en/tournaments.json' with { type: 'json' };
import nlCommon from '../src/i18n/locales/nl/common.json' with { type: 'json' };
import nlTournaments from '../src/i18n/locales/nl/tournaments.json' with { type: 'json' };
import { gameLinkWords, playersText, summaryPlayersText } from '../src/pages/tournaments/tournament-words.js';

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

const ANNA = { id: 'anna-id', name: 'Anna' };
const BERT = { id: 'bert-id', name: 'Bert' };

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

/** Anna against Bert, with games in these states. */
const pairing = (...states: ('running' | 'over' | 'sealed')[]): PairingView => ({
  round: 1,
  board: 1,
  players: [ANNA, BERT],
  games: states.map((state, index) => ({
    id: `g${String(index + 1)}`,
    seat0: ANNA.id,
    state,
    winner: null,
  })),
  points: null,
  field: null,
});

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

describe("a pairing's link to a game", () => {
  it('says what it opens, for whom: play a game of one’s own, watch another’s, replay one over', () => {
    const t = words('en');
    expect(gameLinkWords(t, pairing('running'), 0, ANNA.id)).toEqual({
      kind: 'link',
      text: 'Play',
      label: 'Play: Anna – Bert',
      href: '/game/g1',
    });
    expect(gameLinkWords(t, pairing('running'), 0, 'someone')).toMatchObject({ text: 'Watch' });
    expect(gameLinkWords(t, pairing('running'), 0, undefined)).toMatchObject({ text: 'Watch' });
    expect(gameLinkWords(t, pairing('over'), 0, BERT.id)).toEqual({
      kind: 'link',
      text: 'Replay',
      label: 'Replay: Anna – Bert',
      href: '/replay/g1',
    });
  });

  it.each([
    ['en', 'Replay game 1: Anna – Bert', 'Play game 2', 'Watch game 2'],
    ['de', 'Wiederholung von Partie 1: Anna – Bert', 'Partie 2 spielen', 'Bei Partie 2 zuschauen'],
    ['nl', 'Partij 1 terugkijken: Anna – Bert', 'Partij 2 spelen', 'Partij 2 bekijken'],
  ])('in %s: numbers the two games of a pairing', (language, replayFirst, playSecond, watchSecond) => {
    const t = words(language);
    const two = pairing('over', 'running');
    expect(gameLinkWords(t, two, 0, ANNA.id)).toMatchObject({ label: replayFirst });
    expect(gameLinkWords(t, two, 1, ANNA.id)).toMatchObject({ text: playSecond, href: '/game/g2' });
    expect(gameLinkWords(t, two, 1, 'someone')).toMatchObject({ text: watchSecond });
  });

  it('opens nothing for a table of a duplicate round that only its players see', () => {
    expect(gameLinkWords(words('en'), pairing('sealed'), 0, 'someone')).toEqual({
      kind: 'sealed',
      text: 'in play: shown when the round is over',
    });
  });
});
