import { msg } from '@lexbridge/shared/i18n/message';
import { HttpError } from '../errors';

export type UploadRefusal = 'empty' | 'too-large' | 'type-not-allowed';

/**
 * Why an upload was refused, as an HttpError: left alone, the error handler answers it with its
 * message in the request's language; a route that takes several files can catch it per file.
 */
export class UploadRefusedError extends HttpError {
  constructor(
    readonly reason: UploadRefusal,
    maxBytes: number,
  ) {
    super(...refusal(reason, maxBytes));
  }
}

function refusal(reason: UploadRefusal, maxBytes: number): [number, string, string] {
  switch (reason) {
    case 'empty':
      return [400, 'EMPTY_FILE', msg('errors:uploads.empty')];
    case 'too-large': {
      const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
      return [413, 'FILE_TOO_LARGE', msg('errors:uploads.tooLarge', { megabytes })];
    }
    case 'type-not-allowed':
      return [415, 'FILE_TYPE_NOT_ALLOWED', msg('errors:uploads.typeNotAllowed')];
  }
}
