import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { latestNewsQuery } from '@lexbridge/shared/articles/query-keys';
import { mockFetch } from '../../../test/render';
import { detail } from '../test-data';
import { useDeleteArticle } from './delete-article';
import { articleKeys } from './keys';

function cachedArticleViews() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const views = [
    articleKeys.list(latestNewsQuery),
    articleKeys.detail('article-1'),
    articleKeys.adminList(),
    articleKeys.adminDetail('id-1'),
  ];
  for (const key of views) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () => views.map((key) => client.getQueryState(key)?.isInvalidated);
  return { wrapper, invalidated };
}

describe('admin article changes', () => {
  it('mark the public news, the article page and the admin views stale', async () => {
    mockFetch(() => ({ status: 200, body: detail() }));
    const { wrapper, invalidated } = cachedArticleViews();
    const { result } = renderHook(() => useDeleteArticle(), { wrapper });

    await act(() => result.current.mutateAsync('id-1'));

    expect(invalidated()).toEqual([true, true, true, true]);
  });

  it('leave every view as it was when the server refuses', async () => {
    mockFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Gone.' } } }));
    const { wrapper, invalidated } = cachedArticleViews();
    const { result } = renderHook(() => useDeleteArticle(), { wrapper });

    await act(() => result.current.mutateAsync('id-1').catch(() => undefined));

    expect(invalidated()).toEqual([false, false, false, false]);
  });
});
