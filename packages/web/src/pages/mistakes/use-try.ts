/**
 * A try at the decision: a world of the seat's view, its hidden cards dealt at random (a new deal for each round),
 * played on the table; its end goes to the page's judge (its worker, by the review's own measure) and comes back
 * judged, or failed if the worker did. A judge that is not there yet is waited for.
 */
import type { JudgedAttempt, ReviewedDecision, ReviewSettings } from '@katz/bots/review';
import { Random, type Action, type PositionView } from '@katz/engine';
import type { Entry, ReplayView } from '@katz/protocol';
import { useEffect, useMemo, useState } from 'react';
import { DecisionSource, sampledPosition } from './decision-source.js';
import type { Judge } from './judge-client.js';

/** Where a try stands: on the table, being judged, judged, or not judged (the worker failed). */
export type TryState =
  | { readonly state: 'playing' }
  | { readonly state: 'judging'; readonly attempt: readonly Action[] }
  | { readonly state: 'judged'; readonly attempt: readonly Action[]; readonly judged: JudgedAttempt }
  | { readonly state: 'failed'; readonly attempt: readonly Action[]; readonly message: string };

export function useTry({
  replay,
  decision,
  view,
  earlier,
  at,
  judge,
  settings,
  onEnd,
}: {
  readonly replay: ReplayView;
  readonly decision: ReviewedDecision;
  /** The table as the deciding seat saw it. */
  readonly view: PositionView;
  /** The game's entries before the decision, and the time the table writes on its own. */
  readonly earlier: readonly Entry[];
  readonly at: string;
  /** The page's judge, once its worker is there. */
  readonly judge: Judge | null;
  readonly settings: ReviewSettings;
  /** Hears each try end; a new function makes a new table, so it must keep its identity. */
  readonly onEnd: () => void;
}) {
  const [round, setRound] = useState(0);
  const [tried, setTried] = useState<TryState>({ state: 'playing' });
  const source = useMemo(
    () =>
      new DecisionSource({
        id: `learn-${replay.id}-${decision.index}`,
        seats: replay.seats,
        seat: decision.seat,
        position: sampledPosition(view, Random.fromSeed(`learn-${decision.index}-${round}`)),
        before: earlier,
        seedHash: replay.seedHash,
        at,
        onEnd: (attempt) => {
          setTried({ state: 'judging', attempt });
          onEnd();
        },
      }),
    [view, replay, decision, earlier, at, round, onEnd],
  );

  useEffect(() => {
    if (tried.state !== 'judging' || judge === null) return undefined;
    let current = true;
    const { attempt } = tried;
    const job = { index: decision.index, view, played: decision.played, best: decision.best };
    judge(settings, job, attempt).then(
      (judged) => {
        if (current) setTried({ state: 'judged', attempt, judged });
      },
      (error: unknown) => {
        if (current) setTried({ state: 'failed', attempt, message: String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [tried, view, decision, settings, judge]);

  return {
    /** Counts the tries, so that each has a table of its own. */
    round,
    tried,
    source,
    /** Deals a new world for a new try. */
    again: () => {
      setTried({ state: 'playing' });
      setRound(round + 1);
    },
  };
}
