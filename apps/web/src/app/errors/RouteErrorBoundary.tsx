import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Catches what the nested routes throw (a failed page chunk, a failed query) and shows the error
 * page in their place; any navigation, Retry included, tries the routes again. While a page's code
 * loads on a first visit the loading screen shows; later navigations keep the previous page.
 */
export function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} fallback={(error) => <RouteErrorPage error={error} />}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
