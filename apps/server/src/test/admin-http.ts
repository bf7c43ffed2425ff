import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index';
import { TEST_PUBLIC_URL, type TestApp } from './app';

/**
 * An administrator's settings form as the browser sends it: read one settings resource, save it
 * (PUT, in a chosen language) and list the 'settings.update' audit entries the saves wrote.
 * `admin` is read at each call: useAdmin fills it in before the tests run.
 */
export function adminSettingsHttp(
  t: TestApp,
  admin: { cookie: string },
  urls: { read: string; save: string },
) {
  const headers = (language = 'en') => ({
    cookie: admin.cookie,
    origin: TEST_PUBLIC_URL,
    'accept-language': language,
  });
  return {
    headers,
    read: async <T>() => (await t.app.inject({ url: urls.read, headers: headers() })).json<T>(),
    save: (payload: object, language = 'en') =>
      t.app.inject({ method: 'PUT', url: urls.save, headers: headers(language), payload }),
    audits: () => t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')),
  };
}
