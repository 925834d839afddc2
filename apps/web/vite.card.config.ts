import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The public card page, built on its own: strangers' phones load it after a scan, so it runs on Preact's
 * React-compatible runtime (about a tenth of React DOM) with a stylesheet of only its own classes.
 * The same components render inside the portal on React (docs/decisions/003-public-card-entry.md).
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: process.env.CARD_OUT_DIR ?? 'dist',
    emptyOutDir: false,
    manifest: '.vite/card-manifest.json',
    rollupOptions: { input: { card: 'card.html' } },
  },
});
