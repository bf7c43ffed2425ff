import { z } from '../zod';
import { msg } from '../i18n/message';
import type { LocalizedText } from '../site/text';
import { emailSchema } from './auth';

/** A site content id is at most 64 characters (site/ids.ts). */
const STABLE_ID_MAX = 64;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/** Body of POST /api/contact-requests, shared by the contact form and the server. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: msg('validation:name.required') })
    .trim()
    .min(1, msg('validation:name.required'))
    .max(120, msg('validation:contact.nameTooLong', { max: 120 })),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(40, msg('validation:contact.phoneTooLong', { max: 40 }))
    .regex(/^[+0-9 ()./-]*$/, msg('validation:contact.phoneFormat'))
    .optional(),
  /**
   * A practice-area id of the site content. Only its presence is checked here: whether the
   * published site shows that area (not hidden) is the server's check, with the same message.
   */
  practiceArea: z
    .string({ error: msg('validation:contact.practiceArea') })
    .trim()
    .min(1, msg('validation:contact.practiceArea'))
    .max(STABLE_ID_MAX, msg('validation:contact.practiceArea')),
  preferredContact: z.enum(['call', 'meeting'], {
    error: msg('validation:contact.preferredContact'),
  }),
  requestType: z
    .enum(['consultation', 'custom-quote'], { error: msg('validation:contact.requestType') })
    .default('consultation'),
  message: z
    .string({ error: msg('validation:contact.messageRequired') })
    .trim()
    .min(
      CONTACT_MESSAGE_MIN,
      msg('validation:contact.messageTooShort', { min: CONTACT_MESSAGE_MIN }),
    )
    .max(
      CONTACT_MESSAGE_MAX,
      msg('validation:contact.messageTooLong', { max: CONTACT_MESSAGE_MAX }),
    ),
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequestData = z.output<typeof contactRequestSchema>;

export const CONTACT_REFUSED_MESSAGE = msg('errors:contact.refused');

/** A stored request as the admin list shows it. */
export type ContactRequestRecord = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** A practice-area id (older requests: the area's English name). */
  practiceArea: string;
  /** Its title from the published site, hidden areas too; else the stored value itself. */
  practiceAreaTitle: LocalizedText;
  preferredContact: 'call' | 'meeting';
  requestType: 'consultation' | 'custom-quote';
  message: string;
  handledAt: string | null;
  createdAt: string;
};

export const markHandledSchema = z.object({
  handled: z.boolean({ error: msg('validation:contact.handled') }),
});

/** One mail of the outbox as the admin Outbox page shows it. */
export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** stored: no SMTP; pending: queued or waiting to retry; sent; failed: gave up after retries. */
  status: 'stored' | 'pending' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
};

/**
 * GET /api/admin/outbox. `delivers`: whether mail leaves the server (SMTP configured); then
 * sign-in, reset, confirmation and invitation links in `mails` have their token masked.
 */
export type OutboxList = { delivers: boolean; mails: OutboxMail[] };
