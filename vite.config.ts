import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// `vite build` makes the browser's app (dist/web); `vite build --ssr entry-server.tsx` the server's
// renderer of the public pages (dist/ssr, ADR 0027), which needs neither the public files nor CSS.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server's renderer bundles its libraries too, so React Router and TanStack Query get the
  // same preact/compat as the app's components (an external copy would import the real React).
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/web',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The page's HTML keeps its modulepreload links; a lazy import (a route, a dialog) no longer
    // adds a link per imported script before it loads: on a slow phone that was 20–120 ms of the
    // main thread in the public pages' hydration (ADR 0029). The browser fetches those scripts when
    // it reads the module's imports instead. A lazy part's stylesheet still comes this way.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
}));
