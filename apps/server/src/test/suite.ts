import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { createAdmin, createClient } from './factories';
import type { TestSocket } from './realtime-socket';

/**
 * What the tests of a describe (or a file) share, made once before them: the app and its signed-in
 * users, in one line each where they were a `let`, a `beforeAll` and an `afterAll` in every file.
 * Each is an object a `beforeAll` fills in: hooks registered after it and the tests read it once
 * filled (never while the tests are being collected). Kept apart from app.ts and factories.ts,
 * which benchmarks import outside Vitest.
 */
function filledBeforeAll<T extends object>(make: () => Promise<T>): T {
  const filled = {} as T;
  beforeAll(async () => {
    Object.assign(filled, await make());
  });
  return filled;
}

/** The app (as `buildTestApp`) on a fresh database, closed after the tests. */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  const t = filledBeforeAll(() => buildTestApp(options));
  afterAll(() => t.close());
  return t;
}

/** A signed-in administrator (as `createAdmin`) of the app. */
export const useAdmin = (t: TestApp, email?: string, name?: string) =>
  filledBeforeAll(() => createAdmin(t, email, name));

/** A signed-in client with a confirmed address (as `createClient`) of the app. */
export const useClient = (t: TestApp, email?: string) =>
  filledBeforeAll(() => createClient(t, email));

/**
 * The sockets the tests open, closed after them: before the app, when `useTestApp` was called
 * first (Vitest runs the after-all hooks last registered first).
 */
export function useSockets(): TestSocket[] {
  const sockets: TestSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  return sockets;
}
