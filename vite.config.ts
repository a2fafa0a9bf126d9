import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// `vite build` makes the browser's app (dist/web); `vite build --ssr entry-server.tsx` the server's
// renderer of the public pages (dist/ssr, ADR 0027), which needs neither the public files nor CSS.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The browser's build gets React's production code from Vite; the server's renderer as well (it
  // runs where node_modules may be absent, and only production serves prerendered pages): without
  // this it carries React's development and production builds and picks one at run time.
  ...(isSsrBuild && mode === 'production' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The server's renderer bundles its libraries (React, React Router, TanStack Query) into
  // dist/ssr, so `npm start` needs no node_modules for it and renders with the React the browser gets.
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
