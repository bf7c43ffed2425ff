import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useSearchedChoices, type FoundChoices } from '../../../lib/use-searched-choices';
import { useAdminMatters } from './get-admin-matters';

export type MatterChoice = Pick<AdminMatter, 'id' | 'title' | 'clientName'>;

function useMatterSearch(search: string): FoundChoices<MatterChoice> {
  const result = useAdminMatters({ search, page: 1, pageSize: PAGE_SIZE_MAX });
  return { items: result.data?.matters, total: result.data?.total, isError: result.isError };
}

/**
 * The matters a firm's form offers (an upload, a new invoice): those matching the search on the
 * server (title or client; the newest page while it is empty), plus the one already chosen (at
 * first, the matter the page is filtered by).
 */
export function useMatterChoices(initial?: MatterChoice) {
  return useSearchedChoices(useMatterSearch, initial);
}
