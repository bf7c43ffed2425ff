import { lazy, useState, type ComponentType, type ReactNode } from 'react';

type Layout = ComponentType<{ children: ReactNode }>;

let loaded: Layout | undefined;
let loading: Promise<Layout> | undefined;

/**
 * Fetches the admin layout's code once. It is its own chunk, so the public pages (the home page
 * has a JS budget) never load the sidebar, its icons or the sign-out flow.
 */
export function loadAdminLayout(): Promise<Layout> {
  loading ??= import('./AdminLayout').then((module) => (loaded = module.default));
  return loading;
}

const LazyLayout = lazy(() => loadAdminLayout().then((Layout) => ({ default: Layout })));

/**
 * The admin layout: rendered directly once its code is here (the browser fetches it before the
 * first render of an admin page, see loadMatchedPages), else suspending until it arrives.
 * Chosen once per mount: switching from one to the other would remount the page.
 */
export function AdminLayoutLoader({ children }: { children: ReactNode }) {
  const [Layout] = useState<Layout>(() => loaded ?? LazyLayout);
  return <Layout>{children}</Layout>;
}
