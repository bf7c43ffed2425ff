import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle, Minus, Plus, X } from 'lucide-react';
import { firm } from '@lexbridge/shared/firm/firm';
import { cn } from '../../../lib/cn';
import { useComposerOnScreen } from '../composer-on-screen';
import { useWidgetState } from '../use-widget-state';

// The round button is on every public page; the chat itself loads when a visitor opens it.
const ChatStart = lazy(() =>
  import('./ChatStart').then((module) => ({ default: module.ChatStart })),
);
const WidgetConversation = lazy(() =>
  import('./WidgetConversation').then((module) => ({ default: module.WidgetConversation })),
);

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-white hover:bg-white/10';

/**
 * The floating chat on every public page (not in the admin area): closed, open or minimised.
 * It appears only in the browser, so its catalog is fetched then and never weighs on the server's
 * page; until it arrives nothing is shown here, and the page around it never waits.
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const { restored } = useWidgetState();
  if (pathname.startsWith('/admin') || !restored) return null;
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}

function Widget() {
  const { t } = useTranslation('chat');
  const { state, update } = useWidgetState();
  const composerShown = useComposerOnScreen();

  if (!state.isOpen) {
    // On a phone the round button would sit on a message box's Send button: it steps aside then.
    return (
      <button
        type="button"
        aria-label={t('widget.open')}
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

  return (
    <section
      aria-label={t('widget.region')}
      className={cn(
        'fixed right-4 bottom-4 z-50 flex w-[min(20rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-border bg-white shadow-xl',
        state.isMinimized ? 'h-12' : 'h-96',
      )}
    >
      <header className="on-dark flex h-12 shrink-0 items-center justify-between bg-navy-900 px-3 text-white">
        <h2 className="font-sans text-sm font-semibold text-white">
          {t('widget.title', { firm: firm.name })}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            className={iconButton}
            aria-label={t(state.isMinimized ? 'widget.restore' : 'widget.minimise')}
            onClick={() => update({ isMinimized: !state.isMinimized })}
          >
            {state.isMinimized ? (
              <Plus aria-hidden="true" className="size-4" />
            ) : (
              <Minus aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('widget.close')}
            onClick={() => update({ isOpen: false, isMinimized: false })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </header>
      {!state.isMinimized && (
        <Suspense fallback={<p className="p-3 text-sm text-muted">{t('widget.loading')}</p>}>
          {state.conversationId ? (
            <WidgetConversation
              key={state.conversationId}
              conversationId={state.conversationId}
              onGone={() => update({ conversationId: null })}
            />
          ) : (
            <ChatStart onStarted={(conversationId) => update({ conversationId })} />
          )}
        </Suspense>
      )}
    </section>
  );
}
