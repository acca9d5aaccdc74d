/**
 * "Hide phrases in this game", kept in this tab's session (sessionStorage): a reload keeps it, another game or a
 * new visit shows phrases again. Hiding them always is a setting (settings.ts, `showPhrases`).
 */
import type { HiddenHere } from './phrase-talk.js';

const keyOf = (gameId: string) => `katz.phrasesHidden.${gameId}`;

export const SESSION_HIDDEN_HERE: HiddenHere = {
  isHidden: (gameId) => {
    try {
      return sessionStorage.getItem(keyOf(gameId)) !== null;
    } catch {
      // A page refused its storage: phrases show.
      return false;
    }
  },
  hide: (gameId) => {
    try {
      sessionStorage.setItem(keyOf(gameId), '1');
    } catch {
      // Not kept across a reload, but hidden on this page all the same (the talk's own state says so).
    }
  },
};
