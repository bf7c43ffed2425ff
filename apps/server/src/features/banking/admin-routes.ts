import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bankAccountIdParams,
  createBankAccountSchema,
  updateBankAccountSchema,
  type BankAccount,
  type RevealedBankAccount,
} from '@lexbridge/shared/schemas/banking';
import { authorize } from '../../platform/authz/authorize';
import { notFound } from '../../platform/errors';
import { auditActor } from '../security';
import { viewerOf } from '../../platform/auth/guards';
import { toBankAccount } from './mappers';
import { bankingPolicy } from './policy';
import { revealBankAccount } from './reveal';
import { requireCipher } from './sealing';
import { createBankAccount, deleteBankAccount, listBankAccounts, setPrimary } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';

/** The firm's bank accounts, inside the admin scope (which lets administrators only in). */
export async function bankingAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, bankingPolicy.manage);
  const { db, encryption } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const hidden = () => notFound(bankingPolicy.manage.hidden);

  typed.get('/bank-accounts', async (): Promise<BankAccount[]> => {
    return (await listBankAccounts(db)).map(toBankAccount);
  });

  typed.post(
    '/bank-accounts',
    { schema: { body: createBankAccountSchema } },
    async (request, reply) => {
      const row = await createBankAccount(
        db,
        requireCipher(encryption),
        request.body,
        auditActor(request.sessionUser!.user),
      );
      return reply.code(201).send(toBankAccount(row));
    },
  );

  typed.patch(
    '/bank-accounts/:id',
    { schema: { params: bankAccountIdParams, body: updateBankAccountSchema } },
    async (request): Promise<BankAccount> => {
      const actor = auditActor(request.sessionUser!.user);
      const row = await setPrimary(db, request.params.id, request.body.isPrimary, actor);
      if (!row) throw hidden();
      return toBankAccount(row);
    },
  );

  typed.delete(
    '/bank-accounts/:id',
    { schema: { params: bankAccountIdParams } },
    async (request, reply) => {
      const actor = auditActor(request.sessionUser!.user);
      if (!(await deleteBankAccount(db, request.params.id, actor))) throw hidden();
      return reply.code(204).send();
    },
  );

  // The one route that answers the full numbers; each answer leaves an audit entry.
  typed.post(
    '/bank-accounts/:id/reveal',
    { schema: { params: bankAccountIdParams } },
    async (request): Promise<RevealedBankAccount> => {
      const viewer = viewerOf(request.sessionUser, request);
      authorize(viewer, bankingPolicy.reveal, {});
      const { user } = request.sessionUser!;
      const actor = { id: user.id, name: user.name || user.email };
      const revealed = await revealBankAccount(
        db,
        requireCipher(encryption),
        request.params.id,
        actor,
      );
      if (!revealed) throw hidden();
      return revealed;
    },
  );
}
