import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { ChatWidget } from '../../features/chat/widget/ChatWidget';
import { Header } from './Header';
import { LanguageSync } from './LanguageSync';
import { ScrollManager } from './ScrollManager';
import { SkipLink } from './SkipLink';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <LanguageSync />
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollManager />
      <ChatWidget />
    </div>
  );
}
