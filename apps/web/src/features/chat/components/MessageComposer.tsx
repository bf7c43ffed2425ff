import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@lexbridge/shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { useComposerShown } from '../composer-on-screen';

/**
 * A text box where Enter sends (Shift+Enter: new line) and a send button, disabled while sending
 * or while the text is blank after trimming.
 */
export function MessageComposer({
  label,
  onSend,
  id,
  maxLength = CHAT_MESSAGE_MAX_LENGTH,
}: {
  label: string;
  id: string;
  /** The longest text the box takes (the chat's by default; secure messages allow more). */
  maxLength?: number;
  /** Resolves when sent; rejects to keep the text for another try. */
  onSend: (content: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';
  useComposerShown();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blank || sending) return;
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      // The caller showed the error; the text stays so it can be sent again.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={maxLength}
        placeholder={t('composer.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-28 min-h-10 flex-1 resize-none rounded-md border border-navy-700/50 bg-white px-3 py-2 text-sm text-navy-900 placeholder:text-muted"
      />
      <Button type="submit" size="md" disabled={blank || sending} aria-label={t('composer.send')}>
        <Send aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
