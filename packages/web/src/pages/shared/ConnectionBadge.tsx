/** The live connection's state in the header: quiet while connected, plain words while it is not. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderStatus } from '../../app/HeaderStatus.js';
import type { SourceStatus } from '../../game/game-source.js';
import './connection-badge.css';

export interface StatusSource {
  status(): SourceStatus;
  subscribeStatus(listener: (status: SourceStatus) => void): () => void;
}

function useStatus(source: StatusSource): SourceStatus {
  return useSyncExternalStore(
    (changed) => source.subscribeStatus(changed),
    () => source.status(),
  );
}

export function ConnectionBadge({ source }: { readonly source: StatusSource }) {
  const { t } = useTranslation('pages');
  const status = useStatus(source);
  return (
    <HeaderStatus>
      <span className={`connection connection-${status}`} role="status">
        <span className="connection-dot" aria-hidden="true" />
        <span className={status === 'live' ? 'visually-hidden' : undefined}>{t(`connection.${status}`)}</span>
      </span>
    </HeaderStatus>
  );
}
