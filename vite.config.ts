import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { SERVER_RENDERER_DIR } from './server/modules/public-pages/renderer.ts';

const apiPort = process.env.API_PORT ?? 3001;

/** Libraries in chunks of their own: they change less often than the app, so browsers keep them cached across releases. */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
  // Not the cache's persistence (its libraries and query-core's hydration): that loads with the signed-in screens, never with the landing page.
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!.*hydration)/ },
];

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each script and stylesheet, compressed once at
 * build time, for a server that sends precompressed files (@fastify/static's `preCompressed`). It
 * reads the files as written: in generateBundle the code still holds placeholders Vite fills later.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const file = path.join(options.dir!, fileName);
        const bytes = fs.readFileSync(file);
        const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
        fs.writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: brotliParams }));
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // Names the build in the answers the app keeps between visits, so a new release never reads an older one's (web/src/app/last-visit.ts).
  define: { 'import.meta.env.BUILD_ID': JSON.stringify(new Date().toISOString()) },
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompressAssets()],
  // The renderer carries its libraries (React's server renderer, the router): one file that runs
  // wherever the built app is put, whatever node_modules is near it.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? // The server's renderer of public pages (vite build --ssr src/server-rendered/server-entry.tsx): for Node, beside the app, never served.
      { outDir: `../dist/web/${SERVER_RENDERER_DIR}`, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        // .vite/manifest.json: which chunks each screen loads, read by scripts/web-budget.ts.
        manifest: true,
        rolldownOptions: {
          // The app, and the shell of the pages the server renders (/apps...), which hydrates them.
          input: { index: fileURLToPath(new URL('web/index.html', import.meta.url)), page: fileURLToPath(new URL('web/page.html', import.meta.url)) },
          // Small shared modules are copied into the chunks that read them (one state still: the
          // runtime keeps one copy running) instead of each being a file of its own: the dashboard
          // loaded 76 scripts before it was drawn, each a request on a phone's connection, and now 12
          // (docs/decisions/toolchain.md). Styles stay files, as Vite asks.
          output: { codeSplitting: { groups: vendorChunks, experimentalInlineCommonChunks: { maxSize: 20_000, exclude: /\.css(\?|$)/ } } },
          // Inlining needs it: no entry's exports are read from outside.
          preserveEntrySignatures: false,
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The public pages are the server's to render, from the last build's renderer (npm run build).
      '^/apps(/|$)': `http://127.0.0.1:${apiPort}`,
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
