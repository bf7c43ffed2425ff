import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDayQuerySchema,
  adminMonthQuerySchema,
  blockDateSchema,
  blockSlotSchema,
  defaultTimesSchema,
  enableWeekdaySchema,
  holidayDateSchema,
  idParamSchema,
} from '@lexbridge/shared/schemas/availability';
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
import { closeHoliday, reopenHoliday } from './holiday-admin-service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { bookingPolicy } from './policy';

/** Calendar management, inside the admin scope (which lets administrators only in). */
export async function bookingAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, bookingPolicy.manage);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/availability', { schema: { querystring: adminMonthQuerySchema } }, (request) =>
    adminMonth(db, request.query.month),
  );
  typed.get('/availability/day', { schema: { querystring: adminDayQuerySchema } }, (request) =>
    adminDay(db, request.query.date, request.language),
  );
  typed.post('/blocked-dates', { schema: { body: blockDateSchema } }, (request) =>
    blockDate(db, request.body.date, request.body.reason),
  );
  typed.delete(
    '/blocked-dates/:id',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      await unblockDate(db, request.params.id);
      return reply.code(204).send();
    },
  );
  typed.post('/blocked-slots', { schema: { body: blockSlotSchema } }, (request) =>
    blockSlot(db, request.body.date, request.body.startTime),
  );
  typed.delete(
    '/blocked-slots/:id',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      await unblockSlot(db, request.params.id);
      return reply.code(204).send();
    },
  );
  typed.post('/holidays', { schema: { body: holidayDateSchema } }, (request) =>
    reopenHoliday(db, request.body.date),
  );
  typed.delete(
    '/holidays/:date',
    { schema: { params: holidayDateSchema } },
    async (request, reply) => {
      await closeHoliday(db, request.params.date);
      return reply.code(204).send();
    },
  );
  typed.post('/availability/weekdays', { schema: { body: enableWeekdaySchema } }, (request) =>
    enableWeekday(db, request.body.dayOfWeek),
  );
  typed.get('/availability/defaults', () => getDefaultTimes(db));
  typed.put('/availability/defaults', { schema: { body: defaultTimesSchema } }, (request) =>
    saveDefaultTimes(db, request.body),
  );
}
