export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  calendarFeed: ['account', 'calendar-feed'] as const,
  dataExport: (path: string) => ['account', 'data-export', path] as const,
  erasure: ['account', 'erasure-request'] as const,
};
