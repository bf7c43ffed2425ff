import { Component, type ReactNode } from 'react';

type Props = {
  /** When this changes after an error (e.g. the visitor navigates), the children are tried again. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
};
type State = { failed: boolean; error: unknown };

/** Shows `fallback` in place of children that threw while rendering. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidUpdate(previousProps: Props, previousState: State) {
    // Only an error caught before this update is cleared, not one caught during it.
    if (
      previousState.failed &&
      this.state.failed &&
      previousProps.resetKey !== this.props.resetKey
    ) {
      this.setState({ failed: false, error: null });
    }
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
