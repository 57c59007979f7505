import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The staff area's messages stay out of the browser bundle (src/lib/staff-messages-stub.ts).
const STAFF_MESSAGES_STUB = fileURLToPath(
  new URL('./src/lib/staff-messages-stub.ts', import.meta.url),
);

/**
 * Two builds from one config: the browser bundle (hashed assets + manifest in dist/client) and the
 * server renderer (dist/server/entry-server.js), which the edge imports in production.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^\.\/staff-messages-(en|es)$/, replacement: STAFF_MESSAGES_STUB }] }
      : {},
  // The shared package ships TypeScript sources: bundle it instead of leaving it to Node.
  ssr: { noExternal: [/^@firm\//] },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        rollupOptions: { input: 'src/app/entry-server.tsx' },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsInlineLimit: 0,
        // one stylesheet for every page (edge/build-manifest.ts, siteStylesheet)
        cssCodeSplit: false,
        rollupOptions: { input: 'src/app/entry-client.tsx' },
      },
}));
