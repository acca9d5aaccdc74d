/**
 * A page's request that failed: a thing that is not there (a 404, or an address that cannot name one, which the
 * server refuses as invalid input) is Gone, said plainly; anything else is an error notice with a way to retry.
 * Every page that reads one thing by its address decides it here, so none says "not found" to a lost connection.
 */
import type { CallError } from '../../connection/api-client.js';
import { ErrorNotice } from './ErrorNotice.js';
import { Gone } from './Gone.js';

export function FailedCall({
  error,
  retry,
  goneTitle,
  goneLead,
}: {
  readonly error: CallError;
  readonly retry: () => void;
  /** The Gone page's heading and lead, naming what is not there. */
  readonly goneTitle: string;
  readonly goneLead: string;
}) {
  if (error.status === 404 || error.code === 'invalid-input')
    return <Gone title={goneTitle} lead={goneLead} />;
  return (
    <div className="page">
      <ErrorNotice error={error} retry={retry} />
    </div>
  );
}
