// The XML answers of the S3 REST API the test server gives, as S3 writes them.
const escape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const document = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</${root}>`;

export const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`;

export const listObjectsXml = (bucket: string, objects: { key: string; size: number }[]) =>
  document(
    'ListBucketResult',
    `<Name>${escape(bucket)}</Name><KeyCount>${objects.length}</KeyCount><MaxKeys>1000</MaxKeys>` +
      '<IsTruncated>false</IsTruncated>' +
      objects
        .map(
          ({ key, size }) => `<Contents><Key>${escape(key)}</Key><Size>${size}</Size></Contents>`,
        )
        .join(''),
  );

export const listUploadsXml = (bucket: string, uploads: { key: string; uploadId: string }[]) =>
  document(
    'ListMultipartUploadsResult',
    `<Bucket>${escape(bucket)}</Bucket><IsTruncated>false</IsTruncated>` +
      uploads
        .map(
          ({ key, uploadId }) =>
            `<Upload><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId></Upload>`,
        )
        .join(''),
  );

export const initiateUploadXml = (bucket: string, key: string, uploadId: string) =>
  document(
    'InitiateMultipartUploadResult',
    `<Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId>`,
  );

export const completeUploadXml = (bucket: string, key: string, etag: string) =>
  document(
    'CompleteMultipartUploadResult',
    `<Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><ETag>${escape(etag)}</ETag>`,
  );

/** The parts a CompleteMultipartUpload request lists, in its order. */
export function partsOf(body: string): { partNumber: number; etag: string }[] {
  return [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
    partNumber: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part!)?.[1]),
    etag: (/<ETag>([^<]*)<\/ETag>/.exec(part!)?.[1] ?? '').replaceAll('&quot;', '"'),
  }));
}
