import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { countUpcomingAppointments } from '../appointments';
import { countUpcomingConsultations } from '../booking';
import { countClients } from '../clients';
import { openErasureRequests } from '../data-requests';
import { countDocuments } from '../documents';
import { invoiceFigures, latestInvoices } from '../invoices';
import { matterFigures } from '../matters';
import { countThreadsWithUnreadClientMessages } from '../messages';

const RECENT_MATTERS = 3;
const RECENT_INVOICES = 2;

/**
 * Where the practice stands: each feature counts its own, all at once (a handful of aggregate
 * queries, none of which reads rows it does not count).
 */
export async function dashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const [
    clients,
    matters,
    invoices,
    recentInvoices,
    documents,
    appointments,
    consultations,
    unread,
    erasureRequests,
  ] = await Promise.all([
    countClients(db),
    matterFigures(db, RECENT_MATTERS),
    invoiceFigures(db, now),
    latestInvoices(db, RECENT_INVOICES),
    countDocuments(db),
    countUpcomingAppointments(db, now),
    countUpcomingConsultations(db, now),
    countThreadsWithUnreadClientMessages(db),
    openErasureRequests(db),
  ]);
  return {
    totalClients: clients,
    activeMatters: matters.activeMatters,
    revenue: invoices.revenue,
    pendingInvoices: invoices.pendingInvoices,
    overdueInvoices: invoices.overdueInvoices,
    documents,
    upcomingAppointments: appointments + consultations,
    unreadThreads: unread,
    erasureRequests,
    recentMatters: matters.recentMatters,
    recentInvoices,
  };
}
