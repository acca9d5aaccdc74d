/**
 * The end of a game: who won and why, play again, the replay and the game's review (at the replay's address and
 * `/review`), and the fairness check explained in a sentence. A table of a duplicate round still in play says
 * instead when its replay and review open.
 */
import type { PlayerIndex } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import { useEffect, useRef, useState } from 'react';
import type { TableT } from '../words/table-words.js';
import './GameOverPanel.css';

export interface GameOverPanelProps {
  readonly t: TableT;
  readonly game: GameView;
  readonly names: readonly [string, string];
  readonly onRematch?: (() => void) | undefined;
  readonly replayHref?: string | undefined;
}

export function GameOverPanel({ t, game, names, onRematch, replayHref }: GameOverPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    heading.current?.focus();
  }, [folded]);
  const result = game.result;
  if (result === null) return null;
  // Over, but its seed kept back: a table of a duplicate round whose other tables still play the same cards.
  const sealed = game.seed === null;
  const { title, because } = resultWords(t, game, names, result);
  if (folded) {
    // Folded away to look at the final table; the result stays in view, one tap from the panel.
    return (
      <section className="game-over-folded" aria-labelledby="game-over-title" data-testid="game-over">
        <h2 id="game-over-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            setFolded(false);
          }}
        >
          {t('over.unfold')}
        </button>
      </section>
    );
  }
  return (
    <section className="game-over" aria-labelledby="game-over-title" data-testid="game-over">
      <h2 id="game-over-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{because}</p>
      {sealed ? <p className="game-over-sealed">{t('over.sealed')}</p> : null}
      <div className="game-over-actions">
        {onRematch === undefined ? null : (
          <button type="button" className="button button-primary" onClick={onRematch}>
            {t('over.rematch')}
          </button>
        )}
        {replayHref === undefined || sealed ? null : (
          <a className="button" href={replayHref}>
            {t('over.replay')}
          </a>
        )}
        {replayHref === undefined || sealed ? null : (
          <a className="button" href={`${replayHref}/review`} data-testid="review-link">
            {t('over.review')}
          </a>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setFolded(true);
          }}
        >
          {t('over.fold')}
        </button>
      </div>
      <FairnessDetails t={t} seed={game.seed} seedHash={game.seedHash} />
    </section>
  );
}

/** The result's heading and why the game ended, from the viewer's seat. */
function resultWords(
  t: GameOverPanelProps['t'],
  game: GameOverPanelProps['game'],
  names: GameOverPanelProps['names'],
  result: NonNullable<GameOverPanelProps['game']['result']>,
): { readonly title: string; readonly because: string } {
  const { winner, reason } = result;
  const title =
    winner === null
      ? t('over.draw')
      : game.seat === null
        ? t('over.won', { name: names[winner] })
        : winner === game.seat
          ? t('over.youWon')
          : t('over.youLost');
  const loser = winner === null ? 0 : winner === 0 ? 1 : 0;
  const own = game.seat ?? 0;
  const because =
    reason === 'drawPile'
      ? t('over.reason.drawPile', {
          own: game.view.players[own].stockCount,
          other: game.view.players[own === 0 ? 1 : 0].stockCount,
        })
      : reasonText(t, reason, reason === 'stock' ? (winner ?? 0) : loser, game.seat, names);
  return { title, because };
}

/** The deal's seed and its hash, for anyone who wants to check the shuffle (docs/fairness.md). */
function FairnessDetails({
  t,
  seed,
  seedHash,
}: {
  readonly t: GameOverPanelProps['t'];
  readonly seed: string | null;
  readonly seedHash: string;
}) {
  return (
    <details className="fairness">
      <summary>{t('over.fairness')}</summary>
      <p>{t('over.fairnessExplained')}</p>
      <dl>
        <dt>{t('over.seed')}</dt>
        <dd>
          <code>{seed ?? '—'}</code>
        </dd>
        <dt>{t('over.hash')}</dt>
        <dd>
          <code>{seedHash}</code>
        </dd>
      </dl>
    </details>
  );
}

/**
 * Why the game ended, naming who did it: the viewer in the second person ("Du hast aufgegeben"), since German
 * cannot put "Du" in the sentence made for a name.
 */
function reasonText(
  t: TableT,
  reason: 'stock' | 'resigned' | 'timeout',
  seat: PlayerIndex,
  viewer: PlayerIndex | null,
  names: readonly [string, string],
): string {
  return seat === viewer ? t(`over.reason.${reason}You`) : t(`over.reason.${reason}`, { name: names[seat] });
}
