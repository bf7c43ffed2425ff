import { describe, expect, it } from 'vitest';
import type { AdminMatter, MatterPracticeAreaChoice } from '@lexbridge/shared/schemas/matters';
import { TEST_PUBLIC_URL } from '../../test/app';
import { createMatter, type TestUser } from '../../test/factories';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useClient, useTestApp } from '../../test/suite';

/** A matter's practice area is one of the site's (Admin -> Site), and keeps one hidden later. */
describe('matters’ practice areas from the published site', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const maria = useClient(t, 'maria@example.com');
  const as = (user: TestUser, method: string, url: string, payload?: object, language = 'en') =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: user.cookie, origin: TEST_PUBLIC_URL, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const choices = async () =>
    (await as(admin, 'GET', '/api/admin/matters/practice-areas')).json<
      MatterPracticeAreaChoice[]
    >();

  it('lists the site’s areas for the form, hidden ones marked, for administrators only', async () => {
    expect(await choices()).toContainEqual({
      id: 'medical-law',
      title: { en: 'Medical Law', el: 'Ιατρικό Δίκαιο' },
      hidden: false,
    });
    expect((await as(maria, 'GET', '/api/admin/matters/practice-areas')).statusCode).toBe(403);
  });

  it('opens matters in shown areas only; a matter keeps an area hidden later', async () => {
    const created = await as(admin, 'POST', '/api/admin/matters', {
      clientId: maria.id,
      title: 'Clinic negligence claim',
      practiceArea: 'medical-law',
    });
    expect(created.statusCode).toBe(201);
    const matter = created.json<AdminMatter>();

    await siteAdmin(t.app, admin.cookie).edit((content) => {
      const area = content.practiceAreas.find((candidate) => candidate.id === 'medical-law')!;
      area.hidden = true;
      area.title.en = 'Medical Negligence';
    });
    expect((await choices()).find((area) => area.id === 'medical-law')).toMatchObject({
      hidden: true,
    });
    const refused = await as(
      admin,
      'POST',
      '/api/admin/matters',
      { clientId: maria.id, title: 'Another claim', practiceArea: 'medical-law' },
      'el',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Αυτός ο τομέας δικαίου δεν προσφέρεται στον ιστότοπο. Επιλέξτε έναν από τους τομείς της λίστας.',
    );

    // The form sends every field back: editing the title keeps the hidden area.
    const edited = await as(admin, 'PATCH', `/api/admin/matters/${matter.id}`, {
      title: 'Clinic claim',
      practiceArea: 'medical-law',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminMatter>()).toMatchObject({
      title: 'Clinic claim',
      practiceArea: 'medical-law',
      practiceAreaTitle: { en: 'Medical Negligence', el: 'Ιατρικό Δίκαιο' },
    });
    const moved = await as(admin, 'PATCH', `/api/admin/matters/${matter.id}`, {
      practiceArea: 'no-such-area',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe(
      'This practice area is not offered on the site. Choose one of the practice areas listed.',
    );
  });

  it('names every matter’s area for its client too, falling back for areas the site lacks', async () => {
    const legacy = await createMatter(t, maria.id, {
      title: 'Custody',
      practiceArea: 'family-law',
    });
    const unknown = await createMatter(t, maria.id, { title: 'Old', practiceArea: 'maritime' });
    const own = async (id: string) => (await as(maria, 'GET', `/api/matters/${id}`)).json();
    expect((await own(legacy)).practiceAreaTitle).toEqual({
      en: 'Family Law',
      el: 'Οικογενειακό Δίκαιο',
    });
    expect((await own(unknown)).practiceAreaTitle).toEqual({ en: 'maritime', el: 'maritime' });
    const list = await as(maria, 'GET', '/api/matters?practiceArea=medical-law');
    expect(list.json().matters[0].practiceAreaTitle.en).toBe('Medical Negligence');
  });
});
