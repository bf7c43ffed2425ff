import { and, desc, eq, like, sql } from 'drizzle-orm';
import { bookings, emailOutbox } from '../../apps/server/src/db/schema/index';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { futureDay, showDay } from '../fixtures/booking-calendar';
import { bookUntilCheckout } from '../fixtures/booking-flow';
import { checkedWidths, layoutProblems } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';
import type { E2eDb } from '../fixtures/test-data/database';

const email = 'manage-e2e@example.com';

/** The newest mail to the client whose subject has `words`, as the outbox stored it to send. */
async function mailWith(db: E2eDb, words: string) {
  let text = '';
  await expect(async () => {
    const [mail] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, `%${words}%`)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail, `no mail to ${email} saying "${words}"`).toBeDefined();
    text = mail!.text;
  }).toPass();
  return text;
}

test('a client moves a paid consultation through the e-mailed link, is refused after the cut-off, then cancels before it and sees the refund', async ({
  page,
  db,
}) => {
  test.slow();
  const day = futureDay(6, 3);
  await bookUntilCheckout(page, 6, 3, '14:00', email);
  await page.getByRole('button', { name: 'Pay €150' }).click();
  await expect(page.getByText('Appointment Confirmed!')).toBeVisible();

  const confirmation = await mailWith(db, 'is confirmed');
  const link = /https?:\/\/\S+(\/booking\/manage\/\S+)/.exec(confirmation)?.[1];
  expect(link, 'the confirmation carries the manage link').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Consultation' })).toBeVisible();
  await expect(page.getByText('Cancelling it before then refunds €150 in full')).toBeVisible();
  await expectNoA11yViolations(page);
  // The page of a real booking fits every checked width, its actions open.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const problems: string[] = [];
  for (const width of checkedWidths) {
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await layoutProblems(page)) problems.push(`${width} px: ${problem}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Reschedule' }).click();

  // Reschedule: the same calendar as booking, a later time the same day.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const picker = page.getByRole('region', { name: 'Choose a new time' });
  await (await showDay(page, day.label, picker)).click();
  await picker
    .getByRole('group', { name: 'Available times' })
    .getByRole('button', { name: '15:30' })
    .click();
  await expectNoA11yViolations(page);
  await picker.getByRole('button', { name: /^Move to .* at 15:30$/ }).click();
  await expect(page.getByText(/Your consultation has moved to .* at 15:30/)).toBeVisible();
  await expect(page.getByText('15:30 (Cyprus time)')).toBeVisible();
  expect(await mailWith(db, 'has moved')).toContain('15:30');

  // Inside the cut-off (the policy the booking was made under, here 72 hours, and a start 50
  // hours away) nothing can change online: the page says why and offers the contact form.
  const [booked] = await db.select().from(bookings).where(eq(bookings.clientEmail, email));
  await db
    .update(bookings)
    .set({
      cutoffHours: 72,
      startAt: sql`now() + interval '50 hours'`,
      endAt: sql`now() + interval '50 hours 30 minutes'`,
    })
    .where(eq(bookings.id, booked!.id));
  try {
    await page.reload();
    await expect(page.getByText(/until 72 hours before they start/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'the contact form' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  } finally {
    await db
      .update(bookings)
      .set({ cutoffHours: booked!.cutoffHours, startAt: booked!.startAt, endAt: booked!.endAt })
      .where(eq(bookings.id, booked!.id));
  }

  // Before the cut-off: cancel with a reason, and the refund is shown and mailed.
  await page.reload();
  await page.getByRole('button', { name: 'Cancel consultation' }).click();
  await page.getByLabel('Why are you cancelling?').fill('The matter settled.');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/€150 is being refunded to the card you paid with/)).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  expect(await mailWith(db, 'is cancelled')).toContain('€150.00 is being refunded');
  await expectNoA11yViolations(page);
});
