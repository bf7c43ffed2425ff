import { HttpError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';

// A person chatting sends well under one message a second; a script hits these quickly.
export const ANONYMOUS_STARTS_PER_IP = 10;
const STARTS_WINDOW_SECONDS = 60 * 60;
export const ANONYMOUS_MESSAGES_PER_CONVERSATION = 60;
export const ANONYMOUS_MESSAGES_PER_IP = 300;
const MESSAGES_WINDOW_SECONDS = 60;

function tooMany(retryAfterSeconds: number, what: string) {
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${retryAfterSeconds} seconds and try again.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function checkAnonymousStart(limiter: RateLimiter, ip: string) {
  const result = await limiter.hit(
    `chat-start:ip:${ip}`,
    ANONYMOUS_STARTS_PER_IP,
    STARTS_WINDOW_SECONDS,
  );
  if (!result.allowed) throw tooMany(result.retryAfterSeconds, 'new chats from your network');
}

export async function checkAnonymousMessage(
  limiter: RateLimiter,
  ip: string,
  conversationId: string,
) {
  const results = await Promise.all([
    limiter.hit(
      `chat-message:conversation:${conversationId}`,
      ANONYMOUS_MESSAGES_PER_CONVERSATION,
      MESSAGES_WINDOW_SECONDS,
    ),
    limiter.hit(`chat-message:ip:${ip}`, ANONYMOUS_MESSAGES_PER_IP, MESSAGES_WINDOW_SECONDS),
  ]);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0)
    throw tooMany(Math.max(...refused.map((r) => r.retryAfterSeconds)), 'messages in a short time');
}
