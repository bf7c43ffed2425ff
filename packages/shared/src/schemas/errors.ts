/**
 * Every 4xx/5xx body from the API has this shape; `message` is written for a person to read. A
 * refused body also names each field it refuses (`fields`: path such as `bookingHoldMinutes` to
 * that field's message), so a form can show each message beside its own control.
 */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};
