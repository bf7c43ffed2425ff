import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { Hub, RealtimeIdentity } from './hub';
import { translateMessage } from '../i18n/translator';
import { msg } from '@lexbridge/shared/i18n/message';
import type { RawData, WebSocket } from 'ws';
import { contained } from '../contained';
import { readClientFrame } from './frames';

// Browsers only send subscribe/unsubscribe frames; anything bigger is not ours.
const MAX_PAYLOAD_BYTES = 4 * 1024;
const HEARTBEAT_MS = 30_000;

/**
 * A socket's error: ws has already closed it when the client broke the protocol (text that is not
 * UTF-8, a frame over the cap: codes WS_ERR_*), which is the client's doing and logged as such;
 * anything else is ours. Either way only this socket ends.
 */
function onSocketError(
  error: Error & { code?: unknown },
  socket: WebSocket,
  request: FastifyRequest,
) {
  const byClient = typeof error.code === 'string' && error.code.startsWith('WS_ERR_');
  if (byClient)
    request.log.info({ err: error }, 'realtime socket closed: the client broke the protocol');
  else request.log.error({ err: error }, 'realtime socket failed');
  socket.terminate();
}

declare module 'fastify' {
  interface FastifyRequest {
    realtimeIdentity?: RealtimeIdentity;
  }
}

/**
 * The one WebSocket endpoint. The upgrade is refused (403) from another origin and (401) without a
 * session or visitor token, or with a visitor token the server did not sign; past the caps on
 * sockets (limits.ts) it is closed at once with a close code the browser does not retry quickly.
 * After it, every subscribe is authorised by the topic's handler.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: {
    hub: Hub;
    /** Who is connecting; may refuse (throw) or set cookies on the refusal through `reply`. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<RealtimeIdentity | null>;
  },
) {
  const { hub, identify } = options;
  const allowedOrigin = new URL(app.deps.config.publicUrl).origin;
  // Added before the plugin's own (which closes sockets without a code): on shutdown every socket
  // hears "service restart" first, so browsers come back to the next process.
  app.addHook('preClose', (done) => {
    hub.closeAllForRestart();
    done();
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD_BYTES },
    errorHandler: onSocketError,
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (request.headers.origin !== allowedOrigin)
          throw forbidden(msg('errors:chat.sameSiteOnly'));
        const identity = await identify(request, reply);
        if (!identity) throw unauthorized(msg('errors:chat.liveSignIn'));
        request.realtimeIdentity = identity;
      },
    },
    (socket, request) => {
      const log = request.log;
      const say = (text: string) => translateMessage(request.t, text);
      const connection = hub.connect(socket, request.realtimeIdentity!, {
        address: request.ip,
        say,
      });
      if (!connection) return; // over a cap: already closed with the reason
      const refuseFrame = () =>
        hub.send(connection, {
          type: 'error',
          code: 'BAD_FRAME',
          message: say(msg('errors:chat.unreadableFrame')),
        });
      let alive = true;
      socket.on(
        'pong',
        contained(log, 'realtime pong failed', () => (alive = true)),
      );
      const heartbeat = setInterval(
        contained(log, 'realtime heartbeat failed', () => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
        }),
        HEARTBEAT_MS,
      );
      socket.on(
        'message',
        contained(log, 'realtime frame failed', (data: RawData, isBinary: boolean) => {
          hub.received();
          const frame = readClientFrame(data, isBinary);
          if (!frame) return refuseFrame();
          if (frame.type === 'unsubscribe') return hub.unsubscribe(connection, frame.topic);
          return hub.subscribe(connection, frame.topic).catch((error: unknown) => {
            log.error({ err: error }, 'subscribe failed');
            hub.send(connection, {
              type: 'error',
              topic: frame.topic,
              code: 'INTERNAL_ERROR',
              message: say(msg('errors:internal')),
            });
          });
        }),
      );
      socket.on(
        'close',
        contained(log, 'realtime close failed', () => {
          clearInterval(heartbeat);
          hub.disconnect(connection);
        }),
      );
    },
  );
}
