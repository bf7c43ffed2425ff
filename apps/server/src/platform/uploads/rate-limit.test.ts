import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';
import type { HttpError } from '../errors';
import { checkUploadAllowed, UPLOADS_PER_USER } from './rate-limit';

describe('upload rate limit', () => {
  const t = useTestApp();

  it(`lets a user upload ${UPLOADS_PER_USER} files in 10 minutes, then asks them to wait`, async () => {
    const { rateLimiter } = t.app.deps;
    for (let file = 0; file < UPLOADS_PER_USER; file++) {
      await checkUploadAllowed(rateLimiter, 'user-a');
    }
    const refusal = (await checkUploadAllowed(rateLimiter, 'user-a').catch(
      (error: unknown) => error,
    )) as HttpError;
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(590);
    expect(refusal.message).toBe(
      'Too many files uploaded in a short time. Please wait 10 minutes and try again.',
    );
    // Another user is counted apart.
    await expect(checkUploadAllowed(rateLimiter, 'user-b')).resolves.toBeUndefined();
  });
});
