/**
 * A guided first game: a fixed deal against the gentlest computer, the rules in five steps beside the table
 * (the last: both ways a game ends, as the rules page and the original rules give them),
 * and a hint button that points at a good play (what a stronger computer player would do in the player's place).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_BESIDE_QUERY } from '../../app/breakpoints.js';
import { usePageTitle } from '../../app/page-title.js';
import type { GameSource } from '../../game/game-source.js';
import { LocalGameSource } from '../../local/local-game-source.js';
import { useLocalGame } from '../../local/use-local-game.js';
import { GameTable } from '../../table/GameTable.js';
import '../practice/practice.css';

/** A deal where the player starts with an ace on the stock and a 2 in the hand: a gentle first game. */
const LEARN_SEED = 'first-game-14';
const STEPS = ['goal', 'build', 'king', 'discard', 'end'] as const;

const suggestFor = (source: GameSource) =>
  source instanceof LocalGameSource ? source.suggest() : Promise.resolve(null);

export function LearnPage() {
  const { t } = useTranslation('table');
  usePageTitle(t('learn.title'));
  const [round, setRound] = useState(0);
  const options = useMemo(
    () => ({
      seed: round === 0 ? LEARN_SEED : `${LEARN_SEED}-${round}`,
      level: 'novice' as const,
      name: t('you'),
      paceMs: 900,
      keepAs: 'katz.learn',
      resume: round === 0,
    }),
    [round],
  );
  const source = useLocalGame(options);
  // On a wide screen the steps sit beside the table; on a phone they start folded, one tap away.
  const [openSteps] = useState(() => matchMedia(GUIDE_BESIDE_QUERY).matches);
  return (
    <div className="practice learn">
      <div className="practice-bar">
        <h1 className="practice-title visually-hidden-phone">{t('learn.title')}</h1>
        <p className="practice-note">{t('practice.notCounted')}</p>
      </div>
      <div className="learn-layout">
        <details className="learn-steps" open={openSteps}>
          <summary>{t('learn.howTo')}</summary>
          <ol>
            {STEPS.map((step) => (
              <li key={step}>{t(`learn.${step}`)}</li>
            ))}
          </ol>
        </details>
        {source === null ? (
          <p className="app-loading">…</p>
        ) : (
          <GameTable
            key={source.gameId}
            source={source}
            suggest={suggestFor}
            onRematch={() => {
              setRound(round + 1);
            }}
          />
        )}
      </div>
    </div>
  );
}
