/**
 * Above the table of a correspondence game of one's own, and beside an open correspondence invitation: an offer
 * to be told when it is one's move, for a player who has not set that up. A turn may take days, and a player
 * who closes the tab would otherwise learn of the move only by coming back; few would think of the settings page
 * first. The offer turns pushes on for this device where the server and the browser can, and else points to the
 * mail settings (a browser that blocks this site's notifications is not offered pushes it would refuse); a refusal
 * says why and offers a mail instead; it is not shown when this device already gets pushes, when the player's mail
 * address is confirmed, or once "Not now" was chosen (kept in this browser, for every game: the settings page still
 * has everything). What is offered, and the answers, are use-turn-notice-offer.ts's.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTurnNoticeOffer } from './use-turn-notice-offer.js';
import './turn-notice.css';

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
  const { t } = useTranslation('pages');
  const { offer, failure, dismiss, turnOn } = useTurnNoticeOffer(wanted);
  if (!wanted || offer === undefined) return null;
  // Nothing to offer: an empty mark, so that a test can tell "asked, and nothing is missing" from "still asking".
  if (offer === 'none') return <span hidden data-turn-notice="none" />;

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
