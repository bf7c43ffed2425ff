import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { getAdminClientQueryOptions } from '../../clients';
import { useAdminMatters } from './get-admin-matters';

type Option = { id: string; title: string };

/**
 * The matters a firm's list (documents, invoices) offers in its matter filter: all of the chosen
 * client's, else the newest page of every matter. The matter in the URL stays offered (named from
 * the list when it is not among them), so the select always shows what the page filters by.
 */
export function useFilterMatters(clientId: string | undefined, chosen?: Option) {
  const client = useQuery({ ...getAdminClientQueryOptions(clientId ?? ''), enabled: !!clientId });
  const all = useAdminMatters({ search: '', page: 1, pageSize: PAGE_SIZE_MAX });
  const found: Option[] = (clientId ? client.data?.matters : all.data?.matters) ?? [];
  return chosen && !found.some((matter) => matter.id === chosen.id) ? [chosen, ...found] : found;
}
