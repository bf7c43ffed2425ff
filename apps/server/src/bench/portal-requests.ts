/** The ids a request list needs: the signed-in client's own rows and a few of the firm's. */
export type PortalIds = {
  clientId: string;
  matterId: string;
  threadId: string;
  conversationId: string;
  otherClientId: string;
};

export type BenchRequest = { who: 'client' | 'admin'; url: string };

const month = (offset: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
};

/**
 * Every list and dashboard the portal and the admin area load, as the web app asks for them
 * (first page, a deep page, the common filters and searches). The client is the one with the
 * most rows; the admin sees the whole firm.
 */
export function portalRequests(ids: PortalIds): BenchRequest[] {
  const client = [
    '/api/matters?pageSize=3',
    '/api/matters',
    '/api/matters?page=5',
    '/api/matters?status=active&practiceArea=family-law',
    '/api/matters?search=lease',
    `/api/matters/${ids.matterId}`,
    '/api/appointments?upcoming=true&limit=5',
    '/api/appointments',
    `/api/appointments?matterId=${ids.matterId}`,
    '/api/documents?withinDays=7&pageSize=5',
    '/api/documents',
    '/api/documents?page=10',
    '/api/documents?type=pdf',
    '/api/documents?search=contract',
    `/api/documents?matterId=${ids.matterId}`,
    '/api/invoices',
    '/api/invoices?status=paid',
    '/api/invoices?page=10',
    '/api/messages/threads',
    '/api/messages/threads?page=5',
    `/api/messages/threads/${ids.threadId}`,
    `/api/messages/threads/${ids.threadId}/messages`,
    `/api/chat/conversations/${ids.conversationId}/messages`,
  ].map((url) => ({ who: 'client' as const, url }));
  const admin = [
    '/api/admin/dashboard',
    '/api/admin/analytics?months=3',
    '/api/admin/analytics?months=12',
    '/api/admin/clients',
    '/api/admin/clients?page=50',
    '/api/admin/clients?search=m%C3%BCller',
    `/api/admin/clients/${ids.clientId}`,
    '/api/admin/matters',
    '/api/admin/matters?page=200',
    '/api/admin/matters?status=active',
    '/api/admin/matters?practiceArea=family-law&status=on_hold',
    '/api/admin/matters?search=papadopoulos',
    `/api/admin/matters?search=matter%209999`,
    `/api/admin/matters/${ids.matterId}`,
    '/api/admin/matters/conflicts?name=Georgiou',
    `/api/admin/appointments?clientId=${ids.clientId}`,
    `/api/admin/appointments?matterId=${ids.matterId}`,
    '/api/admin/documents',
    '/api/admin/documents?page=1000',
    '/api/admin/documents?search=lease',
    '/api/admin/documents?type=pdf',
    '/api/admin/documents?accessLevel=firm',
    '/api/admin/documents?withinDays=7',
    `/api/admin/documents?clientId=${ids.otherClientId}`,
    `/api/admin/documents?matterId=${ids.matterId}`,
    '/api/admin/invoices',
    '/api/admin/invoices?page=1000',
    '/api/admin/invoices?status=overdue',
    '/api/admin/invoices?search=KC-BENCH-4999',
    `/api/admin/invoices?clientId=${ids.otherClientId}`,
    `/api/admin/invoices?matterId=${ids.matterId}`,
    '/api/admin/messages/threads',
    '/api/admin/messages/threads?page=100',
    '/api/admin/messages/threads?search=question%2012',
    `/api/admin/messages/threads?clientId=${ids.otherClientId}`,
    '/api/admin/messages/unread-threads',
    `/api/messages/threads/${ids.threadId}/messages`,
    '/api/admin/chat/conversations',
    '/api/admin/chat/conversations?status=archived',
    '/api/admin/chat/conversations?search=smith',
    `/api/admin/chat/conversations/${ids.conversationId}/messages`,
    '/api/admin/audit-log',
    '/api/admin/audit-log?page=500',
    '/api/admin/audit-log?action=user.sign_in_failed',
    `/api/admin/audit-log?person=${ids.otherClientId}`,
    `/api/admin/audit-log?from=${month(-2)}-01&to=${month(-1)}-01`,
    '/api/admin/audit-log/people',
    `/api/admin/availability?month=${month(0)}`,
    `/api/admin/availability?month=${month(1)}`,
  ].map((url) => ({ who: 'admin' as const, url }));
  return [...client, ...admin];
}
