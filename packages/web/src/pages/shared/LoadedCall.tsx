/**
 * A page that reads one thing by its address (a game, an invitation, a tournament, a profile, a finished game)
 * shows its request's states one way: a line while it loads, FailedCall once it failed (Gone for a thing that is
 * not there, an error notice with a retry otherwise), and the page's own content once the thing is there.
 */
import type { ReactNode } from 'react';
import type { CallState } from '../../connection/use-call.js';
import { FailedCall } from './FailedCall.js';

export function LoadedCall<T>({
  call,
  retry,
  loading,
  goneTitle,
  goneLead,
  children,
}: {
  readonly call: CallState<T>;
  readonly retry: () => void;
  /** What the page says while it waits for the answer. */
  readonly loading: string;
  /** The Gone page's heading and lead, naming what is not there. */
  readonly goneTitle: string;
  readonly goneLead: string;
  /** The page's content for the thing read. */
  readonly children: (value: T) => ReactNode;
}) {
  if (call.state === 'loading') return <p className="app-loading">{loading}</p>;
  if (call.state === 'failed') {
    return <FailedCall error={call.error} retry={retry} goneTitle={goneTitle} goneLead={goneLead} />;
  }
  return children(call.value);
}
