import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './platform/auth/guards';
import { bookingAdminRoutes } from './features/booking';
import { chatAdminRoutes } from './features/chat';
import { clientsAdminRoutes } from './features/clients';
import { contactAdminRoutes } from './features/contact';
import { contentAdminRoutes } from './features/content';
import { documentsAdminRoutes } from './features/documents';
import { mattersAdminRoutes } from './features/matters';
import { appointmentsAdminRoutes } from './features/appointments';
import { messagesAdminRoutes } from './features/messages';
import { invoicesAdminRoutes } from './features/invoices';
import { dashboardAdminRoutes } from './features/dashboard';
import { analyticsAdminRoutes } from './features/analytics';
import { bankingAdminRoutes } from './features/banking';
import { outboxAdminRoutes } from './features/outbox';
import { settingsAdminRoutes } from './features/settings';
import { auditAdminRoutes } from './features/audit';
import { administratorsAdminRoutes } from './features/administrators';

export const ADMIN_PREFIX = '/api/admin';

/**
 * Every administrators' route lives in this one scope under /api/admin, behind one guard: 401
 * signed out, 403 for anyone who is not an administrator. It runs on request, before any body is
 * read or validated, so a stranger learns nothing from a malformed request either. A feature's
 * admin plugin adds routes relative to the prefix and never guards them itself.
 */
async function adminScope(app: FastifyInstance) {
  app.addHook('onRequest', requireAdmin(app));
  await app.register(chatAdminRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contactAdminRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(mattersAdminRoutes);
  await app.register(appointmentsAdminRoutes);
  await app.register(clientsAdminRoutes);
  await app.register(documentsAdminRoutes);
  await app.register(messagesAdminRoutes);
  await app.register(invoicesAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(analyticsAdminRoutes);
  await app.register(bankingAdminRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(administratorsAdminRoutes);
}

export async function registerAdminScope(app: FastifyInstance) {
  await app.register(adminScope, { prefix: ADMIN_PREFIX });
}
