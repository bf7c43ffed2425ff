import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';

test('the home page shows its sections in the specified order, with their texts', async ({
  page,
}) => {
  await page.goto('/');
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  const expected = ['home', 'about', 'services', 'team', 'testimonials', 'faq', 'contact'];
  // Pricing and News sit between the FAQ and Contact; only the relative order is checked here.
  expect(ids.filter((id) => expected.includes(id))).toEqual(expected);

  const hero = page.locator('#home');
  await expect(hero.getByRole('heading', { level: 1, name: 'We care' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
  await expect(hero.getByRole('link', { name: 'Our Services' })).toHaveAttribute(
    'href',
    '/#services',
  );

  const about = page.locator('#about');
  for (const highlight of [
    '10+ Years Experience',
    'Cyprus Bar Certified',
    'Personalized Service',
  ]) {
    await expect(about.getByRole('heading', { name: highlight })).toBeVisible();
  }
  await expect(about.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(about.getByRole('heading', { name: 'Our Core Values' })).toBeVisible();

  const services = page.locator('#services');
  await expect(services.getByRole('link', { name: /^Learn More about / })).toHaveCount(5);

  const team = page.locator('#team');
  await expect(team.getByRole('heading', { name: 'About the Practice' })).toBeVisible();
  await expect(
    team.getByRole('list', { name: 'Qualifications' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  const testimonials = page.locator('#testimonials');
  await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveCount(6);
  for (const stat of ['98%', '500+', '25+']) {
    await expect(testimonials.getByText(stat, { exact: true })).toBeVisible();
  }

  const faq = page.locator('#faq');
  for (const category of [
    'General Legal Services',
    'Corporate Law',
    'Real Estate Law',
    'Data Protection & GDPR',
  ]) {
    await expect(faq.getByRole('heading', { level: 3, name: category })).toBeVisible();
  }

  const contact = page.locator('#contact');
  await expect(contact.getByText('We reply within 8 hours.')).toBeVisible();
  await expect(contact.getByText('Office hours: Monday-Friday 9:00 AM - 6:00 PM')).toBeVisible();
  await expect(contact.getByText(/Phone available 24\/7 for emergencies/)).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const href of ['/#home', '/#services', '/#about', '/#team', '/#contact', '/#news']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('link', { name: 'Client Portal' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(footer.getByRole('link', { name: 'Admin Access' })).toHaveAttribute(
    'href',
    '/admin-access',
  );
  await expectNoA11yViolations(page);
});

test('the FAQ opens one answer at a time and works from the keyboard', async ({ page }) => {
  await page.goto('/#faq');
  const faq = page.locator('#faq');
  const first = faq.getByRole('button', { name: 'How do I book a first consultation?' });
  const second = faq.getByRole('button', { name: 'How are your fees set?' });

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/reply to every request within 8 hours/)).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/reply to every request within 8 hours/)).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  const property = faq.getByRole('button', { name: 'How long does a property transaction take?' });
  await property.click();
  await expect(faq.getByText(/takes 4-8 weeks/)).toBeVisible();
  await faq.getByRole('button', { name: 'What are the fines for breaching the GDPR?' }).click();
  await expect(faq.getByText(/up to 4% of .* or €20 million/)).toBeVisible();
  await expect(property).toHaveAttribute('aria-expanded', 'false');
  await expectNoA11yViolations(page);
});

test('at 320 px the home page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'We care' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
