import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/**
 * Each build gets an id; the client polls builds/latest.json (spec section 7) and offers a reload
 * when the id there differs from its own, which the server reads from that file and gives the
 * pages through the root loader (apps/server/src/plugins/web.ts): it is not inside the scripts,
 * whose bytes (and so the JavaScript budget) depend on the sources alone. A clean checkout is named
 * by its commit; uncommitted changes, or no git, get the time of the build.
 */
function buildIdentity(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: 'pipe' }).trim();
    if (git('status', '--porcelain') === '') return git('rev-parse', 'HEAD');
  } catch {
    // Not a git checkout (an unpacked release): the time of the build.
  }
  return String(Date.now());
}
const buildId = createHash('sha256').update(buildIdentity()).digest('hex').slice(0, 12);

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

/**
 * Brotli and gzip copies of the browser's text assets, compressed once at the highest levels so the
 * server (its static plugin with `preCompressed`) spends no CPU on them per request.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'sofascout-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      if (!dir.endsWith(`${path.sep}client`)) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Where the browser finds the Translate control's chunk (app/features/translations/components/translation.tsx loads it on use). */
export const translationControlFile = `assets/translation-control-${buildId}.js`;

/**
 * The Translate control (issue 16) as a chunk of its own under a name the page can compute. A plain
 * `import()` of it would bring Vite's preload helper into the first load of every review page
 * (about 0.8 kB, more than the budget leaves); the page imports this file by URL instead.
 */
function translationControlPlugin(): Plugin {
  return {
    name: 'sofascout-translation-control',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'chunk',
        id: path.resolve(import.meta.dirname, 'app/features/translations/components/translation-control.tsx'),
        fileName: translationControlFile,
        preserveSignature: 'exports-only',
      });
    },
  };
}

/** Sets of this many routes or more share the last groups of sharedByRoutesGroup (none comes near). */
const MOST_ROUTES = 64;
/** The highest priority of the groups of sharedByRoutesGroup; the first-load groups come before. */
const SHARED_TOP = 2 * MOST_ROUTES + 1;

/**
 * Every page loads the client entry and the root route with all they import statically. Rolldown
 * would spread these over ~25 small chunks (one per set of importers), each compressed on its own;
 * two chunks, the libraries (React, React Router) and the app's shared code, compress better and
 * load in fewer requests. Modules only some routes import keep their own chunks, shared by sets of
 * routes (sharedByRoutesGroup, whose groups come after these: lower priorities).
 */
const firstLoadGroups = [
  {
    name: (id: string, ctx: ChunkingContext) =>
      id.includes('node_modules') && inFirstLoad(id, ctx) ? 'framework' : null,
    debugName: 'framework',
    priority: SHARED_TOP + 3,
  },
  {
    name: (id: string, ctx: ChunkingContext) => (inFirstLoad(id, ctx) ? 'app' : null),
    debugName: 'app',
    priority: SHARED_TOP + 2,
  },
  // The author's own review actions (shared by the review page and "My reviews") travel with the
  // confirm button they use: a chunk of their own cost the review page ~400 B Brotli in file overhead.
  {
    name: (id: string) =>
      /(shared[\\/]ui[\\/]confirm-action-button|features[\\/]reviews[\\/]components[\\/]own-review)\.tsx$/.test(
        id,
      )
        ? 'confirm-action'
        : null,
    debugName: 'confirm-action',
    priority: SHARED_TOP + 1,
  },
  ...Array.from({ length: MOST_ROUTES - 1 }, (_, index) => MOST_ROUTES - index).flatMap((routeCount) => [
    sharedByRoutesGroup(routeCount, true),
    sharedByRoutesGroup(routeCount, false),
  ]),
];

/**
 * Issue 35: the code pages share outside the first load (the review card and what it shows: stars,
 * the author's link, the Translate link, the report button). Rolldown makes a chunk for each set of
 * entries that reach a module, and every lazy import (each deferred section of a page) is an entry
 * of its own, so this code came after a page's load in many small chunks (home: 9 requests).
 * Here a module goes into one chunk with every other module that exactly the same routes import
 * statically: each of those routes loads that chunk in full in its first load anyway (its
 * first-load content is unchanged, in fewer files), and the deferred sections of a page, which need
 * the same code, load it in fewer requests. Modules that lazy code (a dynamic import) also reaches
 * are kept apart from those it does not: otherwise the tabs of a place's reviews, which the sign-in
 * pages share, brought the Google sign-in code after a place page's load. A module only one route
 * imports stays with that route, and one that no route imports keeps Rolldown's own chunking.
 *
 * A group captures the modules its modules import as well (Rolldown's
 * includeDependenciesRecursively, which the build's entry signatures require). A module's imports
 * are imported by the same routes or by more, and reached by lazy code if it is: the groups of
 * larger sets of routes come first (a higher priority), lazy code's before the rest, so those
 * imports are in their own chunks already and no route gets code it does not import. The last
 * groups take the modules of MOST_ROUTES routes or more. (Priorities stay positive: Rolldown read
 * a priority of -1 as the highest of all.)
 */
function sharedByRoutesGroup(routeCount: number, lazy: boolean) {
  return {
    name: (id: string, ctx: ChunkingContext) => {
      const group = sharedGroup(id, ctx);
      if (!group || group.routeCount !== routeCount || group.lazy !== lazy) return null;
      return groupName(group.key, id, ctx);
    },
    // The name Rolldown's timing report gives the group (its chunks are named by `name`).
    debugName: `shared by ${routeCount} routes${lazy ? ' and lazy code' : ''}`,
    priority: 2 * routeCount + (lazy ? 1 : 0),
  };
}

/** The group of sharedByRoutesGroup a module belongs to, if any. */
function sharedGroup(id: string, ctx: ChunkingContext) {
  if (routeName(id) || inFirstLoad(id, ctx)) return null;
  const { routes, lazy } = routesImporting(id, ctx);
  if (routes.length < 2) return null;
  const key = `${routes.join()}${lazy ? ' and lazy code' : ''}`;
  return { key, routeCount: Math.min(routes.length, MOST_ROUTES), lazy };
}

const groupNames = new Map<string, string>();
/**
 * The chunk name of a group: the name of its first module (by path), numbered when that is taken.
 * The manifest script and the chunks' imports repeat these names; a hash in them cost the budgeted
 * pages ~100 B Brotli. Named once for the whole graph, so that a name never depends on the order
 * Rolldown asks in.
 */
function groupName(key: string, moduleId: string, ctx: ChunkingContext): string {
  if (groupNames.size === 0) {
    const firstModule = new Map<string, string>();
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      for (const next of [
        ...info.importers,
        ...info.importedIds,
        ...info.dynamicImporters,
        ...info.dynamicallyImportedIds,
      ]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
      const group = sharedGroup(id, ctx)?.key;
      if (group === undefined) continue;
      const first = firstModule.get(group);
      if (first === undefined || id < first) firstModule.set(group, id);
    }
    const taken = new Set(['framework', 'app', 'confirm-action']);
    for (const [group, id] of [...firstModule].sort(([, a], [, b]) => (a < b ? -1 : 1))) {
      const base = path.basename(id.replace(/\?.*$/, '')).replace(/\.[^.]*$/, '');
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
      taken.add(name);
      groupNames.set(group, name);
    }
  }
  return groupNames.get(key) ?? `shared-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

/** The route a module is (`app/routes/<name>`, with or without React Router's query), if any. */
const routeName = (id: string) => /app[\\/]routes[\\/]([^?]+)/.exec(id)?.[1];

const routesOf = new Map<string, { routes: string[]; lazy: boolean }>();
/**
 * The routes whose modules lead to the module by a chain of static imports (sorted), and whether
 * such a chain starts at lazy code (a module imported dynamically or loaded on its own).
 */
function routesImporting(moduleId: string, ctx: ChunkingContext) {
  const known = routesOf.get(moduleId);
  if (known) return known;
  const routes = new Set<string>();
  let lazy = false;
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = ctx.getModuleInfo(id);
    // Imported dynamically, or an entry of its own (the Translate control, loaded by its URL).
    if (info?.dynamicImporters.length || info?.isEntry) lazy = true;
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      const route = routeName(importer);
      if (route) routes.add(route);
      else queue.push(importer);
    }
  }
  const found = { routes: [...routes].sort(), lazy };
  routesOf.set(moduleId, found);
  return found;
}

const firstLoad = new Map<string, boolean>();
/** Whether a chain of static imports leads from the client entry or the root route to the module. */
function inFirstLoad(moduleId: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean {
  const known = firstLoad.get(moduleId);
  if (known !== undefined) return known;
  if (visiting.has(moduleId)) return false;
  const top = visiting.size === 0;
  visiting.add(moduleId);
  const found =
    /app[\\/](root|entry\.client)\.tsx/.test(moduleId) ||
    (ctx.getModuleInfo(moduleId)?.importers ?? []).some((importer) => inFirstLoad(importer, ctx, visiting));
  // A "no" inside a search may only mean "not through the modules being searched": keep the top's.
  if (found || top) firstLoad.set(moduleId, found);
  return found;
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    buildManifestPlugin(),
    precompressPlugin(),
    translationControlPlugin(),
  ],
  build: {
    target: 'es2022',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups } } } } },
  },
  server: { port: 5173 },
});
