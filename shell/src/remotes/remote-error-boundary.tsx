import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '../routing/route-table';
import { LazyRemoteUnavailable } from './lazy-remote-unavailable';

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what the federation plugin cannot: a page chunk of a loaded remote that fails to download, or a page
 * that throws while rendering. Only that area shows the fallback; Retry remounts it with a new key.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.remote}] a page failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <LazyRemoteUnavailable remote={this.props.remote} error={this.state.error} />;
    return this.props.children;
  }
}
