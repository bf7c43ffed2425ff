import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { mockFetch, renderApp, session } from '../../../test/render';

const draft = (revision: number, change?: (content: SiteDraftResponse['content']) => void) => {
  const content = structuredClone(kcLawSiteSeed);
  change?.(content);
  return {
    revision,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: { id: 'a1', name: 'Maria' },
    content,
    missingTranslations: [],
    published: { version: 3, publishedAt: '2026-11-19T09:00:00.000Z' },
    unpublishedChanges: false,
  } satisfies SiteDraftResponse;
};

type Answer = { status: number; body?: unknown };

/** The id the server gives an uploaded image. */
const PHOTO_ID = '6f1c1f9e-3b8a-4c52-9d1e-2f0a8b7c6d5e';

/** The admin's session, the draft (revision 7) and what a PUT answers (the saved draft by default). */
function serve(
  put?: (body: { basedOn: number; content: SiteDraftResponse['content'] }) => Answer | undefined,
) {
  let current: SiteDraftResponse = draft(7);
  const fetch = mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url === '/api/admin/site/draft' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as {
        basedOn: number;
        content: SiteDraftResponse['content'];
      };
      const answer = put?.(body);
      if (answer) return answer;
      current = {
        ...current,
        revision: body.basedOn + 1,
        content: body.content,
        unpublishedChanges: true,
      };
      return { status: 200, body: current };
    }
    if (url === '/api/admin/site/draft') return { status: 200, body: current };
    if (url === '/api/admin/site/assets' && init?.method === 'POST')
      return {
        status: 201,
        body: {
          id: PHOTO_ID,
          url: `/api/site/assets/${PHOTO_ID}`,
          mimeType: 'image/png',
          sizeBytes: 68,
        },
      };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
  });
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  const sent = () =>
    JSON.parse(String(puts().at(-1)![1]!.body)) as {
      basedOn: number;
      content: SiteDraftResponse['content'];
    };
  return { fetch, puts, sent, replace: (next: SiteDraftResponse) => (current = next) };
}

describe('the site editor', () => {
  it('saves a renamed firm and a price typed as an amount, stored in cents, based on the revision shown', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/admin/site');

    const name = await screen.findByLabelText('Firm name, English');
    expect(name).toHaveValue('KC Law');
    await user.clear(name);
    await user.type(name, 'Nicolaou Law');
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    // The Greek side now differs only if emptied: an empty side is flagged as missing.
    const greek = screen.getByLabelText('Firm name, Greek');
    await user.clear(greek);
    expect(greek).toHaveAccessibleDescription('Translation missing');
    await user.type(greek, 'Νικολάου Δικηγορικό Γραφείο');
    expect(greek).not.toHaveAccessibleDescription('Translation missing');

    await user.click(screen.getByRole('tab', { name: 'Consultations' }));
    const card = screen.getByRole('region', { name: 'Initial Consultation' });
    const price = within(card).getByLabelText('Price');
    expect(price).toHaveValue('150.00');
    await user.clear(price);
    await user.type(price, '175,5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const { basedOn, content } = server.sent();
    expect(basedOn).toBe(7);
    expect(content.identity.name).toEqual({
      en: 'Nicolaou Law',
      el: 'Νικολάου Δικηγορικό Γραφείο',
    });
    expect(content.consultationTypes[0]).toMatchObject({ id: 'initial', priceCents: 17550 });
    // The other types keep their prices exactly.
    expect(content.consultationTypes.map((type) => type.priceCents).slice(1)).toEqual(
      kcLawSiteSeed.consultationTypes.map((type) => type.priceCents).slice(1),
    );
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByText('Unpublished changes')).toBeVisible();
  });

  it('refuses a price that is not an amount, at the price, and sends nothing', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/admin/site?tab=consultations');
    const card = await screen.findByRole('region', { name: 'Initial Consultation' });
    const price = within(card).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(card).findByText('Enter a price from 1.00 to 100,000.00.')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(server.puts()).toHaveLength(0);
  });

  it('shows the contrast of text on the brand colour as it is typed, and refuses one under 4.5:1', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/admin/site');
    const colour = await screen.findByLabelText('Brand colour');
    expect(screen.getByText(/Contrast of text on this colour: 15\.\d\d:1, enough/)).toBeVisible();

    await user.clear(colour);
    await user.type(colour, '#777777');
    expect(
      screen.getByText(
        'Contrast of text on this colour: only 4.47:1, under the 4.5:1 readable text needs. Choose a darker or a lighter colour.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(/the best contrast it allows is 4\.47:1/, {
        selector: '#site-identity-brandColor-error',
      }),
    ).toBeVisible();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(server.puts()).toHaveLength(0);
    expect(
      await screen.findByText('The draft was not saved: some fields need attention.'),
    ).toBeInTheDocument();
  });

  it('says when another administrator saved meanwhile, and reloads their version on request', async () => {
    let refuse = true;
    const server = serve(() =>
      refuse
        ? {
            status: 409,
            body: {
              error: {
                code: 'SITE_DRAFT_CHANGED',
                message:
                  'Someone else changed the site meanwhile. Reload to see their changes, then make yours again.',
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin/site');
    const name = await screen.findByLabelText('Firm name, English');
    await user.clear(name);
    await user.type(name, 'My Firm');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByText(
      /Another administrator saved the site after you opened it/,
    );
    expect(alert).toBeVisible();
    expect(name).toHaveValue('My Firm');

    server.replace(draft(8, (content) => (content.identity.name.en = 'Their Firm')));
    await user.click(screen.getByRole('button', { name: 'Reload their version' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Firm name, English')).toHaveValue('Their Firm'),
    );
    expect(screen.queryByText(/after you opened it/)).not.toBeInTheDocument();

    // Saving now is based on their revision.
    refuse = false;
    await user.type(screen.getByLabelText('Firm name, English'), ' & Co');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.puts()).toHaveLength(2));
    expect(server.sent()).toMatchObject({ basedOn: 8 });
    expect(server.sent().content.identity.name.en).toBe('Their Firm & Co');
  });

  it('hides a home section and adds a practice area with a new stable id, hidden until published', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/admin/site?tab=home');
    await user.click(await screen.findByRole('checkbox', { name: 'Show Testimonials' }));
    await user.click(screen.getByRole('button', { name: 'Move Questions and answers up' }));

    await user.click(screen.getByRole('tab', { name: 'Practice areas' }));
    await user.click(screen.getByRole('button', { name: 'Add a practice area' }));
    const last = <T,>(list: T[]) => list.at(-1)!;
    await user.clear(last(screen.getAllByLabelText('Page address')));
    await user.type(last(screen.getAllByLabelText('Page address')), 'maritime-law');
    await user.type(last(screen.getAllByLabelText('Title, English')), 'Maritime Law');
    await user.type(last(screen.getAllByLabelText('Title, Greek')), 'Ναυτικό Δίκαιο');
    await user.type(last(screen.getAllByLabelText('Card text, English')), 'Ships and crews.');
    await user.type(last(screen.getAllByLabelText('Page content, English')), 'Our maritime work.');
    // The Greek card text is missing: flagged, yet the draft may be saved.
    expect(last(screen.getAllByLabelText('Card text, Greek'))).toHaveAccessibleDescription(
      'Translation missing',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();

    const { content } = server.sent();
    const sections = content.home.sections;
    expect(sections.find((section) => section.id === 'testimonials')?.hidden).toBe(true);
    expect(sections.map((section) => section.id).indexOf('faq')).toBe(
      kcLawSiteSeed.home.sections.map((section) => section.id).indexOf('faq') - 1,
    );
    const added = content.practiceAreas.at(-1)!;
    expect(content.practiceAreas).toHaveLength(kcLawSiteSeed.practiceAreas.length + 1);
    expect(added.id).toMatch(/^practice-area-[0-9a-f]{8}$/);
    expect(added).toMatchObject({
      slug: 'maritime-law',
      hidden: true,
      title: { en: 'Maritime Law', el: 'Ναυτικό Δίκαιο' },
      summary: { en: 'Ships and crews.', el: '' },
      hourlyRate: null,
      previousSlugs: [],
    });
  });

  it('adds a team member with a photo and a badge, moves them first and removes nobody else', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/admin/site?tab=team');
    await user.click(await screen.findByRole('button', { name: 'Add a team member' }));
    const last = <T,>(list: T[]) => list.at(-1)!;
    await user.type(last(screen.getAllByLabelText('Name, English')), 'Eleni Georgiou');
    await user.type(last(screen.getAllByLabelText('Name, Greek')), 'Ελένη Γεωργίου');
    await user.type(last(screen.getAllByLabelText('Role, English')), 'Associate');
    await user.type(last(screen.getAllByLabelText('Role, Greek')), 'Συνεργάτιδα');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eleni.png', {
      type: 'image/png',
    });
    await user.upload(last(screen.getAllByLabelText('Photo')), photo);
    expect(await screen.findByRole('img', { name: 'Photo of Eleni Georgiou' })).toHaveAttribute(
      'src',
      `/api/site/assets/${PHOTO_ID}`,
    );
    await user.click(last(screen.getAllByRole('button', { name: 'Add to Badges' })));
    await user.type(screen.getByLabelText('Badges 1, English'), 'Cyprus Bar Association');
    await user.click(screen.getByRole('button', { name: 'Move Eleni Georgiou up' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();

    const { team } = server.sent().content;
    expect(team).toHaveLength(kcLawSiteSeed.team.length + 1);
    expect(team[0]!.id).toMatch(/^team-[0-9a-f]{8}$/);
    expect(team[0]).toMatchObject({
      name: { en: 'Eleni Georgiou', el: 'Ελένη Γεωργίου' },
      title: { en: 'Associate', el: 'Συνεργάτιδα' },
      badges: [{ en: 'Cyprus Bar Association', el: '' }],
      photoAssetId: PHOTO_ID,
    });
    expect(team.slice(1)).toEqual(kcLawSiteSeed.team);
  });

  it('edits the lists inside home sections: a new question, a rating, a removed highlight', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/admin/site?tab=home');
    // The lists are folded under their names and counts until opened; a list is searched within
    // (the tab holds a few hundred fields once they are open).
    const unfold = async (summary: string, inside: HTMLElement = document.body) => {
      const name = await within(inside).findByText(summary);
      await user.click(name);
      return name.closest('details')!;
    };
    const general = 'Question categories 1: Questions';
    const categories = await unfold('Question categories (4)');
    const questions = within(await unfold(`${general} (3)`, categories));
    await user.click(questions.getByRole('button', { name: `Add to ${general}` }));
    await user.type(questions.getByLabelText(`${general} 4: Question, English`), 'Legal aid?');
    await user.type(questions.getByLabelText(`${general} 4: Answer, English`), 'Yes.');
    expect(within(categories).getByText(`${general} (4)`)).toBeInTheDocument();
    const testimonials = within(await unfold('Testimonials (6)'));
    await user.selectOptions(testimonials.getByLabelText('Testimonials 2: Stars (1 to 5)'), '4');
    const highlights = within(await unfold('Highlights (3)'));
    await user.click(highlights.getByRole('button', { name: 'Remove Highlights 2' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();

    const { home } = server.sent().content;
    const seedHome = kcLawSiteSeed.home;
    const asked = home.faq.categories[0]!.items;
    expect(asked.slice(0, 3)).toEqual(seedHome.faq.categories[0]!.items);
    expect(asked[3]!.id).toMatch(/^question-[0-9a-f]{8}$/);
    expect(asked[3]).toMatchObject({
      question: { en: 'Legal aid?', el: '' },
      answer: { en: 'Yes.', el: '' },
    });
    expect(home.testimonials.items.map((item) => item.rating)).toEqual([5, 4, 5, 5, 5, 5]);
    expect(home.about.highlights.map((item) => item.id)).toEqual(
      [0, 2].map((index) => seedHome.about.highlights[index]!.id),
    );
  });

  it('lists the missing translations, each leading to its field on its tab', async () => {
    const server = serve();
    server.replace({
      ...draft(7, (content) => (content.practiceAreas[2]!.summary.el = '')),
      missingTranslations: [{ path: 'practiceAreas.2.summary', language: 'el' }],
    });
    const user = userEvent.setup();
    renderApp('/admin/site');
    await user.click(await screen.findByText('1 missing translation'));
    await user.click(
      screen.getByRole('button', { name: 'Practice areas › 3 › summary: Greek missing' }),
    );
    expect(screen.getByRole('tab', { name: 'Practice areas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.getByLabelText('Card text, Greek')).toHaveFocus());
    expect(screen.getByLabelText('Card text, Greek')).toHaveAccessibleDescription(
      'Translation missing',
    );
  });

  it("shows the server's refusal at the field it names, on that field's tab", async () => {
    const refusal = 'This number is on the blocked list.';
    serve(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: refusal,
          fields: { 'content.consultationTypes.1.priceCents': refusal },
        },
      },
    }));
    const user = userEvent.setup();
    renderApp('/admin/site');
    await user.type(await screen.findByLabelText('Phone'), '0');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Consultations' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByText('Failed to save the draft')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: kcLawSiteSeed.consultationTypes[1]!.name.en });
    const price = within(card).getByLabelText('Price');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByText(refusal)).toBeVisible();
  });

  it('speaks Greek: tabs, fields, and the sections to show or hide', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/admin/site', undefined, { language: 'el' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ιστότοπος' })).toBeVisible();
    expect(await screen.findByLabelText('Επωνυμία, Ελληνικά')).toHaveValue('KC Law');
    await user.click(screen.getByRole('tab', { name: 'Αρχική σελίδα' }));
    const testimonials = screen.getByRole('checkbox', { name: 'Εμφάνιση: Μαρτυρίες πελατών' });
    expect(testimonials).toBeChecked();
    await user.click(testimonials);
    expect(testimonials).not.toBeChecked();
    expect(screen.getByText('Μη αποθηκευμένες αλλαγές')).toBeVisible();
  });
  it('takes the draft the publish answers, so the next save keeps the redirect the server added', async () => {
    const published = draft(9, (content) => {
      content.practiceAreas[0]!.slug = 'company-law';
      content.practiceAreas[0]!.previousSlugs = ['corporate-law'];
    });
    let saved: SiteDraftResponse = draft(7, (content) => {
      content.practiceAreas[0]!.slug = 'company-law';
    });
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url === '/api/admin/site/publish') return { status: 200, body: published };
      if (url === '/api/admin/site/draft' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Pick<SiteDraftResponse, 'content'>;
        saved = { ...saved, revision: saved.revision + 1, content: body.content };
        return { status: 200, body: saved };
      }
      if (url === '/api/admin/site/draft') return { status: 200, body: saved };
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    });
    const user = userEvent.setup();
    renderApp('/admin/site');
    await screen.findByLabelText('Firm name, English');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published as version 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();

    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    const last = JSON.parse(String(puts.at(-1)![1]!.body)) as {
      basedOn: number;
      content: SiteDraftResponse['content'];
    };
    expect(last.basedOn).toBe(9);
    expect(last.content.practiceAreas[0]).toMatchObject({
      slug: 'company-law',
      previousSlugs: ['corporate-law'],
    });
  });
});
