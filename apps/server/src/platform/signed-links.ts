import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link may do: each purpose has a key of its own, so no link passes for another. */
export type LinkPurpose = 'booking-manage';

const ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Links that carry their own proof: `<id>.<signature>`, an HMAC of the id under a key derived from
 * the server's secret and the link's purpose. Only the server makes one; a changed id or a link
 * made for another purpose is refused. Nothing is stored, so a link lives as long as what it
 * names (and the secret).
 */
export function createSignedLinks(secret: string) {
  const keyOf = (purpose: LinkPurpose) =>
    createHmac('sha256', secret).update(`lexbridge signed link v1 ${purpose}`).digest();
  const signatureOf = (purpose: LinkPurpose, id: string) =>
    createHmac('sha256', keyOf(purpose)).update(id).digest();

  return {
    sign: (purpose: LinkPurpose, id: string) =>
      `${id}.${signatureOf(purpose, id).toString('base64url')}`,
    /** The id a token names, or null when it is not one this server signed for `purpose`. */
    verify(purpose: LinkPurpose, token: string): string | null {
      const [id, signature, extra] = token.split('.');
      if (extra !== undefined || !id || !signature || !ID.test(id)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(purpose, id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
