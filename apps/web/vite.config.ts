import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': apiTarget,
      // A regex so that SPA routes such as /tags are not sent to the server.
      '^/t/': apiTarget,
      '/files': apiTarget,
      '/simulated-provider': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets the benchmark measure what each page loads first.
    manifest: true,
    // The whole app; the small public card page strangers' phones load after a scan is built by vite.card.config.ts.
    rollupOptions: { input: { main: 'index.html' } },
  },
});
