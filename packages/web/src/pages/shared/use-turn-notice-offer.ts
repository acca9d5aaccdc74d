/**
 * What the turn notice offer offers this player, asked of the server and the browser when the page wants it: pushes
 * where both can, else the mail settings, else nothing (already told by push or by mail, or "Not now" chosen in
 * this browser); and the two answers a player gives, turning pushes on (a refusal kept in words) and "Not now".
 */
import { ENDPOINTS } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../connection/browser-connection.js';
import {
  pushLanguage,
  pushSupported,
  subscribeToPush,
  subscribedHere,
} from '../../connection/push-subscription.js';

const DISMISSED = 'katz.turnNoticeOffer';

type Offer =
  | { readonly kind: 'push'; readonly publicKey: string; readonly mailAvailable: boolean }
  /** `blocked`: the browser blocks this site's notifications already, so pushes are not offered. */
  | { readonly kind: 'mail'; readonly blocked: boolean }
  | { readonly kind: 'on' };

/** What this player is offered now, or null when nothing is missing or nothing can be offered. */
async function offerFor(): Promise<Offer | null> {
  const settings = await api.call(ENDPOINTS.getNotifications);
  if (!settings.ok) return null;
  const { mail, push } = settings.value;
  if (mail.confirmed) return null;
  const blocked = pushSupported() && Notification.permission === 'denied';
  if (push.publicKey !== null && pushSupported() && !blocked) {
    return (await subscribedHere())
      ? null
      : { kind: 'push', publicKey: push.publicKey, mailAvailable: mail.available };
  }
  return mail.available ? { kind: 'mail', blocked } : null;
}

/** Why turning pushes on failed, in words: what the browser refused, and what the player can do about it. */
interface Failure {
  readonly text: string;
  readonly mailAvailable: boolean;
}

/** `wanted`: the page shows a correspondence game or invitation of this player's that is not over. */
export function useTurnNoticeOffer(wanted: boolean) {
  const { t, i18n } = useTranslation('pages');
  // Undefined while the server and the browser are asked; 'none' once they said nothing is missing.
  const [offer, setOffer] = useState<Offer | 'none' | undefined>(undefined);
  const [failure, setFailure] = useState<Failure | null>(null);
  useEffect(() => {
    if (!wanted || localStorage.getItem(DISMISSED) !== null) return;
    let current = true;
    void offerFor().then((found) => {
      if (current) setOffer(found ?? 'none');
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  return {
    offer,
    failure,
    /** "Not now": kept in this browser, for every game. */
    dismiss: () => {
      localStorage.setItem(DISMISSED, new Date().toISOString());
      setOffer('none');
    },
    turnOn: async (publicKey: string, mailAvailable: boolean) => {
      setFailure(null);
      const outcome = await subscribeToPush(publicKey, pushLanguage(i18n.resolvedLanguage));
      if (outcome.ok) setOffer({ kind: 'on' });
      else
        setFailure({
          text:
            outcome.reason === 'denied'
              ? t('game.notice.denied')
              : t('game.notice.noService', { message: outcome.message }),
          mailAvailable,
        });
    },
  };
}
