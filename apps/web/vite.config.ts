import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const lazyCatalogs = fileURLToPath(new URL('./src/lib/i18n/catalogs.ts', import.meta.url));

// The server renderer bundles every catalog (all-catalogs.ts) and never loads one lazily: it gets
// bundled-catalogs.ts in place of the browser's loader, whose dynamic imports would only be
// ineffective there (54 build warnings).
const bundledCatalogsOnServer: Plugin = {
  name: 'bundled-catalogs-on-server',
  load: (id) => (id === lazyCatalogs ? "export { loadCatalog } from './bundled-catalogs';" : null),
};

// `vite build` makes the browser bundle (dist/); `vite build --ssr` the server renderer (dist-server/).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [bundledCatalogsOnServer] : [])],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
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
              ],
            },
          },
        },
      },
}));
