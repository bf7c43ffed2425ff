import type { RateLimiter } from '../../platform/rate-limit';
import { msg } from '@lexbridge/shared/i18n/message';

// A person chatting sends well under one message a second; a script hits these quickly.
export const ANONYMOUS_STARTS_PER_IP = 10;
const STARTS_WINDOW_SECONDS = 60 * 60;
export const ANONYMOUS_MESSAGES_PER_CONVERSATION = 60;
export const ANONYMOUS_MESSAGES_PER_IP = 300;
const MESSAGES_WINDOW_SECONDS = 60;

export function checkAnonymousStart(limiter: RateLimiter, ip: string) {
  return limiter.enforce(
    [
      {
        key: `chat-start:ip:${ip}`,
        limit: ANONYMOUS_STARTS_PER_IP,
        windowSeconds: STARTS_WINDOW_SECONDS,
      },
    ],
    (count) => msg('errors:chat.tooManyChats', { count }),
  );
}

export function checkAnonymousMessage(limiter: RateLimiter, ip: string, conversationId: string) {
  return limiter.enforce(
    [
      {
        key: `chat-message:conversation:${conversationId}`,
        limit: ANONYMOUS_MESSAGES_PER_CONVERSATION,
        windowSeconds: MESSAGES_WINDOW_SECONDS,
      },
      {
        key: `chat-message:ip:${ip}`,
        limit: ANONYMOUS_MESSAGES_PER_IP,
        windowSeconds: MESSAGES_WINDOW_SECONDS,
      },
    ],
    (count) => msg('errors:chat.tooManyMessages', { count }),
  );
}
