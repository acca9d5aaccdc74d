/**
 * An invitation link, `/invite/{id}`: who invites and with what time per turn, and one button to accept and
 * go to the table. Its creator sees their own open invitation (to copy and wait); a link that was accepted,
 * withdrawn or never existed says so plainly.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { LoadedCall } from '../shared/LoadedCall.js';
import { InvitationPanel } from '../shared/InvitationPanel.js';
import { durationText } from '../../i18n/time-words.js';
import '../shared/pages.css';
import './invite.css';

export function InvitePage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('invite.title'));
  const id = useParams().id ?? '';
  const { call, reload } = useCall(ENDPOINTS.getChallenge, { params: { id } }, id);

  return (
    <LoadedCall
      call={call}
      retry={reload}
      loading={t('invite.loading')}
      goneTitle={t('invite.unknownTitle')}
      goneLead={t('invite.unknown')}
    >
      {(challenge) => <Invitation challenge={challenge} reload={reload} />}
    </LoadedCall>
  );
}

function Invitation({
  challenge,
  reload,
}: {
  readonly challenge: ChallengeView;
  readonly reload: () => void;
}) {
  const { t } = useTranslation('pages');
  const { t: r } = useTranslation('ratings');
  // A new visitor is no guest yet: accepting makes one. Someone who may be the creator is asked first (undefined).
  const player = useKnownPlayer();
  const { accepting, error, accept } = useAcceptance(challenge.id, reload);
  const own = player?.id === challenge.creator.id;
  const name = challenge.creator.name;

  return (
    <div className="page invite">
      <section className="panel panel-felt invite-card">
        <p className="invite-eyebrow">{t('invite.title')}</p>
        <h1>{t('invite.from', { name })}</h1>
        <p className="invite-time">
          {t('invite.turnTime', { time: durationText(challenge.turnSeconds) })}
          {' · '}
          {challenge.rated ? r('rated') : r('unrated')}
        </p>
        {challenge.state === 'open' && !own ? (
          <button
            type="button"
            className="button button-primary"
            disabled={accepting || player === undefined}
            onClick={() => void accept()}
          >
            {accepting ? t('invite.accepting') : t('invite.accept')}
          </button>
        ) : null}
        {challenge.state === 'accepted' ? <p className="invite-state">{t('invite.accepted')}</p> : null}
        {challenge.state === 'accepted' && challenge.gameId !== null ? (
          <Link className="button button-primary" to={`/game/${challenge.gameId}`}>
            {own ? t('invite.toGame') : t('invite.watch')}
          </Link>
        ) : null}
        {challenge.state === 'cancelled' ? (
          <p className="invite-state">{t('invite.cancelled', { name })}</p>
        ) : null}
        {error ? <ErrorNotice error={error} /> : null}
      </section>
      {challenge.state === 'open' && own ? (
        <section className="panel">
          <h2>{t('invite.own')}</h2>
          <InvitationPanel challenge={challenge} onWithdrawn={reload} />
        </section>
      ) : null}
      {challenge.state !== 'open' ? (
        <p>
          <Link className="button" to="/">
            {t('invite.newGame')}
          </Link>
        </p>
      ) : (
        <p className="muted">
          {t('invite.rulesHint')} <Link to="/rules">{t('home.rules')}</Link>
        </p>
      )}
    </div>
  );
}

/** Accepting the invitation: on to the game it makes, or the refusal, with the invitation read again. */
function useAcceptance(id: string, reload: () => void) {
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const accept = async () => {
    setAccepting(true);
    setError(null);
    const result = await api.call(ENDPOINTS.acceptChallenge, { params: { id } });
    if (result.ok) {
      void navigate(`/game/${result.value.gameId}`);
      return;
    }
    setAccepting(false);
    setError(result.error);
    reload();
  };
  return { accepting, error, accept };
}
