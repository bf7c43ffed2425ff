import { firm } from '@lexbridge/shared/firm/firm';
import type { ArticleInput } from '@lexbridge/shared/schemas/articles';

type SeedArticle = ArticleInput & { publishedAt: string };

/** Five short legal updates, one per practice area, so a new install shows real news. */
export const seedArticles: readonly SeedArticle[] = [
  {
    title: 'Cyprus Register of Beneficial Owners: What Companies Must File',
    slug: 'cyprus-register-of-beneficial-owners',
    summary:
      'Every Cyprus company must record its beneficial owners with the Registrar of Companies and keep the entry current. Here is what that means in practice.',
    category: 'Corporate Law',
    authorName: firm.lawyerName,
    tags: ['companies', 'compliance', 'AML'],
    featured: true,
    publishedAt: '2026-03-04T09:00:00Z',
    content: `Cyprus companies must identify the natural persons who ultimately own or control them and keep that information in the Register of Beneficial Owners, maintained by the Registrar of Companies.

## Who counts as a beneficial owner
- A person who holds more than 25% of the shares or voting rights, directly or indirectly
- A person who controls the company by other means, such as an agreement with shareholders
- Where no one qualifies, the senior managing official

## What directors should do
1. Collect and verify the details of each beneficial owner
2. File them with the Registrar and confirm them every year
3. Report any change promptly

Failing to file can lead to daily fines for the company and its officers. If your structure includes trusts or foreign holding companies, ask us to review it before the next filing.`,
  },
  {
    title: 'Title Deeds in Cyprus: Protecting Your Property Purchase',
    slug: 'title-deeds-protecting-your-property-purchase',
    summary:
      'Buying property without a separate title deed is still common in Cyprus. A few steps before signing protect your money and your ownership.',
    category: 'Real Estate Law',
    authorName: firm.lawyerName,
    tags: ['property', 'title deeds', 'contracts'],
    featured: false,
    publishedAt: '2026-02-12T09:00:00Z',
    content: `Many buyers in Cyprus sign a sales contract before the property has its own title deed. The law gives buyers protection, but only if they act on time.

## Before you sign
- Search the Land Registry for mortgages and charges on the land
- Check that the building permit and the certificate of final approval exist
- Confirm that the seller has the right to sell

## After you sign
1. Stamp the contract at the tax office within 30 days
2. Deposit the contract at the Land Registry to secure specific performance
3. Keep proof of every payment

Depositing the contract is the single most important step: it stops the seller from selling or charging the property to someone else.`,
  },
  {
    title: 'Making a Will in Cyprus: The Forced Heirship Rules',
    slug: 'making-a-will-in-cyprus-forced-heirship',
    summary:
      'Cyprus law reserves part of an estate for close family. How much you can leave freely depends on who survives you.',
    category: 'Estate Planning',
    authorName: firm.lawyerName,
    tags: ['wills', 'succession', 'families'],
    featured: false,
    publishedAt: '2026-01-20T09:00:00Z',
    content: `Under the Wills and Succession Law, a person domiciled in Cyprus cannot leave the whole estate to anyone they choose. Part of it, the statutory portion, goes to close relatives.

## How much you can leave freely
- With a spouse and children: up to one quarter of the estate
- With a spouse or parents but no children: up to one half
- With no spouse, children or parents: the whole estate

## Keeping your will effective
1. Sign it in front of two witnesses who do not inherit
2. Review it after marriage, divorce or the birth of a child
3. Tell your executor where the original is kept

Foreign nationals may be able to choose the law of their nationality under the EU Succession Regulation. We can advise on the choice that suits your family.`,
  },
  {
    title: 'Patient Rights in Cyprus: Consent and Access to Medical Records',
    slug: 'patient-rights-consent-and-medical-records',
    summary:
      'The Patient Rights Law gives you the right to informed consent and to a copy of your medical file. Here is how to use those rights.',
    category: 'Medical Law',
    authorName: firm.lawyerName,
    tags: ['patients', 'consent', 'medical records'],
    featured: false,
    publishedAt: '2025-12-08T09:00:00Z',
    content: `The Safeguarding and Protection of Patients' Rights Law sets out what every patient in Cyprus can expect from doctors, clinics and hospitals.

## Informed consent
- You must be told the nature, risks and alternatives of a treatment
- Consent to surgery and other serious procedures should be in writing
- You may withdraw consent at any time before treatment

## Your medical records
1. Ask the clinic or hospital in writing for a copy of your file
2. Expect an answer within a reasonable time; a small copying fee may apply
3. Keep the copy: it is the starting point of any negligence claim

If you believe treatment went wrong, act early: claims for medical negligence are subject to time limits.`,
  },
  {
    title: 'GDPR Fines in Practice: Lessons for Cyprus Businesses',
    slug: 'gdpr-fines-lessons-for-cyprus-businesses',
    summary:
      'Fines can reach 4% of worldwide turnover or EUR 20 million. Most cases, though, start with simple failures that are easy to fix.',
    category: 'Data Protection',
    authorName: firm.lawyerName,
    tags: ['GDPR', 'compliance', 'data breaches'],
    featured: false,
    publishedAt: '2025-11-17T09:00:00Z',
    content: `The Commissioner for Personal Data Protection enforces the GDPR in Cyprus. The highest fines reach 4% of worldwide annual turnover or EUR 20 million, whichever is higher.

## Common failures
- No lawful basis recorded for marketing e-mails
- Personal data kept long after it is needed
- Data breaches not reported within 72 hours

## Three steps to take this quarter
1. Map the personal data you hold and why you hold it
2. Update your privacy notice and retention schedule
3. Write down how your team reports and handles a breach

A short compliance review now costs far less than an investigation later.`,
  },
];
