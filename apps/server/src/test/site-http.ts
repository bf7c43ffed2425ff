import type { FastifyInstance } from 'fastify';
import type { PublicSiteResponse, SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import { TEST_PUBLIC_URL } from './app';
import { multipartBody, type FormFile } from './multipart';

/** Requests of Admin -> Site as the administrator with `cookie`, in `language` (default English). */
export function siteAdmin(app: FastifyInstance, cookie: string, language = 'en') {
  const headers = { origin: TEST_PUBLIC_URL, cookie, 'accept-language': language };
  const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin/site${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    draft: async () => (await send('GET', '/draft')).json() as SiteDraftResponse,
    save: (content: SiteContent, basedOn: number) => send('PUT', '/draft', { basedOn, content }),
    publish: (basedOn: number) => send('POST', '/publish', { basedOn }),
    versions: () => send('GET', '/versions'),
    restore: (id: number, basedOn: number) => send('POST', `/versions/${id}/restore`, { basedOn }),
    /** Uploads a logo or photo (POST /api/admin/site/assets). */
    async uploadAsset(file: FormFile) {
      const { payload, contentType } = await multipartBody([file]);
      const url = '/api/admin/site/assets';
      return app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    },
    /** Saves `change` applied to the draft and publishes it; the draft after. */
    async edit(change: (content: SiteContent) => void): Promise<SiteDraftResponse> {
      const draft = await this.draft();
      change(draft.content);
      const saved = await this.save(draft.content, draft.revision);
      if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`);
      const published = await this.publish((saved.json() as SiteDraftResponse).revision);
      if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
      return published.json() as SiteDraftResponse;
    },
  };
}

/** The public site as a visitor gets it. */
export async function publicSite(app: FastifyInstance, language: 'en' | 'el' = 'en') {
  const response = await app.inject({ url: `/api/site?language=${language}` });
  return response.json() as PublicSiteResponse;
}
