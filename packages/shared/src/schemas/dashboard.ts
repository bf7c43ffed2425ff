import type { AdminErasureRequest } from './data-requests';
import type { InvoiceCurrency, InvoiceStatus } from './invoices';
import type { MatterStatus } from './matters';

/** Paid invoices in one currency: this calendar month (the firm's) and since the beginning. */
export type RevenueFigure = {
  currency: InvoiceCurrency;
  thisMonthCents: number;
  allTimeCents: number;
};

/** GET /api/admin/dashboard: where the practice stands, in one answer. */
export type DashboardOverview = {
  /** Accounts that are not administrators. */
  totalClients: number;
  activeMatters: number;
  /** One figure per currency the firm has been paid in (none before the first payment). */
  revenue: RevenueFigure[];
  /** Awaiting payment and not overdue: pending or sent. */
  pendingInvoices: number;
  overdueInvoices: number;
  /** Every document on every matter, shared or firm-only. */
  documents: number;
  /** Scheduled appointments and paid consultations from now on. */
  upcomingAppointments: number;
  /** Secure conversations with client messages nobody at the firm has read. */
  unreadThreads: number;
  /** Clients' requests to be erased that wait for a decision, the nearest deadline first. */
  erasureRequests: AdminErasureRequest[];
  recentMatters: {
    id: string;
    title: string;
    clientName: string;
    status: MatterStatus;
    createdAt: string;
  }[];
  recentInvoices: {
    id: string;
    number: string;
    matterTitle: string;
    amountCents: number;
    currency: InvoiceCurrency;
    status: InvoiceStatus;
    createdAt: string;
  }[];
};
