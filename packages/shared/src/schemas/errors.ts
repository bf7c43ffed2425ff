/** Every 4xx/5xx body from the API has this shape; `message` is written for a person to read. */
export type ApiErrorBody = { error: { code: string; message: string } };
