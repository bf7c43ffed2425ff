import type { ArticleInput } from '@lexbridge/shared/schemas/articles';
import { TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { cookieFrom, signIn, signedUpClient } from '../../test/auth-client';
import { createAdminAccount } from '../auth/admin-accounts';

/** Test-only helpers for the article suites. */
export async function adminAndClientCookies(t: TestApp) {
  await createAdminAccount(t.db, { email: 'admin@kclaw.test', password: 'admin-password-1' });
  const admin = cookieFrom((await signIn(t.app, 'admin@kclaw.test', 'admin-password-1')).headers);
  const client = await signedUpClient(t.app, 'client@example.com');
  return { admin, client };
}

export function articleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'New Company Law Rules',
    slug: 'new-company-law-rules',
    summary: 'What changes for Cyprus companies.',
    content: '## Overview\n\nThe rules change.\n\n- one\n- two',
    category: 'Corporate Law',
    authorName: 'Konstantinos Christou',
    tags: ['companies'],
    featured: false,
    ...overrides,
  };
}

/** Creates an article through the admin API, published when asked; returns its id. */
export async function createArticleViaApi(
  t: TestApp,
  adminCookie: string,
  overrides: Partial<ArticleInput> = {},
  publish = false,
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { origin: TEST_PUBLIC_URL, cookie: adminCookie },
    payload: articleInput(overrides),
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const { id } = created.json<{ id: string }>();
  if (publish) {
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${id}/publish`,
      headers: { origin: TEST_PUBLIC_URL, cookie: adminCookie },
    });
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  }
  return id;
}
