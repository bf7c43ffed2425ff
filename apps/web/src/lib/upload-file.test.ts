import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../test/fake-xhr';
import { ApiError, setRequestLanguage } from './api-client';
import { uploadFile } from './upload-file';

function form() {
  const body = new FormData();
  body.append('file', new File(['hello'], 'a.pdf', { type: 'application/pdf' }));
  return body;
}

describe('uploadFile', () => {
  it('posts the form with the API headers and cookies, reports progress, and resolves the body', async () => {
    const sent = installFakeXhr();
    setRequestLanguage('el');
    const progress: number[] = [];
    const result = uploadFile<{ ok: boolean }>('/api/upload', form(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/upload');
    expect(request!.withCredentials).toBe(true);
    expect(request!.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'el' });
    expect((request!.field('file') as File).name).toBe('a.pdf');

    request!.progress(25, 100);
    request!.progress(100, 100);
    request!.respond(201, { ok: true });
    await expect(result).resolves.toEqual({ ok: true });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's code and message when refused", async () => {
    const sent = installFakeXhr();
    const result = uploadFile('/api/upload', form());
    sent[0]!.respond(413, { error: { code: 'too_large', message: 'The file is too large.' } });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'too_large',
      message: 'The file is too large.',
    });
  });

  it('rejects with an http error when the refusal has no error body', async () => {
    const sent = installFakeXhr();
    const result = uploadFile('/api/upload', form());
    sent[0]!.respond(502);
    await expect(result).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('rejects as a network error when nothing answers, and as an abort when aborted', async () => {
    const sent = installFakeXhr();
    const failed = uploadFile('/api/upload', form());
    sent[0]!.fail();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'network_error' });

    const controller = new AbortController();
    const aborted = uploadFile('/api/upload', form(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[1]!.aborted).toBe(true);
  });
});
