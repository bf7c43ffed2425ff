import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bucket, Headers } from './bucket';
import type { Refusal } from './checks';
import { send, sendRefusal } from './reply';
import { listObjectsXml, listUploadsXml } from './xml';

const headersOf = (request: IncomingMessage): Headers => ({
  contentType: request.headers['content-type'],
  contentDisposition: request.headers['content-disposition'],
});

export type Call = {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  key: string;
  body: Buffer;
};

export function answer(bucket: Bucket, { request, response, url, key, body }: Call) {
  const query = url.searchParams;
  const uploadId = query.get('uploadId');
  const result = (outcome: string | Refusal | null, ok: (text: string) => void) =>
    typeof outcome === 'object' && outcome ? sendRefusal(response, outcome) : ok(outcome ?? '');
  switch (`${request.method} ${key ? 'object' : 'bucket'}`) {
    case 'GET bucket':
      if (query.has('uploads')) {
        const uploads = [...bucket.uploads].map(([id, upload]) => ({
          key: upload.key,
          uploadId: id,
        }));
        return send(response, 200, listUploadsXml(url.pathname.slice(1), uploads));
      }
      return send(
        response,
        200,
        listObjectsXml(
          url.pathname.slice(1),
          [...bucket.objects].map(([name, object]) => ({ key: name, size: object.body.length })),
        ),
      );
    case 'PUT object':
      if (uploadId) {
        const etag = bucket.putPart(uploadId, Number(query.get('partNumber')), body);
        return result(etag, (text) => send(response, 200, '', { etag: text }));
      }
      return send(response, 200, '', { etag: bucket.put(key, body, headersOf(request)) });
    case 'POST object':
      if (query.has('uploads'))
        return send(response, 200, bucket.initiate(key, headersOf(request)));
      return result(bucket.complete(uploadId ?? '', body.toString()), (xml) =>
        send(response, 200, xml),
      );
    case 'DELETE object':
      if (uploadId) return result(bucket.abort(uploadId), () => send(response, 204));
      bucket.objects.delete(key);
      return send(response, 204);
    case 'GET object':
      return sendObject(bucket, { request, response, url, key, body });
    default:
      return sendRefusal(response, {
        status: 501,
        code: 'NotImplemented',
        message: `This test server does not answer ${request.method} ${url.pathname}${url.search}.`,
      });
  }
}

function sendObject(bucket: Bucket, { response, url, key }: Call) {
  const object = bucket.objects.get(key);
  if (!object) {
    return sendRefusal(response, { status: 404, code: 'NoSuchKey', message: 'No such key.' });
  }
  // A presigned URL may override the stored headers, as S3 lets it.
  const query = url.searchParams;
  const contentType = query.get('response-content-type') ?? object.contentType;
  const disposition = query.get('response-content-disposition') ?? object.contentDisposition;
  response.writeHead(200, {
    'content-length': object.body.length,
    etag: object.etag,
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(disposition ? { 'content-disposition': disposition } : {}),
  });
  response.end(object.body);
}
