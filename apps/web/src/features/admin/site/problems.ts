import { ApiError } from '../../../lib/api-client';
import { formPath } from './form-values';

/** A value the draft cannot be saved with: the form field's path and the message (or its key). */
export type Problem = { path: string; message: string };

/** The schema's issues, each at the field that shows it; the first issue of each path only. */
export function problemsOfIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Problem[] {
  const found = new Map<string, string>();
  for (const issue of issues) {
    const path = formPath(issue.path.map(String).join('.'));
    if (!found.has(path)) found.set(path, issue.message);
  }
  return [...found].map(([path, message]) => ({ path, message }));
}

/** The server's refusal of fields ('content.identity.name': message), at the form's fields. */
export function problemsOfRefusal(error: unknown): Problem[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields)
    .filter(([path]) => path.startsWith('content.') || path === 'content')
    .map(([path, message]) => ({ path: formPath(path), message }));
}
