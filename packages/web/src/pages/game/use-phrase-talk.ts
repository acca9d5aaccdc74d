/**
 * The phrases of a game on the server (docs/social.md, "A word in the other's language"): a talk over the page's
 * live connection for a seated player of a game between two people, during the game and after its end (the
 * server takes phrases for an hour after it). None for a spectator, a game against the computer, or a player who
 * turned phrases off in the settings.
 */
import type { GameView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { live } from '../../connection/browser-connection.js';
import { SESSION_HIDDEN_HERE } from '../../table/control/phrase-hidden.js';
import { PhraseTalk } from '../../table/control/phrase-talk.js';
import { useSettings } from '../../settings/settings-store.js';

/** Whether the viewer may say phrases in this game: seated, across from another person. */
const talksHere = (game: GameView): boolean =>
  game.seat !== null && game.seats.every((seat) => seat.kind === 'person');

export function usePhraseTalk(game: GameView | undefined): PhraseTalk | null {
  const { showPhrases } = useSettings();
  const wanted = game !== undefined && showPhrases && talksHere(game);
  const gameId = game?.id;
  const [talk, setTalk] = useState<PhraseTalk | null>(null);
  useEffect(() => {
    if (!wanted || gameId === undefined) return undefined;
    const opened = new PhraseTalk(live, { gameId, hiddenHere: SESSION_HIDDEN_HERE });
    setTalk(opened);
    return () => {
      opened.close();
      setTalk(null);
    };
  }, [wanted, gameId]);
  return talk;
}
