import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { stopGracefully } from './shutdown';

const log = pino({ level: 'silent' });

describe('stopGracefully', () => {
  it('exits 0 once every step has finished', async () => {
    const exit = vi.fn();
    const steps: string[] = [];
    await stopGracefully('SIGTERM', {
      log,
      exit,
      stop: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push('closed');
      },
    });
    expect(steps).toEqual(['closed']);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 when a step fails', async () => {
    const exit = vi.fn();
    await stopGracefully('SIGINT', {
      log,
      exit,
      stop: () => Promise.reject(new Error('database would not close')),
    });
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it('exits 1 when the stop outlasts its bound, without waiting for it', async () => {
    const exit = vi.fn();
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const stopping = stopGracefully('SIGTERM', { log, exit, timeoutMs: 50, stop: () => stuck });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 1000 });
    release();
    await stopping;
  });
});
