// issue 14: a route that fails to render shows a message with "Neu laden" and "Zur Startseite" instead of a
// white page; the navbar stays, and going to another route renders that route again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

interface BoundaryProps {
  /** the current route; the boundary tries again when it changes */
  route: string;
  children: ReactNode;
}

interface BoundaryState {
  /** the route that failed, undefined while rendering works */
  failedRoute?: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedRoute: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedRoute === '') return { failedRoute: props.route };
    return state.failedRoute !== undefined && state.failedRoute !== props.route ? { failedRoute: undefined } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Route ${this.props.route} failed to render`, error, info.componentStack);
  }

  render(): ReactNode {
    if (this.state.failedRoute === undefined) return this.props.children;
    return <RouteError onHome={() => this.setState({ failedRoute: undefined })} />;
  }
}

function RouteError({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className="alert alert-danger" role="alert">
      <p>{t('app.routeError')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>{' '}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          navigate('/');
          onHome();
        }}
      >
        {t('app.toHome')}
      </button>
    </div>
  );
}

/** The error boundary around the routes, reset by the next route. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary route={location}>{children}</Boundary>;
}
