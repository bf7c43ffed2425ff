import type { Page } from '@playwright/test';
import { routeManifest } from '@lexbridge/shared/routes';
import type { RouteAccess, RouteEntry } from '@lexbridge/shared/routes/manifest';
import { checkedWidths, headerRows, layoutProblems } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

// Every page of the route manifest, at every checked width and in both languages, as the role that
// may open it: nothing scrolls sideways or is cut off, and a signed-in header stays on one line at
// 1,024 px. One page per role, widths looped on each loaded page, keep the run short.

/** Values for the `:params` of the manifest's paths; a new page with a param needs one here. */
type Samples = Record<string, string>;

function pathOf(entry: RouteEntry, samples: Samples): string {
  return entry.path.replace(/:(\w+)/g, (_, param: string) => {
    const sample = samples[`${entry.id}.${param}`];
    if (sample === undefined)
      throw new Error(`No sample for ${entry.path}: add "${entry.id}.${param}" to the samples`);
    return sample;
  });
}

/** What to open on a page before checking it, by route id (a selected conversation, say). */
type Openers = Record<string, (page: Page) => Promise<void>>;

type Language = 'en' | 'el';

/** Opens each page in `language` and checks it at each width; lists every problem at once. */
async function checkPages(
  page: Page,
  access: RouteAccess[],
  language: Language,
  samples: Samples,
  openers: Openers = {},
) {
  const problems: string[] = [];
  for (const entry of routeManifest.filter((route) => access.includes(route.access))) {
    const appPath = pathOf(entry, samples);
    // Public pages have a URL per language; the others follow the profile.
    const path =
      entry.access === 'public' && language === 'el'
        ? `/el${appPath.replace(/^\/$/, '')}`
        : appPath;
    await page.setViewportSize({ width: checkedWidths[0], height: 800 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await openers[entry.id]?.(page);
    for (const width of checkedWidths) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await layoutProblems(page))
        problems.push(`${path} (${language}) at ${width} px: ${problem}`);
      if (width === 1024 && entry.access !== 'public' && (await headerRows(page)) > 1)
        problems.push(`${path} (${language}) at 1024 px: the header wraps`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

for (const language of ['en', 'el'] as const) {
  test(`public pages fit every width (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { articles } = (await (await page.request.get('/api/articles')).json()) as {
      articles: { slug: string }[];
    };
    await checkPages(page, ['public'], language, {
      'article.slug': articles[0]?.slug ?? 'no-such-article',
      'test-checkout.sessionId': 'test_cs_unknown',
      // A link the server did not sign: the page's refusal, at every width.
      'booking-manage.token': 'unknown.token',
      // A download link that does not exist: the page's refusal, at every width.
      'data-export.token': 'A'.repeat(43),
      // The longest title of the seed's practice areas.
      'practice-area.practiceArea': 'data-protection',
    });
  });

  test(`a client's pages fit every width (${language})`, async ({ page, signedInClient }) => {
    test.setTimeout(120_000);
    await signedInClient({ language });
    await checkPages(page, ['signed-in'], language, {});
  });

  test(`the firm's pages fit every width (${language})`, async ({
    page,
    insertClient,
    insertMatter,
    insertInvoice,
    insertVisitorChat,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdminViaApi(page);
    // What the firm's lists show: a client with a matter and an invoice, and a visitor's chat with
    // a long first line, so the tables and the conversation center have rows to lay out.
    const client = await insertClient();
    const matterId = await insertMatter(client.id, {
      title: `Cross-border inheritance and probate ${Date.now()}`,
    });
    await insertInvoice(matterId, {
      amountCents: 1_234_567,
      dueDate: '2030-03-31',
      description: 'Probate filings',
    });
    const chatName = `Konstantina Papadopoulou-Charalambous ${Date.now()}`;
    await insertVisitorChat({
      name: chatName,
      email: 'konstantina@example.com',
      content: 'Good morning, I would like to ask about the inheritance of a property in Limassol',
    });
    const { articles } = (await (await page.request.get('/api/admin/articles')).json()) as {
      articles: { id: string }[];
    };
    // The administrator is shared by every test of this worker, so Greek is shown by reading the
    // profile as Greek in this page only, instead of changing the account under the other tests.
    await page.route('**/api/me', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const me = (await response.json()) as { user: { language: string } };
      await route.fulfill({ response, json: { ...me, user: { ...me.user, language } } });
    });
    const selectConversation = async (page: Page) => {
      await page
        .getByRole('button', { name: new RegExp(chatName) })
        .first()
        .click();
      await expect(page.getByText(/inheritance of a property/).last()).toBeVisible();
    };
    await checkPages(
      page,
      ['admin', 'signed-in'],
      language,
      {
        'admin-client.id': client.id,
        'admin-article-edit.id': articles[0]?.id ?? '00000000-0000-4000-8000-000000000000',
      },
      { 'admin-chat': selectConversation },
    );
  });
}

for (const width of [375, 1280])
  test(`the chat button leaves the Send button of /messages free at ${width} px`, async ({
    page,
    signedInClient,
    insertMatter,
    insertThread,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    // A general question, as the client's first one is kept: a thread on their General
    // Consultation matter.
    const client = await signedInClient();
    const matterId = await insertMatter(client.id, {
      title: 'General Consultation',
      generalConsultation: true,
    });
    const id = await insertThread(matterId, client, {
      title: 'General Inquiry',
      content: 'Is my appointment confirmed?',
    });
    await page.goto(`/messages?thread_id=${id}`, { waitUntil: 'networkidle' });
    await page.getByLabel('Reply').fill('Thank you.');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    // What a tap on the middle of Send reaches: Send itself, not the chat's round button.
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached).toBe('Send message');
  });
