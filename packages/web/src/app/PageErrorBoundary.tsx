/**
 * What a page that fails shows instead of an empty screen: a render error, or a page's code that no longer loads
 * (a new version of the app replaced it while this tab stayed open). The header stays, so the player can go
 * elsewhere; reloading fetches the app anew. A new address clears the error (`resetKey`).
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageError() {
  const { t } = useTranslation('common');
  return (
    <div className="page" role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => {
            location.reload();
          }}
        >
          {t('pageError.reload')}
        </button>
      </p>
    </div>
  );
}

interface Props {
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  /** The address the state belongs to. */
  readonly key: string;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
