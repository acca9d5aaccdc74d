/**
 * The phrases on the felt (docs/social.md, "A word in the other's language"): the other player's below their
 * name, one's own at the top of one's own area (each placed in its area's row of the felt's grid), each in a speech bubble for a few seconds, in the reader's language. Each
 * side is a polite live region, there before anything is said, so that a screen reader reads a phrase as it
 * comes ("Femke says: Good luck!") without breaking into what it reads.
 */
import type { PhraseTalk, ShownPhrase } from '../control/phrase-talk.js';
import { useSyncExternalStore } from 'react';
import type { TableT } from '../words/table-words.js';
import './PhraseBubbles.css';

export interface PhraseBubblesProps {
  readonly t: TableT;
  readonly talk: PhraseTalk;
  /** The other player's name, who said what shows on their side. */
  readonly other: string;
  /** The game is over: on a phone the bubbles leave the game-over panel's middle to it. */
  readonly over: boolean;
}

export function PhraseBubbles({ t, talk, other, over }: PhraseBubblesProps) {
  const { hidden, received, sent } = useSyncExternalStore(talk.subscribe, talk.getState);
  if (hidden) return null;
  const after = over ? ' is-after' : '';
  return (
    <>
      <div className={`phrase-side phrase-side-other${after}`} role="status" data-testid="phrase-received">
        <Bubble
          shown={received}
          side="other"
          sentence={(phrase) => t('phrases.said', { name: other, phrase })}
          t={t}
        />
      </div>
      <div className={`phrase-side phrase-side-own${after}`} role="status" data-testid="phrase-sent">
        <Bubble shown={sent} side="own" sentence={(phrase) => t('phrases.youSaid', { phrase })} t={t} />
      </div>
    </>
  );
}

function Bubble({
  t,
  shown,
  side,
  sentence,
}: {
  readonly t: TableT;
  readonly shown: ShownPhrase | null;
  readonly side: 'other' | 'own';
  /** The whole sentence a screen reader reads: who said it, and what. */
  readonly sentence: (phrase: string) => string;
}) {
  if (shown === null) return null;
  const words = t(`phrase.${shown.phrase}`);
  return (
    // A new key for each phrase: the bubble pops up again for a phrase said twice.
    <p key={shown.key} className={`phrase-bubble phrase-bubble-${side}`} data-phrase={shown.phrase}>
      <span aria-hidden="true">{words}</span>
      <span className="visually-hidden">{sentence(words)}</span>
    </p>
  );
}
