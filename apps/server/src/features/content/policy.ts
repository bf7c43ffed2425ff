import { adminAccess, publicAccess } from '../../platform/authz/access';

/** Who may do what with the firm's articles and the sitemap. */
export const contentPolicy = {
  /** Read published articles, their PDFs, the sitemap and robots.txt: anyone. */
  read: publicAccess,
  /** Write, publish, unpublish and delete articles: administrators (through the admin scope). */
  manage: adminAccess,
};
