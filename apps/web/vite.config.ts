import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Each build gets an id; the client polls builds/latest.json (spec section 7) and offers a reload
 * when the id there differs from its own.
 */
const buildId = createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 12);

function buildManifestPlugin(): Plugin {
  return {
    name: 'sofascout-build-id',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? '';
      if (!dir.endsWith(`${path.sep}client`)) return;
      fs.mkdirSync(path.join(dir, 'builds'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'builds', 'latest.json'),
        JSON.stringify({ id: buildId, timestamp: new Date().toISOString() }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifestPlugin()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: { target: 'es2022' },
  server: { port: 5173 },
});
