import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture';
import { contained } from './contained';

describe('contained', () => {
  it('logs what a handler throws or rejects with, and returns normally', async () => {
    const { stream, text } = captureLog();
    const log = pino(stream);
    const throwing = contained(log, 'frame handler failed', (frame: string) => {
      throw new Error(`cannot read ${frame}`);
    });
    const rejecting = contained(log, 'subscribe failed', async () => {
      throw new Error('database gone');
    });
    expect(() => throwing('null')).not.toThrow();
    expect(rejecting()).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toContain('frame handler failed');
    expect(text()).toContain('cannot read null');
    expect(text()).toContain('subscribe failed');
    expect(text()).toContain('database gone');
  });
});
