import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus, X } from 'lucide-react';
import { useFirm } from '../../site';
import { cn } from '../../../lib/cn';
import { useWidgetState } from '../use-widget-state';

// Starting a chat and an ongoing conversation are separate chunks: only one of them is shown.
const ChatStart = lazy(() =>
  import('./ChatStart').then((module) => ({ default: module.ChatStart })),
);
const WidgetConversation = lazy(() =>
  import('./WidgetConversation').then((module) => ({ default: module.WidgetConversation })),
);

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-white hover:bg-white/10';

/** The open (or minimised) chat: its own chunk, with its catalog, fetched when first opened. */
export function ChatPanel() {
  const { t } = useTranslation('chat');
  const firm = useFirm();
  const { state, update } = useWidgetState();
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
