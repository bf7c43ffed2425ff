// The English catalogs define the keys: a key missing here fails the typecheck wherever `t` uses it.
import type admin from './locales/en/admin.json';
import type appointments from './locales/en/appointments.json';
import type auth from './locales/en/auth.json';
import type banking from './locales/en/banking.json';
import type booking from './locales/en/booking.json';
import type chat from './locales/en/chat.json';
import type clients from './locales/en/clients.json';
import type invitations from './locales/en/invitations.json';
import type invoices from './locales/en/invoices.json';
import type common from './locales/en/common.json';
import type contact from './locales/en/contact.json';
import type documents from './locales/en/documents.json';
import type content from './locales/en/content.json';
import type emails from './locales/en/emails.json';
import type errors from './locales/en/errors.json';
import type firm from './locales/en/firm.json';
import type home from './locales/en/home.json';
import type matters from './locales/en/matters.json';
import type messages from './locales/en/messages.json';
import type pages from './locales/en/pages.json';
import type portal from './locales/en/portal.json';
import type practiceAreas from './locales/en/practiceAreas.json';
import type security from './locales/en/security.json';
import type settings from './locales/en/settings.json';
import type siteEditor from './locales/en/siteEditor.json';
import type validation from './locales/en/validation.json';
import type analytics from './locales/en/analytics.json';
import type account from './locales/en/account.json';

export type Resources = {
  account: typeof account;
  admin: typeof admin;
  appointments: typeof appointments;
  auth: typeof auth;
  banking: typeof banking;
  booking: typeof booking;
  chat: typeof chat;
  clients: typeof clients;
  invitations: typeof invitations;
  invoices: typeof invoices;
  common: typeof common;
  contact: typeof contact;
  content: typeof content;
  documents: typeof documents;
  emails: typeof emails;
  errors: typeof errors;
  firm: typeof firm;
  home: typeof home;
  matters: typeof matters;
  messages: typeof messages;
  pages: typeof pages;
  portal: typeof portal;
  practiceAreas: typeof practiceAreas;
  security: typeof security;
  settings: typeof settings;
  siteEditor: typeof siteEditor;
  validation: typeof validation;
  analytics: typeof analytics;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    // Catalog values are plain strings; components never get null back for a missing key.
    returnNull: false;
  }
}
