import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStartThreadInput,
  MessageThread,
  StartThreadInput,
} from '@lexbridge/shared/schemas/messages';
import { apiRequest } from '../../../lib/api-client';
import { matterKeys } from '../../matters';
import { messageKeys } from './keys';

/** The client's New Conversation: a new matter, one of theirs, or a general question. */
export const createThread = (input: StartThreadInput) =>
  apiRequest<MessageThread>('/api/messages/threads', { method: 'POST', body: input });

/** The firm's New Conversation on a client's matter. */
export const createFirmThread = (input: AdminStartThreadInput) =>
  apiRequest<MessageThread>('/api/admin/messages/threads', { method: 'POST', body: input });

function useStart<Input>(start: (input: Input) => Promise<MessageThread>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: start,
    // A conversation may have opened a matter: the client's matter lists change too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.lists() }),
        client.invalidateQueries({ queryKey: matterKeys.all }),
      ]),
  });
}

export const useCreateThread = () => useStart(createThread);
export const useCreateFirmThread = () => useStart(createFirmThread);
