import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { linkSafeError } from './log-redaction';
import { requestLogOptions } from './request-log';

/** JSON at LOG_LEVEL (pretty on a terminal), or into `stream` (a test reading the log). */
export function defaultLogger(config: Config, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...requestLogOptions,
    // A failed write of a mail quotes its links: errors are logged with link queries redacted.
    serializers: { ...requestLogOptions.serializers, err: linkSafeError },
    stream,
    transport:
      !stream && process.stdout.isTTY
        ? { target: 'pino-pretty', options: { ignore: 'pid,hostname' } }
        : undefined,
  };
}
