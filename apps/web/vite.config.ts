import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const lazyCatalogs = fileURLToPath(new URL('./src/lib/i18n/catalogs.ts', import.meta.url));
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The server renderer bundles every catalog (all-catalogs.ts) and never loads one lazily: it gets
// bundled-catalogs.ts in place of the browser's loader, whose dynamic imports would only be
// ineffective there (54 build warnings).
const bundledCatalogsOnServer: Plugin = {
  name: 'bundled-catalogs-on-server',
  load: (id) => (id === lazyCatalogs ? "export { loadCatalog } from './bundled-catalogs';" : null),
};

// React Router creates its components by top-level calls (forwardRef, createContext) and names them
// by top-level assignments (`Form.displayName = "Form"`), which a bundler keeps in case they have
// effects: so <Form>, useSubmit and their form-encoding helpers reached every page, though the app
// uses none of them (1.3 KB gzipped). Marking the calls pure and dropping the names, which only
// React DevTools shows, lets tree-shaking remove what is unused.
const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  transform: {
    filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
    handler: (code) =>
      code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2'),
  },
};

// `vite build` makes the browser bundle (dist/); `vite build --ssr` the server renderer (dist-server/).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [bundledCatalogsOnServer] : [reactRouterTreeShaking]),
  ],
  resolve: {
    alias: [
      // react-i18next imports the shim of useSyncExternalStore for React 17; React 19 has it.
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      // React Router's package exports only its development build (warnings and checks meant for
      // a developer); a build for visitors takes the production one beside it.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      // Calendar feeds are the server's too (a calendar app asks for them, not the page).
      '/calendar': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  // The server renderer carries its own libraries, built for production: React's development
  // build (picked at run time when NODE_ENV is not production, as under `npm start`) renders
  // several times slower and holds more memory.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: which source files each chunk holds (read by `npm run budget`).
        manifest: true,
        modulePreload: {
          // Every browser the site supports preloads modules itself; the polyfill only cost bytes.
          polyfill: false,
          // The HTML preloads the first script's imports. A chunk loaded later (a page, a dialog)
          // fetches its own imports, without the table of every such chunk's dependencies that
          // the first script would otherwise carry (2 KB); the server's page names its page's
          // chunks in the HTML instead (apps/server/src/features/pages/page-preloads.ts).
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
        rolldownOptions: {
          output: {
            // React, its DOM renderer and the router change rarely and every page needs them: one
            // long-cached chunk. Other libraries stay with the code that uses them, so admin-only
            // ones (the calendar, date pickers) never reach a public page.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                {
                  // What every public page's frame loads besides React: the query cache (the header
                  // and every section read the firm's site through it) and the few helpers they
                  // share. Apart, they were six small chunks, each a request with its own imports
                  // and gzip overhead (1.4 KB more on the home page).
                  name: 'frame',
                  test: /(node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](cn|i18n[\\/]use-language)\.ts$|components[\\/]ui[\\/]button-styles\.ts$|site[\\/]query-key\.ts$)/,
                },
              ],
            },
          },
        },
      },
}));
