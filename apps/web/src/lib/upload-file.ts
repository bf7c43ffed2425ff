import { apiErrorOf, networkError, requestHeaders } from './api-client';

export type UploadOptions = {
  method?: string;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a form (a file upload) to the same-origin API like `apiRequest` does, with the same
 * headers, cookies and errors, but through XMLHttpRequest: fetch cannot report how much of a
 * body has been sent, and a person waiting on a large file wants to see it move.
 */
export function uploadFile<T>(path: string, body: FormData, options: UploadOptions = {}) {
  const { method = 'POST', onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open(method, path);
    // Same origin: the session cookie goes along, and the browser adds Origin itself.
    request.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders())) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else reject(apiErrorOf(request.status, data));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
