import { apiErrorOf, networkError, requestHeaders } from './api-client';
import { fileNameFromDisposition } from './content-disposition';

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, when the browser has taken the blob.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from the same-origin API and saves it under the name the server gives in
 * `Content-Disposition` (else `fallbackName`). Throws ApiError like `apiRequest` when refused.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    const headers = { ...requestHeaders(), Accept: '*/*' };
    response = await fetch(path, { credentials: 'same-origin', headers });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw apiErrorOf(response.status, await readJson(response));
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
