/**
 * Under the table of a correspondence game of one's own, and beside an open correspondence invitation: an offer
 * to be told when it is one's move, for a player who has not set that up. A turn may take days, and a player
 * who closes the tab would otherwise learn of the move only by coming back; few would think of the settings page
 * first. The offer turns pushes on for this device where the server and the browser can, and else points to the
 * mail settings; it is not shown when this device already gets pushes, when the player's mail address is
 * confirmed, or once "Not now" was chosen (kept in this browser, for every game: the settings page still has
 * everything).
 */
import { ENDPOINTS } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../server/browser-connection.js';
import {
  pushLanguage,
  pushSupported,
  subscribeToPush,
  subscribedHere,
} from '../../server/push-subscription.js';
import './turn-notice.css';

const DISMISSED = 'katz.turnNoticeOffer';

type Offer =
  { readonly kind: 'push'; readonly publicKey: string } | { readonly kind: 'mail' } | { readonly kind: 'on' };

/** What this player is offered now, or null when nothing is missing or nothing can be offered. */
async function offerFor(): Promise<Offer | null> {
  const settings = await api.call(ENDPOINTS.getNotifications);
  if (!settings.ok) return null;
  const { mail, push } = settings.value;
  if (mail.confirmed) return null;
  if (push.publicKey !== null && pushSupported()) {
    return (await subscribedHere()) ? null : { kind: 'push', publicKey: push.publicKey };
  }
  return mail.available ? { kind: 'mail' } : null;
}

/**
 * `wanted`: the page shows a correspondence game or invitation of this player's that is not over. `within`: it
 * stands inside another panel, as a section of it.
 */
export function TurnNoticeOffer({
  wanted,
  within = false,
}: {
  readonly wanted: boolean;
  readonly within?: boolean;
}) {
  const { t, i18n } = useTranslation('pages');
  // Undefined while the server and the browser are asked; 'none' once they said nothing is missing.
  const [offer, setOffer] = useState<Offer | 'none' | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
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
  const turnOn = async (publicKey: string) => {
    setFailure(null);
    const outcome = await subscribeToPush(publicKey, pushLanguage(i18n.resolvedLanguage));
    if (outcome.ok) setOffer({ kind: 'on' });
    else
      setFailure(
        outcome.reason === 'denied'
          ? t('settings.notify.pushDenied')
          : t('game.notice.failed', { message: outcome.message }),
      );
  };

  const box = within ? 'turn-notice turn-notice-section' : 'panel turn-notice';
  if (offer.kind === 'on') {
    return (
      <section className={box} data-testid="turn-notice">
        <p role="status">{t('game.notice.on')}</p>
      </section>
    );
  }
  return (
    <section className={box} data-testid="turn-notice">
      <p>{t(offer.kind === 'push' ? 'game.notice.pushLead' : 'game.notice.mailLead')}</p>
      <div className="turn-notice-actions">
        {offer.kind === 'push' ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void turnOn(offer.publicKey)}
          >
            {t('game.notice.pushOn')}
          </button>
        ) : (
          <Link className="button button-primary" to="/settings">
            {t('game.notice.settings')}
          </Link>
        )}
        <button type="button" className="button" onClick={dismiss}>
          {t('game.notice.later')}
        </button>
      </div>
      {failure === null ? null : (
        <p role="alert" className="notice notice-error">
          {failure} <Link to="/settings">{t('game.notice.settings')}</Link>
        </p>
      )}
    </section>
  );
}
