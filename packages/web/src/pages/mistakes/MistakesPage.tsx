/**
 * "Learn from your mistakes", `/replay/{id}/learn` (docs/review.md): a seat's marked decisions of a finished
 * game (review/learn-list.ts), one after another, each on the table as that seat saw it, to find a better turn
 * and have it judged by the review's own measure (DecisionTry.tsx). The seat is the one of the decision asked
 * for (`?decision=`), else the one asked for (`?seat=`), else the viewer's own; a viewer who did not play may
 * choose between the two players. The review is the one the review page shows: kept in this browser, kept by
 * the server, or computed here.
 */
import type { GameReview } from '@katz/bots/review';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { FinishedGameFrame, type FinishedGame } from '../finished/FinishedGameFrame.js';
import { turnNumbers, turnOfAction } from '../record/turn-numbers.js';
import { useReview } from '../review/use-review.js';
import { DecisionNav } from './DecisionNav.js';
import { DecisionTry } from './DecisionTry.js';
import { useJudge } from './judge-client.js';
import { SeatChoice } from './SeatChoice.js';
import { shownDecision } from './shown-decision.js';
import '../shared/pages.css';
import './mistakes.css';

export function MistakesPage() {
  const { t } = useTranslation('pages');
  return (
    <FinishedGameFrame title={t('learn.title')} runningLead={t('review.running')} watchRunning={false}>
      {(game) => <ReviewedGame game={game} />}
    </FinishedGameFrame>
  );
}

/** The game's review as it comes: asked of the server, or computed here with its progress. */
function ReviewedGame({ game }: { readonly game: FinishedGame }) {
  const { t } = useTranslation('pages');
  const state = useReview(game.replay.id, game.replay.record);
  if (state.state === 'done') return <Mistakes game={game} review={state.review} />;
  return (
    <div className="page">
      <h1>{t('learn.title')}</h1>
      {state.state === 'asking' ? (
        <p className="app-loading" aria-live="polite">
          {t('review.asking')}
        </p>
      ) : state.state === 'failed' ? (
        <p role="alert">{t('review.failed', { message: state.message })}</p>
      ) : (
        <section className="panel" aria-labelledby="mistakes-progress">
          <h2 id="mistakes-progress">{t('review.working')}</h2>
          <progress max={state.total} value={state.done} aria-labelledby="mistakes-progress" />
          <p aria-live="polite">{t('review.progress', { done: state.done, total: state.total })}</p>
        </section>
      )}
    </div>
  );
}

function Mistakes({ game, review }: { readonly game: FinishedGame; readonly review: GameReview }) {
  const { t } = useTranslation('pages');
  const { replay, moments, names, mine } = game;
  const player = useKnownPlayer();
  const judge = useJudge();
  const [search, setSearch] = useSearchParams();
  const turns = useMemo(() => turnNumbers(moments), [moments]);
  const { asked, seat, list, at, decision } = shownDecision(review.decisions, search, mine);
  const before = decision === undefined ? undefined : moments[decision.firstAction]?.position;
  const about = (
    <>
      {player !== undefined && mine === null ? (
        <SeatChoice
          seat={seat}
          names={names}
          onChoose={(option) => {
            setSearch({ seat: String(option) }, { replace: true });
          }}
        />
      ) : null}
      <p>
        <Link to={`/replay/${replay.id}/review`}>{t('learn.toReview')}</Link>
      </p>
    </>
  );
  const go = (index: number) => {
    const next = list[index];
    if (next !== undefined) setSearch({ decision: String(next.index) }, { replace: true });
  };

  // Asked for nothing, the page starts at the viewer's own decisions: once it knows who they are.
  if (player === undefined && !asked) return <p className="app-loading">{t('replay.loading')}</p>;
  return (
    <div className="mistakes">
      <div className="mistakes-bar">
        <h1 className="mistakes-title visually-hidden-phone">{t('learn.title')}</h1>
        {decision === undefined ? null : (
          <DecisionNav
            decision={decision}
            at={at}
            total={list.length}
            turn={turnOfAction(turns, decision.firstAction)}
            onGo={go}
          />
        )}
      </div>
      {decision === undefined || before === undefined ? (
        <div className="panel mistakes-none">
          <p>{t('learn.none', { name: names[seat] })}</p>
          {about}
        </div>
      ) : (
        <DecisionTry
          key={decision.index}
          replay={replay}
          settings={review.settings}
          decision={decision}
          name={names[seat]}
          opponent={names[seat === 0 ? 1 : 0]}
          before={before}
          judge={judge}
          about={about}
        />
      )}
    </div>
  );
}
