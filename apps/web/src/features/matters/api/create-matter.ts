import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMatter, createMatterSchema } from '@lexbridge/shared/schemas/matters';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminMatterKeys } from './keys';

export type NewMatter = z.output<typeof createMatterSchema>;

export const createMatter = (input: NewMatter) =>
  apiRequest<AdminMatter>('/api/admin/matters', { method: 'POST', body: input });

export function useCreateMatter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMatter,
    onSuccess: () => client.invalidateQueries({ queryKey: adminMatterKeys.all }),
  });
}
