import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatterPracticeAreaChoice } from '@lexbridge/shared/schemas/matters';
import { apiRequest } from '../../../lib/api-client';
import { adminMatterKeys } from './keys';

/** The published site's practice areas (hidden ones marked), for the firm's matter forms. */
export const getMatterPracticeAreas = () =>
  apiRequest<MatterPracticeAreaChoice[]>('/api/admin/matters/practice-areas');

export const matterPracticeAreasQueryOptions = () =>
  queryOptions({ queryKey: adminMatterKeys.practiceAreas, queryFn: getMatterPracticeAreas });

export function useMatterPracticeAreas() {
  return useQuery(matterPracticeAreasQueryOptions());
}
