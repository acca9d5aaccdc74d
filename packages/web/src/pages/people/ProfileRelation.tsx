/**
 * On another registered player's profile, for a registered viewer: follow or unfollow them, challenge them, block or
 * unblock them (docs/social.md). The profile says where the viewer stands (`you`); each press changes it on the server, and
 * the buttons show the answer, not the wish.
 */
import { ENDPOINTS, type Relation } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { ChallengeForm } from './ChallengeForm.js';
import './people.css';

type Change = 'follow' | 'unfollow' | 'block' | 'unblock';

export function ProfileRelation({ name, you }: { readonly name: string; readonly you: Relation }) {
  const { t } = useTranslation('pages');
  const [relation, setRelation] = useState(you);
  const [failed, setFailed] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  if (relation === null) return null;
  const change = async (what: Change) => {
    setBusy(true);
    const answer = await api.call(ENDPOINTS[what], { params: { name } });
    setBusy(false);
    setFailed(answer.ok ? null : answer.error);
    if (!answer.ok) return;
    setRelation(
      what === 'follow' || what === 'unfollow'
        ? { ...relation, following: what === 'follow' }
        : // A block ends the follows between the two.
          { following: false, blocking: what === 'block' },
    );
  };
  return (
    <section className="panel profile-relation" aria-label={name}>
      <p className="row">
        {relation.blocking ? null : (
          <button
            type="button"
            className="button"
            aria-pressed={relation.following}
            disabled={busy}
            onClick={() => void change(relation.following ? 'unfollow' : 'follow')}
          >
            {relation.following ? t('people.unfollow') : t('people.follow')}
          </button>
        )}
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          onClick={() => void change(relation.blocking ? 'unblock' : 'block')}
        >
          {relation.blocking ? t('people.unblock') : t('people.block')}
        </button>
      </p>
      {relation.blocking ? null : <ChallengeForm name={name} />}
      <p className="muted" role="status">
        {relation.blocking
          ? t('people.blocking', { name })
          : relation.following
            ? t('people.following', { name })
            : null}
      </p>
      {failed ? <ErrorNotice error={failed} /> : null}
    </section>
  );
}
