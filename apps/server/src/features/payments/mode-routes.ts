import type { FastifyInstance } from 'fastify';
import type { PaymentsMode } from '@lexbridge/shared/schemas/payments';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { paymentsPolicy } from './policy';

/** Whether pages must say 'Test mode: no real payment' (anyone may ask: every page shows it). */
export async function paymentsModeRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, paymentsPolicy.mode);
  const mode: PaymentsMode = { testMode: app.deps.config.payments.testModeBanner };
  app.get('/api/payments/mode', async (): Promise<PaymentsMode> => mode);
}
