import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadTimeoutError } from './lazyScreen';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

function describe(error: Error): string {
  if (error instanceof ChunkLoadTimeoutError) {
    return 'This screen is taking too long to load. Check your connection and try again.';
  }
  if (
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  ) {
    return 'This screen could not be loaded. Check your connection and try again.';
  }
  return 'Something went wrong while showing this screen.';
}

/** Catches a screen that failed to load or render, and offers to try again. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
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
    return (
      <section className="screen-error" role="alert">
        <h1>Sorry, this screen could not be shown</h1>
        <p>{describe(error)}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={this.retry}>
            Retry
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        </div>
      </section>
    );
  }
}
