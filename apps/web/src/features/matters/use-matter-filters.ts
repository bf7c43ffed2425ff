import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { queryString, withParams } from '../../lib/search-params';
import {
  matterPracticeAreas,
  matterStatuses,
  type MatterPracticeArea,
  type MatterStatus,
} from '@lexbridge/shared/schemas/matters';

/** The URL's query parameters of /matters, as the spec names them. */
export type MatterParam = 'search' | 'status' | 'practice_area' | 'matter_id';

export type MatterFilters = {
  search: string;
  status?: MatterStatus;
  practiceArea?: MatterPracticeArea;
  matterId?: string;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((candidate) => candidate === value);

/**
 * The page's filters and selected matter live in the URL only, so back and forward, reload and a
 * shared link all show the same view. A value the page does not know is ignored, not sent.
 */
export function useMatterFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<MatterFilters>(
    () => ({
      search: params.get('search') ?? '',
      status: oneOf(matterStatuses, params.get('status')),
      practiceArea: oneOf(matterPracticeAreas, params.get('practice_area')),
      matterId: params.get('matter_id') || undefined,
    }),
    [params],
  );

  /** Sets (or, with '', removes) parameters; `replace` for keystrokes, so history holds steps. */
  const update = useCallback(
    (changes: Partial<Record<MatterParam, string>>, { replace = false } = {}) =>
      setParams((current) => withParams(current, changes), { replace }),
    [setParams],
  );

  /** The query string of this view with other parameters, for links ('?status=active&...'). */
  const searchWith = useCallback(
    (changes: Partial<Record<MatterParam, string>>) => queryString(withParams(params, changes)),
    [params],
  );

  return { filters, update, searchWith };
}
