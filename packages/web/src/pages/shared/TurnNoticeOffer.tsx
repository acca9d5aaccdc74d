/**
 * Under the table of a correspondence game of one's own, and beside an open correspondence invitation: an offer
 * to be told when it is one's move, for a player who has not set that up. A turn may take days, and a player
 * who closes the tab would otherwise learn of the move only by coming back; few would think of the settings page
 * first. The offer turns pushes on for this device where the server and the browser can, and else points to the
 * mail settings (a browser that blocks this site's notifications is not offered pushes it would refuse); a refusal
 * says why and offers a mail instead; it is not shown when this device already gets pushes, when the player's mail address is
 * confirmed, or once "Not now" was chosen (kept in this browser, for every game: the settings page still has
 * everything).
 */
import { ENDPOINTS } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../connection/browser-connection.js';
import {
  pushLanguage,
  pushSupported,
  subscribeToPush,
  subscribedHere,
} from '../../connection/push-subscription.js';
import './turn-notice.css';

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

/**
 * `wanted`: the page shows a correspondence game or invitation of this player's that is not over. `within`: it
 * stands inside another panel, as a section of it.
 */
export function TurnNoticeOffer({
  wanted,
  place,
}: {
  readonly wanted: boolean;
  /**
   * `bar`: one line above a game's table, in view (under the table it sat half below the fold, and so did the
   * words of a refusal); `section`: a section of another panel (an invitation's); `panel` a box of its own.
   */
  readonly place: 'bar' | 'section' | 'panel';
}) {
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
  if (!wanted || offer === undefined) return null;
  // Nothing to offer: an empty mark, so that a test can tell "asked, and nothing is missing" from "still asking".
  if (offer === 'none') return <span hidden data-turn-notice="none" />;

  const dismiss = () => {
    localStorage.setItem(DISMISSED, new Date().toISOString());
    setOffer('none');
  };
  const turnOn = async (publicKey: string, mailAvailable: boolean) => {
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
  };

  const bar = place === 'bar';
  const box = {
    bar: 'turn-notice turn-notice-bar',
    section: 'turn-notice turn-notice-section',
    panel: 'panel turn-notice',
  }[place];
  if (offer.kind === 'on') {
    return (
      <section className={box} data-testid="turn-notice">
        <p role="status">{t('game.notice.on')}</p>
      </section>
    );
  }
  const lead =
    offer.kind === 'mail'
      ? t(offer.blocked ? 'game.notice.blockedLead' : 'game.notice.mailLead')
      : t(bar ? 'game.notice.barLead' : 'game.notice.pushLead');
  return (
    <section className={box} data-testid="turn-notice">
      {failure === null ? (
        <p className="turn-notice-lead">{lead}</p>
      ) : (
        // In the lead's place, so that it is where the player looks: why, and what to do instead.
        <p role="alert" className="turn-notice-lead turn-notice-failure">
          {failure.text}{' '}
          {failure.mailAvailable ? (
            <Link to="/settings#mail-settings">{t('game.notice.mailInstead')}</Link>
          ) : null}
        </p>
      )}
      <div className="turn-notice-actions">
        {offer.kind === 'push' ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void turnOn(offer.publicKey, offer.mailAvailable)}
          >
            {t(bar ? 'game.notice.pushOnShort' : 'game.notice.pushOn')}
          </button>
        ) : (
          <Link className="button button-primary" to="/settings#mail-settings">
            {t('game.notice.settings')}
          </Link>
        )}
        <button
          type="button"
          className={`button${bar ? ' turn-notice-later' : ''}`}
          aria-label={bar ? t('game.notice.later') : undefined}
          onClick={dismiss}
        >
          {bar ? <span aria-hidden="true">✕</span> : t('game.notice.later')}
        </button>
      </div>
    </section>
  );
}
