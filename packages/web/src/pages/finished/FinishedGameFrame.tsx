/**
 * What the finished game's pages (the replay, the review, learn from your mistakes) share: the page's title, the
 * game read by its address, and the states before there is one to show (loading, still running, not there, a
 * failed request). Once it is there, each page is handed the game as they all read it: its moments, its players'
 * names and the viewer's own seat, and draws only its own content.
 */
import type { PlayerIndex } from '@katz/engine';
import { ENDPOINTS, type ReplayView } from '@katz/protocol';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { seatName } from '../../game/seat-name.js';
import { momentsOf, type Moment } from '../record/replay-steps.js';
import { computerName } from '../shared/computer-name.js';
import { Gone } from '../shared/Gone.js';
import { LoadedCall } from '../shared/LoadedCall.js';

export interface FinishedGame {
  readonly replay: ReplayView;
  readonly moments: readonly Moment[];
  readonly names: readonly [string, string];
  /** "A vs B", for a page's heading. */
  readonly versus: string;
  /** The viewer's seat, when they played this game. */
  readonly mine: PlayerIndex | null;
}

export function FinishedGameFrame({
  title,
  runningLead,
  watchRunning,
  children,
}: {
  readonly title: string;
  /** What a page says of a game that is still running: it is shown only once the game is over. */
  readonly runningLead: string;
  /** Whether a running game's page offers to watch it. */
  readonly watchRunning: boolean;
  /** The page's own content; a component, since the page's hooks live in it. */
  readonly children: (game: FinishedGame) => ReactNode;
}) {
  const { t } = useTranslation('pages');
  usePageTitle(title);
  const id = useParams().id ?? '';
  const { call, reload } = useCall(ENDPOINTS.getReplay, { params: { id } }, id);
  if (call.state === 'failed' && call.error.code === 'game-running') {
    return (
      <Gone title={title} lead={runningLead}>
        {watchRunning ? (
          <p>
            <Link className="button" to={`/game/${id}`}>
              {t('replay.watchRunning')}
            </Link>
          </p>
        ) : null}
      </Gone>
    );
  }
  return (
    <LoadedCall
      call={call}
      retry={reload}
      loading={t('replay.loading')}
      goneTitle={t('game.notFoundTitle')}
      goneLead={t('replay.notFound')}
    >
      {(replay) => <FinishedGameShown replay={replay} show={children} />}
    </LoadedCall>
  );
}

/** The game as every finished game's page reads it, handed to the page's content. */
function FinishedGameShown({
  replay,
  show,
}: {
  readonly replay: ReplayView;
  readonly show: (game: FinishedGame) => ReactNode;
}) {
  const { t } = useTranslation('pages');
  const player = useKnownPlayer();
  const moments = useMemo(() => momentsOf(replay), [replay]);
  const seat = replay.seats.findIndex((one) => one.kind === 'person' && one.id === player?.id);
  const [first, second] = replay.seats.map((one) => seatName(one, computerName(t)));
  const names = [first ?? '', second ?? ''] as const;
  return (
    <>
      {show({
        replay,
        moments,
        names,
        versus: t('game.vs', { first: names[0], second: names[1] }),
        mine: seat === 0 || seat === 1 ? seat : null,
      })}
    </>
  );
}
