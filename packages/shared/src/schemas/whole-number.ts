import { z } from '../zod';

/** A whole number typed into a form (text) or sent as JSON (a number); anything else unchanged. */
export const toNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** A whole number from `range.min` to `range.max`, as text or a number; `message` for any other. */
export const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    toNumber,
    z.number({ error: message }).int(message).min(range.min, message).max(range.max, message),
  );
