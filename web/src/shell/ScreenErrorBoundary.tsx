import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { markAppReady } from './appReady';
import { ChunkLoadTimeoutError } from './lazyScreen';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

type FailureKind = 'slow' | 'notLoaded' | 'broken';

function failureKind(error: Error): FailureKind {
  if (error instanceof ChunkLoadTimeoutError) return 'slow';
  if (
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  ) {
    return 'notLoaded';
  }
  return 'broken';
}

function ScreenFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="screen-error" role="alert">
      <h1>{t('screen.failedTitle')}</h1>
      <p>{t(`screen.${failureKind(error)}`)}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onRetry}>
          {t('screen.retry')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => window.location.reload()}
        >
          {t('screen.reload')}
        </button>
      </div>
    </section>
  );
}

/** Catches a screen that failed to load or render, and offers to try again. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The Retry button must answer even though the screen never became live.
    markAppReady();
    console.error('Screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenFailure error={error} onRetry={this.retry} />;
  }
}
