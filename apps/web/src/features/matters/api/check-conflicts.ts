import { CONFLICT_NAME_MIN, type ConflictCheckResult } from '@lexbridge/shared/schemas/matters';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';

export const getConflicts = (name: string, excludeMatterId?: string) =>
  apiRequest<ConflictCheckResult>(
    `/api/admin/matters/conflicts${listSearch({ name, excludeMatterId })}`,
  );

type Check = { clientId: string; clientName: string; opposingParty?: string | null };

/**
 * The conflict check before a matter is saved: the opposing party may be one of the firm's clients
 * or an opposing party elsewhere, and the client may be an opposing party in another matter. The
 * client itself is not a conflict; each hit is listed once.
 */
export async function checkConflicts(
  { clientId, clientName, opposingParty }: Check,
  excludeMatterId?: string,
): Promise<ConflictCheckResult> {
  const names = [opposingParty, clientName]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name.length >= CONFLICT_NAME_MIN);
  const results = await Promise.all(names.map((name) => getConflicts(name, excludeMatterId)));
  const clients = new Map<string, ConflictCheckResult['clients'][number]>();
  const parties = new Map<string, ConflictCheckResult['opposingParties'][number]>();
  for (const result of results) {
    for (const hit of result.clients) if (hit.id !== clientId) clients.set(hit.id, hit);
    for (const hit of result.opposingParties) parties.set(hit.matterId, hit);
  }
  return { clients: [...clients.values()], opposingParties: [...parties.values()] };
}

export const hasConflicts = (result: ConflictCheckResult) =>
  result.clients.length > 0 || result.opposingParties.length > 0;
