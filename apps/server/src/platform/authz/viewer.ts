/**
 * Who is asking, as authorization sees it: a signed-in account (with its role), an anonymous
 * visitor (the hash of the visitor token their browser holds), both, or neither.
 */
export type Viewer = {
  userId: string | null;
  isAdmin: boolean;
  visitorTokenHash: string | null;
  /** An administrator whose admin rights wait for a second factor (isAdmin is false till then). */
  mfaEnrolmentRequired?: boolean;
  /** An administrator in a session that did not pass the account's second factor (isAdmin false). */
  secondFactorRequired?: boolean;
};

export const nobody: Viewer = { userId: null, isAdmin: false, visitorTokenHash: null };
