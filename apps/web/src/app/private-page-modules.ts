import type { PageModule } from './page-modules';

/**
 * The loaders of every page outside the public folders (portal, admin, account pages), in a chunk of
 * their own: the list itself is fetched only when such a page is opened, so a visitor's first page
 * never carries it. The public folders are excluded here exactly as page-modules.ts includes them.
 */
export const privatePageModules = import.meta.glob<PageModule>(
  [
    './**/*Page.tsx',
    '!./not-found/**',
    '!./{home,practice-areas,auth,invitations,content,booking}/pages/*Page.tsx',
  ],
  { base: '../features' },
);
