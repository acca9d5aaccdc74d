/**
 * The player's open invitations, newest first, asked of the server (`mine=true`) so that a reload, or another
 * device, shows them again. Asked once the session's player is known (a first visit has no session until the page
 * makes a guest), and again after each one made or withdrawn here.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { api } from '../../connection/browser-connection.js';

export function useOpenInvitations({
  playerId,
  onChanged,
}: {
  readonly playerId: string | undefined;
  /** Hears each invitation made or withdrawn here (the lobby may list it). */
  readonly onChanged: () => void;
}) {
  const [open, setOpen] = useState<readonly ChallengeView[]>([]);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (playerId === undefined) return;
    let current = true;
    void api.call(ENDPOINTS.listChallenges, { query: { mine: 'true' } }).then((result) => {
      if (current && result.ok) setOpen(result.value);
    });
    return () => {
      current = false;
    };
  }, [round, playerId]);

  return {
    open,
    made: (challenge: ChallengeView) => {
      setOpen((list) => [challenge, ...list]);
      // A list asked before the invitation was made (on a first visit it is asked as the guest session starts,
      // beside this call) would answer without it and take it off the page: asking again drops that answer.
      setRound((value) => value + 1);
      onChanged();
    },
    withdrawn: (id: string) => {
      setOpen((list) => list.filter((challenge) => challenge.id !== id));
      setRound((value) => value + 1);
      onChanged();
    },
  };
}
