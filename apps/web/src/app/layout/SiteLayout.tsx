import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { ChatWidget } from '../../features/chat';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** The public site's frame: header, the page, footer and the chat button. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
    </div>
  );
}
