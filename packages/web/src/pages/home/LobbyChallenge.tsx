/**
 * A challenge in the lobby: who made it, the time per turn, whether it is rated, and accepting it; the player's
 * own is marked as theirs, with withdrawing it instead.
 */
import type { ChallengeView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { perTurnText } from '../../i18n/time-words.js';
import '../shared/ratings.css';

export function LobbyChallenge({
  challenge,
  own,
  busy,
  onAccept,
  onWithdraw,
}: {
  readonly challenge: ChallengeView;
  /** Whether the player made it. */
  readonly own: boolean;
  /** Whether a challenge is being accepted: no second one meanwhile. */
  readonly busy: boolean;
  readonly onAccept: () => void;
  readonly onWithdraw: () => void;
}) {
  const { t } = useTranslation('pages');
  const { t: r } = useTranslation('ratings');
  const time = perTurnText(challenge.turnSeconds);
  return (
    <li>
      <span className="grow">
        <strong>{challenge.creator.name}</strong> <span className="muted">· {time}</span>
        {challenge.rated ? <span className="badge badge-rated">{r('ratedBadge')}</span> : null}
      </span>
      {own ? (
        <>
          <span className="badge">{t('home.lobby.yours')}</span>
          <button type="button" className="button button-quiet" onClick={onWithdraw}>
            {t('invitation.cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={t('home.lobby.acceptLabel', { name: challenge.creator.name, time })}
          onClick={onAccept}
        >
          {t('home.lobby.accept')}
        </button>
      )}
    </li>
  );
}
