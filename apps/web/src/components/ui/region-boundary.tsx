import { Component, type ErrorInfo, type ReactNode } from 'react';

type RegionBoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Keeps a broken widget to its own region: the rest of the page stays usable (UI.md). */
export class RegionBoundary extends Component<RegionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('IdeaLens: a page region failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
