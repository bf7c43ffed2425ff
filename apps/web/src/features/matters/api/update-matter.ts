import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMatter, updateMatterSchema } from '@lexbridge/shared/schemas/matters';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type MatterChanges = z.output<typeof updateMatterSchema>;

/** Changes the fields sent (null clears an optional one), the status included. */
export const updateMatter = ({ id, changes }: { id: string; changes: MatterChanges }) =>
  apiRequest<AdminMatter>(`/api/admin/matters/${id}`, { method: 'PATCH', body: changes });

export function useUpdateMatter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMatter,
    // Lists and the client pages that show the matter read it again.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
