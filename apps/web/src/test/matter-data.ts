import type { ClientMatter } from '@lexbridge/shared/schemas/matters';

/** A client's matter for tests; `n` makes the id and title unique. */
export function clientMatter(n: number, changes: Partial<ClientMatter> = {}): ClientMatter {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Matter ${n}`,
    description: null,
    practiceArea: null,
    practiceAreaTitle: null,
    status: 'active',
    priority: 'medium',
    startDate: null,
    dueDate: null,
    completionDate: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}

/** The answer of GET /api/matters with these matters. */
export const matterList = (matters: ClientMatter[]): { status: number; body: unknown } => ({
  status: 200,
  body: { matters, page: 1, pageSize: 20, total: matters.length },
});
