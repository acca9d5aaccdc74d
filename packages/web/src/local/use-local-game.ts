/** Starts a local game for a page and closes it when the page leaves or a new one starts. */
import { useEffect, useState } from 'react';
import { LocalGameSource, type LocalGameOptions } from './local-game-source.js';

export function useLocalGame(options: LocalGameOptions | null): LocalGameSource | null {
  const [source, setSource] = useState<LocalGameSource | null>(null);
  const key =
    options === null ? '' : `${options.seed}|${options.level}|${options.paceMs ?? ''}|${options.name}`;
  useEffect(() => {
    if (options === null) return undefined;
    let live = true;
    let started: LocalGameSource | null = null;
    void LocalGameSource.start(options).then((game) => {
      if (!live) {
        game.close();
        return;
      }
      started = game;
      setSource(game);
    });
    return () => {
      live = false;
      started?.close();
      setSource(null);
    };
    // The key names the options; a new object with the same options keeps the game.
  }, [key]);
  return source;
}
