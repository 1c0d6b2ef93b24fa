import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Renders the failure; `retry` clears it and renders the children again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** Catches a view that throws while rendering, so one broken screen never blanks the app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A render error is a bug: keep it visible to developers while the user gets a retry.
    console.error('A view failed to render', error, info.componentStack);
  }

  private readonly retry = (): void => this.setState({ failed: false, error: null });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
