import { z } from '../zod';
import { contactPracticeAreas } from '../firm/contact';
import { emailSchema } from './auth';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/** Body of POST /api/contact-requests, shared by the contact form and the server. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(120, 'Name must be at most 120 characters.'),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number must be at most 40 characters.')
    .regex(/^[+0-9 ()./-]*$/, 'Enter a phone number using digits, spaces and + ( ) - only.')
    .optional(),
  practiceArea: z.enum(contactPracticeAreas, { error: 'Choose a practice area.' }),
  preferredContact: z.enum(['call', 'meeting'], {
    error: 'Choose an introductory call or a meeting.',
  }),
  requestType: z.enum(['consultation', 'custom-quote']).default('consultation'),
  message: z
    .string({ error: 'Tell us briefly what your matter is about.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequestData = z.output<typeof contactRequestSchema>;

export const CONTACT_REFUSED_MESSAGE =
  'Your request could not be sent. Please call or e-mail us instead.';

/** A stored request as the admin list shows it. */
export type ContactRequestRecord = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  practiceArea: string;
  preferredContact: 'call' | 'meeting';
  requestType: 'consultation' | 'custom-quote';
  message: string;
  handledAt: string | null;
  createdAt: string;
};

export const markHandledSchema = z.object({
  handled: z.boolean({ error: 'Say whether it is handled.' }),
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
