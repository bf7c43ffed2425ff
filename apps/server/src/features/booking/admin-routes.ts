import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDayQuerySchema,
  adminMonthQuerySchema,
  blockDateSchema,
  blockSlotSchema,
  defaultTimesSchema,
  enableWeekdaySchema,
  idParamSchema,
} from '@lexbridge/shared/schemas/availability';
import { requireAdmin } from '../auth/guards';
import { adminDay, adminMonth } from './admin-calendar-service';
import {
  blockDate,
  blockSlot,
  enableWeekday,
  getDefaultTimes,
  saveDefaultTimes,
  unblockDate,
  unblockSlot,
} from './availability-admin-service';

/** Calendar management for administrators; every route refuses anyone else (401/403). */
export async function adminCalendarRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAdmin(app));

  typed.get(
    '/api/admin/availability',
    { schema: { querystring: adminMonthQuerySchema } },
    (request) => adminMonth(db, request.query.month),
  );
  typed.get(
    '/api/admin/availability/day',
    { schema: { querystring: adminDayQuerySchema } },
    (request) => adminDay(db, request.query.date),
  );
  typed.post('/api/admin/blocked-dates', { schema: { body: blockDateSchema } }, (request) =>
    blockDate(db, request.body.date, request.body.reason),
  );
  typed.delete(
    '/api/admin/blocked-dates/:id',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      await unblockDate(db, request.params.id);
      return reply.code(204).send();
    },
  );
  typed.post('/api/admin/blocked-slots', { schema: { body: blockSlotSchema } }, (request) =>
    blockSlot(db, request.body.date, request.body.startTime),
  );
  typed.delete('/api/admin/blocked-slots/:id', { schema: { params: idParamSchema } }, (request) =>
    unblockSlot(db, request.params.id),
  );
  typed.post(
    '/api/admin/availability/weekdays',
    { schema: { body: enableWeekdaySchema } },
    (request) => enableWeekday(db, request.body.dayOfWeek),
  );
  typed.get('/api/admin/availability/defaults', () => getDefaultTimes(db));
  typed.put(
    '/api/admin/availability/defaults',
    { schema: { body: defaultTimesSchema } },
    (request) => saveDefaultTimes(db, request.body),
  );
}
