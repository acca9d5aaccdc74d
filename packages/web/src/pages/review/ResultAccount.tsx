/**
 * Where a player's result came from (docs/review.md, "Where the result came from"), in one line and a bar: their
 * chance at the start, plus what their own decisions did, plus what their opponent's did to them, plus what the
 * cards did, is the result, in points of the chance to win; and below it the verdict, one sentence a newcomer
 * understands, on whether the play or the cards decided the game.
 */
import type { PlayerReview } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { percent, points } from './review-figures.js';

/** The bar's parts, in the order they add up: each a step from where the one before left the chance. */
const PARTS = ['own', 'opponent', 'cards'] as const;

export function ResultAccount({
  player,
  opponent,
}: {
  readonly player: PlayerReview;
  /** The opponent's name, for the sentences. */
  readonly opponent: string;
}) {
  const { t } = useTranslation('pages');
  const { account, verdict } = player;
  const outcome = account.final === 1 ? 'won' : account.final === 0 ? 'lost' : 'drawn';
  const result = account.ended ? t(`review.account.${outcome}`) : percent(account.final);
  return (
    <div className="review-account">
      <p className="review-account-line">
        {t('review.account.line', {
          start: percent(account.start),
          own: points(account.own),
          opponent: points(account.opponent),
          cards: points(account.cards),
          result,
        })}
      </p>
      <AccountBar player={player} />
      <p className="review-verdict">
        <strong>{t(`review.verdict.${verdict}.${outcome}`, { name: opponent })}</strong>
      </p>
    </div>
  );
}

/**
 * The account as a bar from 0 to 100%: the start as a mark, then each part a segment from where the chance stood
 * to where it took it (green where it helped, red where it cost), ending at the result.
 */
function AccountBar({ player }: { readonly player: PlayerReview }) {
  const { t } = useTranslation('pages');
  const { account } = player;
  let at = account.start;
  const segments = PARTS.map((part) => {
    const from = at;
    at += account[part];
    return { part, from, to: at };
  });
  // Parts can run past 0 or 100% on the way (the decisions and the cards of a long game add up to more than the
  // game's range): the bar is scaled to hold them all.
  const low = Math.min(0, ...segments.map((segment) => Math.min(segment.from, segment.to)));
  const high = Math.max(1, ...segments.map((segment) => Math.max(segment.from, segment.to)));
  const x = (value: number) => `${String(((value - low) / (high - low)) * 100)}%`;
  return (
    <div className="review-account-bar" aria-hidden="true">
      {segments.map(({ part, from, to }, index) => (
        <span
          key={part}
          className={`review-account-part review-account-${part} ${to >= from ? 'is-gain' : 'is-loss'}`}
          style={{
            left: x(Math.min(from, to)),
            width: x(low + Math.abs(to - from)),
            top: `${String(index * 33)}%`,
          }}
          title={t(`review.account.${part}`)}
        />
      ))}
      <span className="review-account-start" style={{ left: x(account.start) }} />
      <span className="review-account-even" style={{ left: x(0.5) }} />
    </div>
  );
}
