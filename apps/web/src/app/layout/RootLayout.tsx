import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { PreviewBar } from '../../features/site';
import { AdminLayoutLoader } from './admin/lazy-admin-layout';
import { LanguageSync } from './LanguageSync';
import { ScrollManager } from './ScrollManager';
import { SiteLayout } from './SiteLayout';
import { TestModeBanner } from './TestModeBanner';
import { useLayoutChoice } from './use-layout-choice';

/** Every page's frame: the public site's or the back office's (see useLayoutChoice). */
export function RootLayout() {
  const choice = useLayoutChoice();
  return (
    <>
      <LanguageSync />
      <TestModeBanner />
      <PreviewBar />
      {choice === 'site' && <SiteLayout />}
      {choice === 'admin' && (
        <Suspense fallback={<LoadingScreen />}>
          <AdminLayoutLoader>
            <Outlet />
          </AdminLayoutLoader>
        </Suspense>
      )}
      {choice === 'pending' && (
        <main id="main-content" tabIndex={-1} className="focus:outline-none">
          <Outlet />
        </main>
      )}
      <ScrollManager />
    </>
  );
}
