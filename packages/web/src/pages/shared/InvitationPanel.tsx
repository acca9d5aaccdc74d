/**
 * An open invitation of this player: the link to send (copy, or the device's share sheet), a wait for the
 * friend that moves on to the game as soon as they accept, and a way to withdraw it. For a correspondence game,
 * whose friend may accept days later, the offer to be told of one's turn.
 */
import { ENDPOINTS, isCorrespondence, type ChallengeView } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useGameStarted } from '../../connection/use-game-started.js';
import { ErrorNotice } from './ErrorNotice.js';
import { perTurnText } from '../../i18n/time-words.js';
import { TurnNoticeOffer } from './TurnNoticeOffer.js';
import { useCopy } from './use-copy.js';

export function InvitationPanel({
  challenge,
  onWithdrawn,
}: {
  readonly challenge: ChallengeView;
  readonly onWithdrawn: () => void;
}) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const url = new URL(challenge.link, location.origin).toString();
  useGameStarted(challenge.id, (gameId) => {
    setStarted(true);
    void navigate(`/game/${gameId}`);
  });

  const withdraw = async () => {
    const result = await api.call(ENDPOINTS.cancelChallenge, { params: { id: challenge.id } });
    if (result.ok) onWithdrawn();
    else setError(result.error);
  };

  return (
    <div className="invitation" aria-live="polite">
      <p>{t('invitation.send')}</p>
      <InvitationLink url={url} />
      <p className="invitation-wait">
        <span className="spinner" aria-hidden="true" />
        {started ? t('invitation.started') : t('invitation.waiting')}
      </p>
      <p className="muted">
        {perTurnText(challenge.turnSeconds)}
        {challenge.visibility === 'lobby' ? ` · ${t('invitation.inLobby')}` : ''}
      </p>
      {error ? <ErrorNotice error={error} /> : null}
      <button type="button" className="button button-quiet" onClick={() => void withdraw()}>
        {t('invitation.cancel')}
      </button>
      <TurnNoticeOffer wanted={isCorrespondence(challenge.turnSeconds)} place="section" />
    </div>
  );
}

/** The invitation's link, to copy or to hand to the device's share sheet. */
function InvitationLink({ url }: { readonly url: string }) {
  const { t } = useTranslation('pages');
  const { copied, copy } = useCopy(url, 'invitation-link');
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="invitation-link row">
      <label htmlFor="invitation-link" className="visually-hidden">
        {t('invitation.linkLabel')}
      </label>
      <input
        id="invitation-link"
        type="text"
        readOnly
        value={url}
        onFocus={(event) => {
          event.target.select();
        }}
      />
      <button type="button" className="button" onClick={() => void copy()}>
        {copied ? `✓ ${t('invitation.copied')}` : t('invitation.copy')}
      </button>
      {canShare ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.share({ title: t('invitation.shareText'), url }).catch(() => undefined)
          }
        >
          {t('invitation.share')}
        </button>
      ) : null}
    </div>
  );
}
