import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button.tsx';

interface Props {
  /** The boundary clears its error when this changes (the page path). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a page that fails to load or render (a stale chunk after a deploy,
 * a bug) and keeps the header and footer usable.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page couldn't be loaded. Please reload the page or try again later.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            Reload
          </button>
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            Return Home
          </a>
        </div>
      </div>
    );
  }
}
