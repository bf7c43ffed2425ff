import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerRealtime } from '../platform/realtime/routes';
import { accountRoutes } from './account';
import { administratorsAdminRoutes } from './administrators';
import { analyticsAdminRoutes } from './analytics';
import { appointmentRoutes, appointmentsAdminRoutes } from './appointments';
import { securityAdminRoutes } from './security';
import { authRoutes, identifyRealtime } from './auth';
import { backupsAdminRoutes, startBackupSchedule, trackBackupAge } from './backups';
import { bankingAdminRoutes } from './banking';
import {
  bookingAdminRoutes,
  bookingChangeAdminRoutes,
  bookingManageRoutes,
  bookingRoutes,
} from './booking';
import { chatAdminRoutes, chatRoutes } from './chat';
import { clientsAdminRoutes } from './clients';
import { contactAdminRoutes, contactRoutes } from './contact';
import { articleRoutes, contentAdminRoutes, sitemapRoutes } from './content';
import { dashboardAdminRoutes } from './dashboard';
import {
  dataExportLinkRoutes,
  dataExportRoutes,
  dataRequestsAdminRoutes,
  erasureRequestRoutes,
  startDataExportJob,
} from './data-requests';
import {
  documentDownloadRoutes,
  documentRoutes,
  documentsAdminRoutes,
  documentUploadRoutes,
} from './documents';
import { healthRoutes } from './health';
import { invitationRoutes } from './invitations';
import { invoicePdfRoutes, invoiceRoutes, invoicesAdminRoutes } from './invoices';
import { matterRoutes, mattersAdminRoutes } from './matters';
import { messageRoutes, messagesAdminRoutes } from './messages';
import { metricsRoutes } from './metrics';
import { outboxAdminRoutes } from './outbox';
import { paymentRoutes } from './payments';
import { registerClientTopic } from './portal';
import { startRetentionJob } from './retention';
import { calendarFeedAdminRoutes, calendarFeedRoutes } from './calendar-feed';
import { startReminderJob } from './reminders';
import { settingsAdminRoutes } from './settings';
import { loadSite, siteAdminRoutes, siteRoutes } from './site';
import { twoFactorChallengeRoutes, twoFactorRoutes } from './two-factor';

/*
 * The one list of what the features add to the server, read by app.ts: adding a feature means
 * adding it here, not editing the app. Order matters and is kept: realtime's route and topics
 * before the features that publish on them (chat, the client topic), admin routes in one scope.
 */
type Step = (app: FastifyInstance) => unknown;
const routes =
  (plugin: FastifyPluginAsync): Step =>
  (app) =>
    app.register(plugin);

/**
 * The public and signed-in routes and realtime topics, registered in this order. The site's
 * content is read first: pages, prices and mails of the features after it read it from memory.
 */
export const featureSteps: Step[] = [
  loadSite,
  routes(healthRoutes),
  routes(metricsRoutes),
  trackBackupAge,
  routes(authRoutes),
  routes(accountRoutes),
  routes(dataExportRoutes),
  routes(dataExportLinkRoutes),
  routes(erasureRequestRoutes),
  routes(twoFactorRoutes),
  routes(twoFactorChallengeRoutes),
  routes(bookingRoutes),
  routes(bookingManageRoutes),
  routes(calendarFeedRoutes),
  routes(paymentRoutes),
  routes(contactRoutes),
  routes(articleRoutes),
  routes(sitemapRoutes),
  routes(siteRoutes),
  (app) =>
    registerRealtime(app, {
      hub: app.deps.realtime,
      identify: (request, reply) => identifyRealtime(app, request, reply),
    }),
  routes(chatRoutes),
  routes(matterRoutes),
  routes(invitationRoutes),
  routes(documentRoutes),
  routes(documentUploadRoutes),
  routes(documentDownloadRoutes),
  routes(appointmentRoutes),
  (app) => registerClientTopic(app.deps.realtime),
  routes(messageRoutes),
  routes(invoiceRoutes),
  routes(invoicePdfRoutes),
];

/** The administrators' routes, in the one guarded scope under /api/admin (see admin-scope.ts). */
export const adminRoutes: FastifyPluginAsync[] = [
  chatAdminRoutes,
  bookingAdminRoutes,
  bookingChangeAdminRoutes,
  calendarFeedAdminRoutes,
  contentAdminRoutes,
  contactAdminRoutes,
  outboxAdminRoutes,
  mattersAdminRoutes,
  appointmentsAdminRoutes,
  clientsAdminRoutes,
  dataRequestsAdminRoutes,
  documentsAdminRoutes,
  messagesAdminRoutes,
  invoicesAdminRoutes,
  dashboardAdminRoutes,
  analyticsAdminRoutes,
  bankingAdminRoutes,
  settingsAdminRoutes,
  backupsAdminRoutes,
  securityAdminRoutes,
  administratorsAdminRoutes,
  siteAdminRoutes,
];

/** Background work started once the routes are in and realtime listens (stopped on close). */
export const backgroundJobs: Step[] = [
  startRetentionJob,
  startBackupSchedule,
  startReminderJob,
  startDataExportJob,
];
