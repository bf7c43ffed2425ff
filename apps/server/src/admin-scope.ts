import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './features/auth/guards';
import { bookingAdminRoutes } from './features/booking/admin-routes';
import { chatAdminRoutes } from './features/chat/admin-routes';
import { clientsAdminRoutes } from './features/clients/admin-routes';
import { contactAdminRoutes } from './features/contact/admin-routes';
import { contentAdminRoutes } from './features/content/admin-routes';
import { documentsAdminRoutes } from './features/documents/admin-routes';
import { mattersAdminRoutes } from './features/matters/admin-routes';
import { appointmentsAdminRoutes } from './features/appointments/admin-routes';
import { messagesAdminRoutes } from './features/messages/admin-routes';
import { invoicesAdminRoutes } from './features/invoices/admin-routes';
import { dashboardAdminRoutes } from './features/dashboard/admin-routes';
import { analyticsAdminRoutes } from './features/analytics/admin-routes';
import { bankingAdminRoutes } from './features/banking/admin-routes';
import { outboxAdminRoutes } from './features/outbox/admin-routes';
import { settingsAdminRoutes } from './features/settings/admin-routes';
import { auditAdminRoutes } from './features/audit/admin-routes';
import { administratorsAdminRoutes } from './features/administrators/admin-routes';

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
