import type { AdminThreadListQuery } from '@lexbridge/shared/schemas/messages';

export type MessagesSide = 'client' | 'admin';

/** Query keys of secure messages. Messages themselves are not cached: they arrive live. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (side: MessagesSide, query: AdminThreadListQuery) =>
    [...messageKeys.lists(), side, query] as const,
  thread: (id: string) => [...messageKeys.all, 'thread', id] as const,
};
