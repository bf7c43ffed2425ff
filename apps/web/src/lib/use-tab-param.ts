import { useSearchParams } from 'react-router';

/**
 * The open tab of a page, kept in the URL (`?tab=projects`) so reload, back and a shared link keep
 * it; the first tab leaves the URL clean. Opening a tab drops the other tab's list parameters
 * (search, filters, page): they mean nothing there.
 */
export function useTabParam<Tab extends string>(tabs: readonly [Tab, ...Tab[]]) {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab = tabs.find((name) => name === current) ?? tabs[0];

  const open = (value: string) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (value !== tabs[0]) next.set('tab', value);
      return next;
    });

  return { tab, open };
}
