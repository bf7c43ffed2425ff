import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { translator } from '../../platform/i18n/translator';
import { claimMailSlot } from '../../platform/mailer/throttle';
import { profileLanguage } from '../account';
import { getFirmSettings, notificationAddress } from '../settings';
import type { ServiceDeps } from '../../platform/deps';

export const DOCUMENT_MAIL_INTERVAL_MINUTES = 10;

type Deps = Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>;
type Matter = { id: string; title: string; clientId: string; clientEmail: string };

// Signed-in pages have one address in every language (they follow the profile's language).
const documentsLink = (deps: Deps, path: string, matterId: string) =>
  `${new URL(path, deps.publicUrl)}?matter_id=${matterId}`;

/**
 * Tells the other side that a document arrived on a matter: the client when the firm shares one,
 * the firm (its notification address, from settings) when the client uploads one; never for
 * firm-only documents. At most one mail per matter and side per 10 minutes, naming only the
 * matter (the file's name and content stay behind sign-in). A failed mail is logged: the upload
 * itself has succeeded.
 */
export async function notifyDocumentAdded(deps: Deps, matter: Matter, byFirm: boolean) {
  try {
    const side = byFirm ? 'client' : 'firm';
    const claimed = await claimMailSlot(
      deps.db,
      `documents:${side}:${matter.id}`,
      DOCUMENT_MAIL_INTERVAL_MINUTES,
    );
    if (!claimed) return;
    const language = byFirm ? await profileLanguage(deps.db, matter.clientId) : defaultLanguage;
    const t = translator(language);
    const path = byFirm ? '/documents' : '/admin/documents';
    await deps.mailer.send({
      to: byFirm
        ? matter.clientEmail
        : notificationAddress(
            await getFirmSettings(deps.db),
            deps.mailer.branding(defaultLanguage).contactEmail,
          ),
      language,
      subject: t(byFirm ? 'emails:documents.sharedSubject' : 'emails:documents.uploadedSubject', {
        // The firm as its published site names it now, in the mail's language.
        firm: deps.mailer.branding(language).name,
      }),
      text: [
        t(byFirm ? 'emails:documents.sharedBody' : 'emails:documents.uploadedBody', {
          matter: matter.title,
        }),
        '',
        documentsLink(deps, path, matter.id),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, matterId: matter.id }, 'could not send the document notification');
  }
}
