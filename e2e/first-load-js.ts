/**
 * The JavaScript a browser must download before a route is interactive, read from the React Router
 * build manifest (`assets` of the server build): the manifest script itself, the client entry and
 * its imports, and the module and static imports of every route from the root down to the page.
 * Lazy chunks (the map, the captcha widget) are not in these lists and do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteJs {
  routeId: string;
  files: string[];
  /** Sum of the files' sizes after gzip -9 (what the server sends a browser without Brotli). */
  gzipBytes: number;
  /** Sum of the files' Brotli (quality 11) sizes: what the server sends a browser (the build's `.br`). */
  brotliBytes: number;
  rawBytes: number;
}

/** The build folder, as the server and the web build resolve it (relative to the repository root). */
export function webBuildDir(): string {
  const root = path.resolve(import.meta.dirname, '..');
  return path.resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
}

export async function readAssetsManifest(buildDir = webBuildDir()): Promise<AssetsManifest> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) throw new Error(`No web build at ${buildDir}: run npm run build first`);
  const build = (await import(pathToFileURL(serverEntry).href)) as { assets: AssetsManifest };
  return build.assets;
}

/** First-load JS of every page route (routes that render something), keyed by route id. */
export function firstLoadJs(manifest: AssetsManifest, buildDir = webBuildDir()): RouteJs[] {
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const content = fs.readFileSync(path.join(buildDir, 'client', url));
      const brotli = zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      size = {
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: 9 }).length,
        brotli: Math.min(brotli.length, content.length),
      };
      sizes.set(url, size);
    }
    return size;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport)
    .map((route) => {
      const files = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
      for (
        let r: ManifestRoute | undefined = route;
        r;
        r = r.parentId ? manifest.routes[r.parentId] : undefined
      ) {
        files.add(r.module);
        for (const file of r.imports ?? []) files.add(file);
      }
      const list = [...files];
      return {
        routeId: route.id,
        files: list,
        gzipBytes: list.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
        brotliBytes: list.reduce((sum, file) => sum + sizeOf(file).brotli, 0),
        rawBytes: list.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      };
    });
}

/** `npx node e2e/first-load-js.ts` after a build prints every route's first-load JS (KB). */
if (import.meta.main) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = ['| Route | Brotli KB | gzip -9 KB | raw KB |', '|---|---:|---:|---:|'];
  for (const route of firstLoadJs(await readAssetsManifest())) {
    lines.push(
      `| ${route.routeId} | ${kb(route.brotliBytes)} | ${kb(route.gzipBytes)} | ${kb(route.rawBytes)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
