import { msg } from '@lexbridge/shared/i18n/message';
import type { RateLimiter } from '../rate-limit';

// More than a person sends in one go (the upload dialog takes several files), few enough that a
// script cannot fill the storage.
export const UPLOADS_PER_USER = 30;
export const UPLOAD_WINDOW_SECONDS = 10 * 60;

/**
 * Counts one file against the user's uploads of the last 10 minutes; past the limit, throws a 429
 * that says how many minutes to wait. Call it once per file, before taking the file in.
 */
export function checkUploadAllowed(limiter: RateLimiter, userId: string) {
  return limiter.enforce(
    [
      {
        key: `upload:user:${userId}`,
        limit: UPLOADS_PER_USER,
        windowSeconds: UPLOAD_WINDOW_SECONDS,
      },
    ],
    (seconds) => msg('errors:uploads.tooMany', { count: Math.ceil(seconds / 60) }),
  );
}
