import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ChatWidget } from '../../features/chat';
import { keepServerHtml } from '../../lib/keep-server-html';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

// Links only: the server's footer is kept while the page hydrates, and its code fetched when the
// language changes or a page is first rendered in the browser (the page never waits for it).
const Footer = keepServerHtml('footer', () => import('./Footer').then((module) => module.Footer));

/** The public site's frame: header, the page, footer and the chat button. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatWidget />
    </div>
  );
}
