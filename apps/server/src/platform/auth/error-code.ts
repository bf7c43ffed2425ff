/** The error code in a Better Auth refusal (`{ code, message }`), if any; the body stays readable. */
export async function authErrorCode(response: Response): Promise<string | null> {
  try {
    return ((await response.clone().json()) as { code?: string }).code ?? null;
  } catch {
    return null;
  }
}
