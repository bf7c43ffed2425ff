import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from '../../../components/ui/shell-icons';
import { cn } from '../../../lib/cn';
import { useComposerOnScreen } from '../composer-on-screen';
import { useWidgetState } from '../use-widget-state';

// The round button is on every public page; the chat itself (its code and its catalog) loads when
// a visitor opens it.
const ChatPanel = lazy(() =>
  import('./ChatPanel').then((module) => ({ default: module.ChatPanel })),
);

/**
 * The floating chat on every public page (not in the admin area): closed, open or minimised.
 * It appears only in the browser, once the saved state is read; the page around it never waits.
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const { state, restored } = useWidgetState();
  if (pathname.startsWith('/admin') || !restored) return null;
  if (!state.isOpen) return <ChatButton />;
  // The button stays until the chat's code and catalog have arrived.
  return (
    <Suspense fallback={<ChatButton />}>
      <ChatPanel />
    </Suspense>
  );
}

function ChatButton() {
  const { t } = useTranslation();
  const { update } = useWidgetState();
  const composerShown = useComposerOnScreen();
  // On a phone the round button would sit on a message box's Send button: it steps aside then.
  return (
    <button
      type="button"
      aria-label={t('ui.openChat')}
      onClick={() => update({ isOpen: true, isMinimized: false })}
      className={cn(
        'fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full border border-brass-600 bg-brass-500 text-navy-950 shadow-lg hover:bg-brass-400',
        composerShown && 'max-md:hidden',
      )}
    >
      <MessageCircle aria-hidden="true" className="size-6" />
    </button>
  );
}
