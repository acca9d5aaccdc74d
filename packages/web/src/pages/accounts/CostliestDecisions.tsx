/**
 * A profile's costliest decisions of their reviewed games: each with its mark, its turn and cost, the game it
 * was made in, a link to that game's review and one to try the decision again.
 */
import type { Profile, ProfileReviewedGame } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARK_SIGNS, cost } from '../review/review-figures.js';
import { reviewPath, tryAgainPath } from './profile-review-paths.js';

type CostlyDecision = Profile['costliestDecisions'][number];

export function CostliestDecisions({
  decisions,
  games,
  date,
  opponentName,
}: {
  readonly decisions: readonly CostlyDecision[];
  /** The reviewed games, by id: a decision names the one it was made in. */
  readonly games: ReadonlyMap<string, ProfileReviewedGame>;
  /** A moment as the page writes dates. */
  readonly date: (iso: string) => string;
  readonly opponentName: (game: ProfileReviewedGame) => string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <section className="panel profile-decisions" aria-labelledby="profile-decisions-title">
      <h2 id="profile-decisions-title">{t('profile.reviews.decisionsTitle')}</h2>
      <p className="muted">{t('profile.reviews.decisionsLead')}</p>
      <ol className="list profile-decision-list">
        {decisions.map((decision) => {
          const game = games.get(decision.gameId);
          return (
            <li key={`${decision.gameId}-${String(decision.index)}`}>
              <span className="grow">
                <DecisionMark mark={decision.mark} />{' '}
                {t('profile.reviews.decision', { turn: decision.turn, points: cost(decision.cost) })}
                <span className="muted profile-decision-game">
                  {game === undefined
                    ? null
                    : `${t('profile.reviews.decisionGame', { date: date(game.endedAt), name: opponentName(game) })} · `}
                  <Link to={reviewPath(decision.gameId)}>{t('profile.reviews.toReview')}</Link>
                </span>
              </span>
              <Link className="button" to={tryAgainPath(decision.gameId, decision.index)}>
                {t('profile.reviews.tryAgain')}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The review's mark of a decision, as a sign and in words ("unmarked" for none). */
function DecisionMark({ mark }: { readonly mark: CostlyDecision['mark'] }) {
  const { t } = useTranslation('accounts');
  const { t: tPages } = useTranslation('pages');
  return (
    <span className="profile-decision-mark">
      {mark === null ? (
        t('profile.reviews.unmarked')
      ) : (
        <>
          <span className={`review-mark review-mark-${mark}`} aria-hidden="true">
            {MARK_SIGNS[mark]}
          </span>{' '}
          {tPages(`review.marks.${mark}`)}
        </>
      )}
    </span>
  );
}
