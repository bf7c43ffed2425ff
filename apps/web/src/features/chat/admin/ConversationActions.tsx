import { useState } from 'react';
import { MoreVertical } from 'lucide-react';
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { toast } from '../../../components/ui/toast';
import type { AdminConversation } from '@lexbridge/shared/schemas/chat';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useDeleteConversation } from '../api/delete-conversation';
import { useUpdateConversationStatus } from '../api/update-conversation-status';

const itemClass =
  'cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-paper-muted';

/** Per conversation: Archive or Unarchive, and Delete Permanently after confirmation. */
export function ConversationActions({
  conversation,
  onRemoved,
}: {
  conversation: AdminConversation;
  /** Archive, unarchive and delete all take it out of the list being shown. */
  onRemoved: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const updateStatus = useUpdateConversationStatus();
  const deleteConversation = useDeleteConversation();
  const archived = conversation.status === 'archived';

  async function toggleArchive() {
    try {
      await updateStatus.mutateAsync({
        id: conversation.id,
        status: archived ? 'active' : 'archived',
      });
      toast.success(
        archived ? 'Conversation unarchived successfully' : 'Conversation archived successfully',
      );
      onRemoved();
    } catch {
      toast.error('Failed to update conversation');
    }
  }

  async function remove() {
    try {
      await deleteConversation.mutateAsync(conversation.id);
      toast.success('Conversation permanently deleted');
      onRemoved();
    } catch {
      toast.error('Failed to delete conversation');
    }
    setConfirming(false);
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={buttonClasses('ghost', 'sm', 'px-2')}
          aria-label={`Actions for ${conversation.userName}`}
        >
          <MoreVertical aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            className="z-50 min-w-44 rounded-md border border-border bg-white p-1 shadow-md"
          >
            <DropdownMenu.Item className={itemClass} onSelect={() => void toggleArchive()}>
              {archived ? 'Unarchive' : 'Archive'}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${itemClass} text-destructive`}
              onSelect={() => setConfirming(true)}
            >
              Delete Permanently
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-serif text-lg font-semibold">
              Delete Permanently
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              Are you sure you want to permanently delete this conversation? This action cannot be
              undone and will delete all messages.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses('outline')}>Cancel</AlertDialog.Cancel>
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
                Delete
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
