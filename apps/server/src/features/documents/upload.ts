import type { Readable } from 'node:stream';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  documentAccessLevelSchema,
  type AdminDocument,
  type ClientDocument,
  type DocumentAccessLevel,
} from '@lexbridge/shared/schemas/documents';
import { badRequest } from '../../platform/errors';
import { intakeUpload } from '../../platform/uploads/intake';
import { checkUploadAllowed } from '../../platform/uploads/rate-limit';
import type { MatterWithClient } from '../matters';
import { toAdminDocument, toClientDocument } from './mappers';
import { notifyDocumentAdded } from './notifications';
import { recordUpload } from './record-upload';
import type { ServiceDeps } from '../../platform/deps';

type AccessLevelAsked = { requested: string | undefined; chosen: boolean };
type UploadDeps = Pick<
  ServiceDeps,
  'db' | 'storage' | 'rateLimiter' | 'mailer' | 'log' | 'publicUrl'
>;

/**
 * The access level sent before the file, where the uploader may choose it (documentPolicy); an
 * upload by anyone else (a client) is shared whatever they send.
 */
function accessLevelOf({ requested, chosen }: AccessLevelAsked): DocumentAccessLevel {
  if (!chosen) return 'shared';
  const parsed = documentAccessLevelSchema.safeParse(requested);
  if (!parsed.success) throw badRequest(msg('validation:document.accessLevel'));
  return parsed.data;
}

/**
 * Uploads one file to a matter the uploader may upload to (the caller has asked the policy): within
 * the uploader's rate limit, streamed into storage (refused by its bytes, see intakeUpload), then
 * recorded as a document or a new version in one transaction. The file and its rows exist together
 * or not at all: a failed record removes the stored file. A shared document is announced to the
 * other side. Returns the document as recorded, as the uploader's side sees it.
 */
export async function uploadDocument(
  deps: UploadDeps,
  input: {
    found: MatterWithClient;
    uploader: { id: string; name: string; isAdmin: boolean };
    accessLevel: AccessLevelAsked;
    file: { stream: Readable; name: string | undefined };
  },
): Promise<AdminDocument | ClientDocument> {
  const { found, uploader } = input;
  const { matter } = found;
  await checkUploadAllowed(deps.rateLimiter, uploader.id);
  const accessLevel = accessLevelOf(input.accessLevel);
  const file = await intakeUpload(deps.storage, input.file.stream, input.file.name, {
    area: 'documents',
  });
  let recorded;
  try {
    recorded = await recordUpload(deps.db, { matterId: matter.id, accessLevel, file, uploader });
  } catch (error) {
    await deps.storage.remove(file.key); // the row is not there: neither is the file
    throw error;
  }
  if (accessLevel === 'shared')
    void notifyDocumentAdded(deps, { ...matter, clientEmail: found.clientEmail }, uploader.isAdmin);
  const row = {
    ...recorded.document,
    matterTitle: matter.title,
    clientId: matter.clientId,
    clientName: found.clientName,
  };
  return uploader.isAdmin
    ? toAdminDocument(row, recorded.versions)
    : toClientDocument(row, recorded.versions);
}
