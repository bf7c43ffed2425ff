import { describe, expect, it } from 'vitest';
import { ANONYMOUS_STARTS_PER_IP } from './features/chat/limits';
import { type TestApp } from './test/app';
import { useTestApp } from './test/suite';

const PROXY = '10.0.0.2';

/** An anonymous chat start, as it reaches Lexbridge: from `remoteAddress`, with the given header. */
const startChat = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { name: 'Visitor', email: 'visitor@example.com' },
  });

describe('TRUST_PROXY=1 (one proxy, which appends the address it saw)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('counts the address the proxy saw, whatever the client put in X-Forwarded-For', async () => {
    for (let i = 0; i < ANONYMOUS_STARTS_PER_IP; i++) {
      const response = await startChat(t, PROXY, `198.51.100.${i}, 203.0.113.7`);
      expect(response.statusCode).toBe(201);
    }
    const spoofed = await startChat(t, PROXY, '198.51.100.99, 203.0.113.7');
    expect(spoofed.statusCode).toBe(429);
    // Another visitor behind the same proxy has its own count.
    expect((await startChat(t, PROXY, '203.0.113.8')).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY=false', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'false' } });

  it('ignores X-Forwarded-For entirely and counts the connecting address', async () => {
    for (let i = 0; i < ANONYMOUS_STARTS_PER_IP; i++) {
      expect((await startChat(t, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(201);
    }
    expect((await startChat(t, '203.0.113.7', '198.51.100.99')).statusCode).toBe(429);
  });
});
