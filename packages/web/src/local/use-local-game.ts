/**
 * Starts a local game for a page and closes it when the page leaves or a new one starts. With `keepAs`, the
 * game is kept in the tab's session storage and the first start of the page picks up a kept game that is not
 * over yet (a reload puts the player back where they were).
 */
import { useEffect, useState } from 'react';
import { keepGame, readKeptGame } from './kept-game.js';
import { LocalGameSource, type LocalGameOptions } from './local-game-source.js';

export interface LocalGameRequest extends LocalGameOptions {
  /** Session storage key to keep the game under. */
  readonly keepAs?: string;
  /** Whether a kept game may stand in for this one (false once the player asked for a new game). */
  readonly resume?: boolean;
}

export function useLocalGame(request: LocalGameRequest | null): LocalGameSource | null {
  const [source, setSource] = useState<LocalGameSource | null>(null);
  const key =
    request === null ? '' : `${request.seed}|${request.level}|${request.paceMs ?? ''}|${request.name}`;
  useEffect(() => {
    if (request === null) return undefined;
    const { keepAs, resume, ...options } = request;
    const kept = keepAs !== undefined && resume === true ? readKeptGame(keepAs) : null;
    const startWith: LocalGameOptions = {
      ...options,
      ...(kept === null ? {} : { seed: kept.seed, level: kept.level, actions: kept.actions }),
      ...(keepAs === undefined
        ? {}
        : {
            onActions: (actions, over) => {
              keepGame(
                keepAs,
                over ? null : { seed: startWith.seed, level: startWith.level, actions: [...actions] },
              );
            },
          }),
    };
    let live = true;
    let started: LocalGameSource | null = null;
    LocalGameSource.start(startWith).then(
      (game) => {
        if (!live) {
          game.close();
          return;
        }
        started = game;
        setSource(game);
      },
      (error: unknown) => {
        // A kept game that no longer replays is forgotten; the page starts a new one on its next visit.
        if (keepAs !== undefined) keepGame(keepAs, null);
        console.error(error);
      },
    );
    return () => {
      live = false;
      started?.close();
      setSource(null);
    };
    // The key names the request; a new object with the same content keeps the game.
  }, [key]);
  return source;
}
