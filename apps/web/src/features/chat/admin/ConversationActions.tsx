import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreVertical } from 'lucide-react';
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { toast } from '../../../components/ui/toast';
import type { AdminConversation } from '@lexbridge/shared/schemas/chat';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useDeleteConversation } from '../api/delete-conversation';
import { useSetConversationDeleted } from '../api/set-conversation-deleted';
import { useUpdateConversationStatus } from '../api/update-conversation-status';

const itemClass =
  'cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-paper-muted';

/**
 * Per conversation: Archive or Unarchive and Delete (to the Deleted view), or Restore for one in the
 * Deleted view; and Delete Permanently after confirmation.
 */
export function ConversationActions({
  conversation,
  onRemoved,
}: {
  conversation: AdminConversation;
  /** Every action takes it out of the list being shown. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation('chat');
  const [confirming, setConfirming] = useState(false);
  const updateStatus = useUpdateConversationStatus();
  const deleteConversation = useDeleteConversation();
  const setDeleted = useSetConversationDeleted();
  const archived = conversation.status === 'archived';
  const deleted = conversation.deletedAt !== null;

  async function toggleArchive() {
    try {
      await updateStatus.mutateAsync({
        id: conversation.id,
        status: archived ? 'active' : 'archived',
      });
      toast.success(t(archived ? 'admin.actions.unarchived' : 'admin.actions.archived'));
      onRemoved();
    } catch {
      toast.error(t('admin.actions.updateFailed'));
    }
  }

  async function moveToDeleted(to: boolean) {
    try {
      await setDeleted.mutateAsync({ id: conversation.id, deleted: to });
      toast.success(t(to ? 'admin.actions.softDeleted' : 'admin.actions.restored'));
      onRemoved();
    } catch {
      toast.error(t(to ? 'admin.actions.deleteFailed' : 'admin.actions.restoreFailed'));
    }
  }

  async function remove() {
    try {
      await deleteConversation.mutateAsync(conversation.id);
      toast.success(t('admin.actions.deleted'));
      onRemoved();
    } catch {
      toast.error(t('admin.actions.deleteFailed'));
    }
    setConfirming(false);
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={buttonClasses('ghost', 'sm', 'px-2')}
          aria-label={t('admin.actions.menu', { name: conversation.userName })}
        >
          <MoreVertical aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            className="z-50 min-w-44 rounded-md border border-border bg-white p-1 shadow-md"
          >
            {deleted ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => void moveToDeleted(false)}>
                {t('admin.actions.restore')}
              </DropdownMenu.Item>
            ) : (
              <>
                <DropdownMenu.Item className={itemClass} onSelect={() => void toggleArchive()}>
                  {t(archived ? 'admin.actions.unarchive' : 'admin.actions.archive')}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={itemClass} onSelect={() => void moveToDeleted(true)}>
                  {t('admin.actions.softDelete')}
                </DropdownMenu.Item>
              </>
            )}
            <DropdownMenu.Item
              className={`${itemClass} text-destructive`}
              onSelect={() => setConfirming(true)}
            >
              {t('admin.actions.deletePermanently')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-serif text-lg font-semibold">
              {t('admin.actions.deletePermanently')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              {t('admin.actions.confirm')}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses('outline')}>
                {t('admin.actions.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses(
                  'secondary',
                  'md',
                  'bg-destructive border-destructive hover:bg-destructive/90',
                )}
                onClick={(event) => {
                  event.preventDefault();
                  void remove();
                }}
              >
                {t('admin.actions.delete')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
