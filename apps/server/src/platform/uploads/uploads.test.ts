import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { UPLOAD_MAX_BYTES } from '@lexbridge/shared/schemas/uploads';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { elfBytes, pdfBytes, pngBytes } from '../../test/upload-fixtures';
import { requestTranslator } from '../i18n/plugin';
import { translateMessage } from '../i18n/translator';
import { sendStoredFile, type StoredDownload } from './download';
import { UploadRefusedError } from './errors';
import { intakeUpload } from './intake';
import { uploadMultipartOptions } from './multipart';

/** A multipart body of several `file` parts. */
const form = (files: [Buffer, string][]) =>
  multipartBody(files.map(([data, name]) => ({ data, name })));

// Routes as a feature would write them: several files per request, each refused on its own.
describe('uploads through a route', () => {
  const t = useTestApp();
  const stored = new Map<string, StoredDownload>();
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'documents');
  const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

  beforeAll(async () => {
    const { storage } = t.app.deps;
    await t.app.register(async (scope) => {
      await scope.register(multipart, uploadMultipartOptions(5));
      scope.post('/test/uploads', async (request) => {
        const results = [];
        for await (const part of request.files()) {
          try {
            const upload = await intakeUpload(storage, part.file, part.filename, {
              area: 'documents',
            });
            stored.set(upload.key, { ...upload, fileName: upload.safeName });
            results.push({ name: part.filename, ...upload });
          } catch (error) {
            if (!(error instanceof UploadRefusedError)) throw error;
            const message = translateMessage(requestTranslator(request), error.text);
            results.push({ name: part.filename, refused: error.reason, message });
          }
        }
        return { results };
      });
      scope.post('/test/upload-one', async (request) => {
        const part = (await request.file())!;
        const upload = await intakeUpload(storage, part.file, part.filename, { area: 'documents' });
        stored.set(upload.key, { ...upload, fileName: upload.safeName });
        return upload;
      });
      scope.get<{ Params: { '*': string } }>('/test/files/*', (request, reply) => {
        const key = request.params['*'];
        const file = stored.get(key) ?? { key, fileName: 'gone.pdf', mimeType: 'application/pdf' };
        return sendStoredFile(reply, storage, file);
      });
    });
  });

  const post = async (url: string, files: [Buffer, string][], language = 'en') => {
    const body = await form(files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: TEST_PUBLIC_URL,
        'content-type': body.contentType,
        'accept-language': language,
      },
      payload: body.payload,
    });
  };

  it('stores the good files of a request and says why the others were refused', async () => {
    const big = pdfBytes(UPLOAD_MAX_BYTES + 3 * 1024 * 1024);
    const response = await post('/test/uploads', [
      [pdfBytes(), 'brief.pdf'],
      [elfBytes(), 'report.pdf'],
      [big, 'big.pdf'],
      [pngBytes(), '../../scan.png'],
    ]);
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toEqual([
      expect.objectContaining({ name: 'brief.pdf', safeName: 'brief.pdf', sizeBytes: 1024 }),
      {
        name: 'report.pdf',
        refused: 'type-not-allowed',
        message: 'This type of file cannot be uploaded. Choose a PDF, DOC, DOCX, JPG or PNG file.',
      },
      {
        name: 'big.pdf',
        refused: 'too-large',
        message: 'This file is larger than 10 MB. Choose a smaller file.',
      },
      expect.objectContaining({ safeName: 'scan.png', mimeType: 'image/png' }),
    ]);
    // Only the two accepted files are on disk, under their keys; no partial file is left.
    expect(filesOnDisk().sort()).toEqual(
      [results[0].key, results[3].key].map((key: string) => key.split('/')[1]).sort(),
    );
  });

  it('answers a refusal in the request language when the route lets it through', async () => {
    const response = await post('/test/upload-one', [[elfBytes(), 'x.pdf']], 'el');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'FILE_TYPE_NOT_ALLOWED',
        message:
          'Αυτός ο τύπος αρχείου δεν μπορεί να ανέβει. Επιλέξτε αρχείο PDF, DOC, DOCX, JPG ή PNG.',
      },
    });
  });

  it('sends a stored file as an attachment with its safe name, never sniffed or cached', async () => {
    const data = pdfBytes(2048);
    const upload = (await post('/test/upload-one', [[data, 'Σύμβαση: τελική?.pdf']])).json();
    const response = await t.app.inject({ method: 'GET', url: `/test/files/${upload.key}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '2048',
      'content-disposition': `attachment; filename="________ _______.pdf"; filename*=UTF-8''${encodeURIComponent('Σύμβαση_ τελική_')}.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('answers 404 with a message when the stored file is missing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/files/documents/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'This file cannot be found. Please contact the firm.',
    );
  });
});
