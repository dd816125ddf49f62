import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../monitoring/report-error';

interface State {
  failed: boolean;
}

/**
 * The last line of defence, around the providers and the router: an error there (outside every
 * route's errorElement) still ends in a page that offers a way back, never a blank screen.
 * Plain markup on purpose: the providers that translate may be what failed.
 */
export class RootErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(Object.assign(error, { componentStack: info.componentStack }));
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
