/**
 * Challenge a friend: an invitation link (and, if the player wants, a place in the lobby). While one is open the
 * panel shows its link and waits; the player's open invitations are asked of the server (`mine=true`), so a
 * reload, or another device, shows them again, and those beside the newest can be withdrawn here.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { isRegistered, useKnownPlayer } from '../../connection/use-known-player.js';
import { InvitationPanel } from '../shared/InvitationPanel.js';
import { ratedIfRegistered } from '../shared/RatedChoice.js';
import type { HomeChoiceProps } from './home-choices.js';
import { NewInvitation } from './NewInvitation.js';
import { OtherInvitations } from './OtherInvitations.js';
import { useOpenInvitations } from './use-open-invitations.js';

export function InviteFriend({
  choices,
  onChoose,
  onChanged,
}: HomeChoiceProps & {
  /** The lobby changed (an invitation listed there was made or withdrawn). */
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('pages');
  // Rated games are for registered players: a guest sees the choice, and how to get it.
  const player = useKnownPlayer();
  const registered = isRegistered(player);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  // Newest first: the first is the one the panel waits on, those beside it can be withdrawn below.
  const { open, made, withdrawn } = useOpenInvitations({ playerId: player?.id, onChanged });
  const [challenge, ...others] = open;

  const create = async () => {
    setCreating(true);
    setError(null);
    const result = await api.call(ENDPOINTS.createChallenge, {
      body: {
        visibility: choices.lobby ? 'lobby' : 'link',
        turnSeconds: choices.friendSeconds,
        rated: ratedIfRegistered(registered, choices.rated),
      },
    });
    setCreating(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    made(result.value);
  };

  return (
    <section className="panel home-friend" aria-labelledby="home-friend-title">
      <h2 id="home-friend-title">{t('home.friend.title')}</h2>
      {challenge ? (
        <InvitationPanel
          key={challenge.id}
          challenge={challenge}
          onWithdrawn={() => {
            withdrawn(challenge.id);
          }}
        />
      ) : (
        <NewInvitation
          choices={choices}
          onChoose={onChoose}
          registered={registered}
          creating={creating}
          error={error}
          onCreate={() => void create()}
        />
      )}
      {others.length > 0 ? <OtherInvitations challenges={others} onWithdrawn={withdrawn} /> : null}
    </section>
  );
}
