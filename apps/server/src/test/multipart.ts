/** A file part of a form: its bytes, its name and the type the browser would declare. */
export type FormFile = { data: Buffer; name: string; type?: string };

/**
 * A multipart body as a browser's FormData sends it, encoded by the platform's own FormData:
 * `fields` first, then each file as a `file` part. Its payload and content-type, for `inject`.
 */
export async function multipartBody(files: FormFile[], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files)
    body.append('file', new Blob([file.data], file.type ? { type: file.type } : {}), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
