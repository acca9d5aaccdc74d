/**
 * A game on the server, `/game/{id}`: its players play it, anyone else watches the public view. The game is
 * read over HTTP first (so an unknown id gets a clear page at once), then followed live; a reload comes back to
 * the same place. When it is over: the replay, and a new game against the same opponent (a rematch offer to a
 * person). The header shows how many people watch. A correspondence game's player who would not hear of their
 * turn is offered notifications above the table. Its two players, if both are people, say phrases to each other
 * (use-phrase-talk.ts).
 */
import { ENDPOINTS, isCorrespondence, type GameView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { api, live } from '../../connection/browser-connection.js';
import { ServerGameSource } from '../../connection/server-game-source.js';
import { useCall } from '../../connection/use-call.js';
import { GameTable } from '../../table/GameTable.js';
import { HeaderStatus } from '../../app/HeaderStatus.js';
import { ConnectionBadge } from '../shared/ConnectionBadge.js';
import { LoadedCall } from '../shared/LoadedCall.js';
import { TurnNoticeOffer } from '../shared/TurnNoticeOffer.js';
import { seatName } from '../../game/seat-name.js';
import { computerName } from '../shared/computer-name.js';
import { Rematch, useRematch } from './Rematch.js';
import { useSourceState } from './use-source-state.js';
import { useClockPause } from './use-clock-pause.js';
import { useTableNews } from './use-table-news.js';
import { usePhraseTalk } from './use-phrase-talk.js';
import { Watchers } from './Watchers.js';
import type { FromGame } from '../tournaments/arena-games.js';
import '../shared/pages.css';
import './game.css';

export function GamePage() {
  const { t } = useTranslation('pages');
  const id = useParams().id ?? '';
  const { call, reload } = useCall(ENDPOINTS.getGame, { params: { id } }, id);
  usePageTitle(t('game.title'));

  return (
    <LoadedCall
      call={call}
      retry={reload}
      loading={t('game.loading')}
      goneTitle={t('game.notFoundTitle')}
      goneLead={t('game.notFound')}
    >
      {(game) => <LiveGame key={id} initial={game} />}
    </LoadedCall>
  );
}

function LiveGame({ initial }: { readonly initial: GameView }) {
  const [source, setSource] = useState<ServerGameSource | null>(null);
  useEffect(() => {
    const opened = new ServerGameSource(initial.id, live, {
      initial,
      loadLog: () => api.call(ENDPOINTS.getLog, { params: { id: initial.id }, query: { since: 0 } }),
    });
    setSource(opened);
    return () => {
      opened.close();
    };
  }, [initial]);
  return source ? <GameScreen source={source} /> : null;
}

function GameScreen({ source }: { readonly source: ServerGameSource }) {
  const { t } = useTranslation('pages');
  const game = useSourceState(source)?.game;
  const news = useTableNews(source.gameId);
  const rematch = useRematch(game, news);
  const pausedUntil = useClockPause(game);
  const talk = usePhraseTalk(game);
  if (!game) return null;
  const names = game.seats.map((seat) => seatName(seat, computerName(t)));

  return (
    <div className="game-page">
      <ConnectionBadge source={source} />
      <Watchers count={news?.spectators ?? 0} />
      {game.tournament === null ? null : (
        // Back to the tournament in one tap, in the header beside the table: an arena's page takes its player on
        // to their next game (tournaments/arena-games.ts), told which game they come from.
        <HeaderStatus>
          <Link
            className="game-tournament"
            to={`/tournaments/${game.tournament.id}`}
            state={{ fromGame: game.id } satisfies FromGame}
            aria-label={t('game.tournament', { name: game.tournament.name })}
            title={game.tournament.name}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M7 2h10v2h4v3a5 5 0 0 1-5 5h-.4A5 5 0 0 1 13 14.9V18h4v4H7v-4h4v-3.1A5 5 0 0 1 8.4 12H8a5 5 0 0 1-5-5V4h4V2zm-2 4v1a3 3 0 0 0 2 2.8V6H5zm14 0h-2v3.8A3 3 0 0 0 19 7V6z"
                fill="currentColor"
              />
            </svg>
            <span className="game-tournament-name visually-hidden-narrow">{game.tournament.name}</span>
          </Link>
        </HeaderStatus>
      )}
      <h1 className="visually-hidden">{t('game.vs', { first: names[0], second: names[1] })}</h1>
      {/* Above the table, in view: the table leaves it its height (game.css). */}
      <TurnNoticeOffer
        wanted={game.seat !== null && game.state === 'running' && isCorrespondence(game.turnSeconds)}
        place="bar"
      />
      <GameTable
        source={source}
        replayHref={`/replay/${game.id}`}
        pausedUntil={pausedUntil}
        talk={talk}
        // Once a rematch is offered, by either player, the offer's bar below holds its buttons.
        {...(rematch.offer && rematch.offered === null && !rematch.starting
          ? { onRematch: rematch.offer }
          : {})}
      />
      <Rematch state={rematch} />
    </div>
  );
}
