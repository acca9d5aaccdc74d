/**
 * What happens around a game's table besides its moves (how many watch it, a rematch offer), as the server
 * tells it: asked once over HTTP, then kept up to date by the live `table` messages of the watched game.
 */
import { ENDPOINTS, type TableNews } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { api, live } from '../../connection/browser-connection.js';

export function useTableNews(gameId: string): TableNews | null {
  const [news, setNews] = useState<TableNews | null>(null);
  useEffect(() => {
    let current = true;
    let heard = false;
    const stop = live.listen((message) => {
      if (message.type !== 'table' || message.gameId !== gameId) return;
      heard = true;
      setNews({ spectators: message.spectators, rematch: message.rematch });
    });
    void api.call(ENDPOINTS.tableNews, { params: { id: gameId } }).then((result) => {
      // A live message is newer than this answer can be.
      if (current && !heard && result.ok) setNews(result.value);
    });
    return () => {
      current = false;
      stop();
    };
  }, [gameId]);
  return news;
}
