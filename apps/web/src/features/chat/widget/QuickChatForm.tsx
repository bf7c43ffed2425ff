import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

/** Name and e-mail for an anonymous chat; Continue stays disabled until both are filled. */
export function QuickChatForm({
  busy,
  onBack,
  onSubmit,
}: {
  busy: boolean;
  onBack: () => void;
  onSubmit: (input: { name: string; email: string }) => Promise<void>;
}) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const ready = name.trim() !== '' && email.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !busy) void onSubmit({ name: name.trim(), email: email.trim() });
  }

  return (
    <form onSubmit={submit} className="flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm">
      <TextField
        id="quick-chat-name"
        label={t('quick.name')}
        value={name}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        id="quick-chat-email"
        label={t('quick.email')}
        type="email"
        value={email}
        autoComplete="email"
        onChange={(e) => setEmail(e.target.value)}
      />
      <Alert tone="warning" className="px-3 py-2 text-xs">
        {t('quick.warning')}
      </Alert>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onBack}>
          {t('quick.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={!ready || busy}>
          {t('quick.continue')}
        </Button>
      </div>
    </form>
  );
}
