import type { ApiErrorBody } from '@lexbridge/shared/schemas/errors';
import { msg } from '@lexbridge/shared/i18n/message';

/** An error answer from the API, or a network failure (status 0, code 'network_error'). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** A refused body's message for each field it names (path such as `bookingHoldMinutes`). */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

// Catalog keys, shown through translateMessage (or useErrorMessage) in the language of the page.
const NETWORK_MESSAGE = msg('common:errors.network');
const UNKNOWN_MESSAGE = msg('common:ui.errors.unknown');

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let requestLanguage: string | undefined;

/** The language the server answers in (its error messages): the one the app shows. */
export function setRequestLanguage(language: string) {
  requestLanguage = language;
}

/** The headers every call to the API sends: JSON answers, in the language the app shows. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (requestLanguage) headers['Accept-Language'] = requestLanguage;
  return headers;
}

/** A network failure (no answer at all), as the API client reports it. */
export const networkError = () => new ApiError(0, 'network_error', NETWORK_MESSAGE);

/** The ApiError of a refused request, from its status and parsed body. */
export function apiErrorOf(status: number, data: unknown): ApiError {
  if (isErrorBody(data))
    return new ApiError(status, data.error.code, data.error.message, data.error.fields);
  return new ApiError(status, 'http_error', msg('common:ui.errors.http', { status }));
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** Calls the same-origin JSON API. Resolves with the parsed body; throws ApiError otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    // FormData (file uploads) goes as is: the browser sets the multipart boundary itself.
    const isForm = body instanceof FormData;
    const headers = requestHeaders();
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }
  const data = await readJson(response);
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}

/**
 * The message of an error as stored: the client's own are catalog keys. Show it through
 * `useErrorMessage`, which translates them.
 */
export function untranslatedErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_MESSAGE;
}
