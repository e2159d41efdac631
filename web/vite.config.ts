import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in web/ and builds to web/dist. There is no dev proxy: the local cloud serves this
// app through Vite's middleware on the same origin as /api, exactly as CloudFront does in AWS.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and its router change less often than our code: their own chunk stays cached across
        // deployments. (Mantine stays with automatic splitting: as one group, components only some
        // lazy pages use would load up front.)
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
