import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's one-way layers (docs/code-structure.md): the import graph has no cycle between
 * features and nothing below the features imports one; Biome's noRestrictedImports refuses a deep
 * import across features as it is written. The web's zones (shared, features, app) the same way.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const depcruiseConfig: IConfiguration = (
  await import(pathToFileURL(path.join(repo, '.dependency-cruiser.mjs')).href)
).default;

type CruiseOptions = Parameters<typeof cruise>[1];

async function violationsOf(paths: string[], cwd: string) {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const result = await cruise(paths, {
      ...(depcruiseConfig.options as CruiseOptions),
      ruleSet: { forbidden: depcruiseConfig.forbidden },
      validate: true,
    } as CruiseOptions);
    if (typeof result.output === 'string') throw new Error(result.output);
    return result.output.summary.violations.map(
      (v) =>
        `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`,
    );
  } finally {
    process.chdir(previous);
  }
}

describe('import graph', () => {
  it('has no cycle between features, no deep cross-feature import, nothing upward from db/lib/plugins, bench through declared exports', async () => {
    expect(await violationsOf(['apps/server/src', 'bench'], repo)).toEqual([]);
  });

  it("has the web's zones: nothing upward from shared/, features through entry files, in their order, no cycle", async () => {
    expect(await violationsOf(['apps/web/app'], repo)).toEqual([]);
  });

  describe('on a web tree that breaks the rules', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'architecture-web-'));
      const file = async (name: string, text: string) => {
        await mkdir(path.dirname(path.join(dir, 'apps/web/app', name)), { recursive: true });
        await writeFile(path.join(dir, 'apps/web/app', name), text);
      };
      await file('shared/ui/button.ts', 'export const button = 1;\n');
      await file('shared/lib/plumbing.ts', 'export const plumbing = 1;\n');
      await file('shared/lib/component.ts', "export { button } from '../ui/button.ts';\n");
      await file('shared/lib/feature.ts', "export { x } from '../../features/places/index.ts';\n");
      await file('shared/ui/route.ts', "export { home } from '../../routes/home.ts';\n");
      await file('shared/ui/shell.ts', "export { shell } from '../../shell/app-shell.ts';\n");
      await file(
        'routes/home.ts',
        "export { inside } from '../features/places/components/inside.ts';\nexport const home = 1;\n",
      );
      await file(
        'shell/app-shell.ts',
        "export { home } from '../routes/home.ts';\nexport const shell = 1;\n",
      );
      await file(
        'features/places/components/inside.ts',
        "export { plumbing } from '../../../shared/lib/plumbing.ts';\nexport { button } from '../../../shared/ui/button.ts';\nexport const inside = 1;\n",
      );
      await file('features/places/index.ts', "export { inside as x } from './components/inside.ts';\n");
      await file('features/places/components/route.ts', "export { home } from '../../../routes/home.ts';\n");
      await file(
        'features/reviews/components/deep.ts',
        "export { inside } from '../../places/components/inside.ts';\n",
      );
      await file(
        'features/reviews/components/deep.test.ts',
        "export { inside } from '../../places/components/inside.ts';\n",
      );
      await file('features/reviews/components/entry.ts', "export { x } from '../../places/index.ts';\n");
      // reviews sits below comments: reviews → comments goes against the order, and closes a ring.
      await file(
        'features/reviews/index.ts',
        "export { c } from '../comments/index.ts';\nexport const r = 1;\n",
      );
      await file(
        'features/comments/index.ts',
        "export { r } from '../reviews/index.ts';\nexport const c = 2;\n",
      );
      await file('features/widgets/index.ts', "export { x } from '../places/index.ts';\n");
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reports shared code importing up, a deep or upward import of a feature, the order, a ring, a feature of no place', async () => {
      const found = await violationsOf(['apps/web/app'], dir);
      const text = found.join('\n');
      const web = 'apps/web/app';
      expect(found).toContain(
        `web-shared-imports-no-feature: ${web}/shared/lib/feature.ts → ${web}/features/places/index.ts`,
      );
      expect(found).toContain(
        `web-shared-imports-no-feature: ${web}/shared/ui/route.ts → ${web}/routes/home.ts`,
      );
      expect(found).toContain(
        `web-shared-imports-no-feature: ${web}/shared/ui/shell.ts → ${web}/shell/app-shell.ts`,
      );
      expect(found).toContain(
        `web-shared-lib-imports-no-ui: ${web}/shared/lib/component.ts → ${web}/shared/ui/button.ts`,
      );
      expect(found).toContain(
        `web-feature-imports-no-app: ${web}/features/places/components/route.ts → ${web}/routes/home.ts`,
      );
      expect(found).toContain(
        `web-feature-entries-only: ${web}/features/reviews/components/deep.ts → ${web}/features/places/components/inside.ts`,
      );
      expect(found).toContain(
        `web-feature-order: ${web}/features/reviews/index.ts → ${web}/features/comments/index.ts`,
      );
      expect(text).toMatch(/web-no-feature-cycles: apps\/web\/app\/features\/(reviews|comments) /);
      expect(found).toContain(
        `web-unknown-feature: ${web}/features/widgets/index.ts → ${web}/features/places/index.ts`,
      );
      // What the zones allow: a feature's own files, the shared code below, another's entry files, a
      // test reaching inside, the app composing features and shell.
      const about = (file: string) => found.filter((line) => line.includes(`: ${web}/${file} `));
      for (const allowed of [
        'features/places/components/inside.ts',
        'features/places/index.ts',
        'features/reviews/components/entry.ts',
        'features/reviews/components/deep.test.ts',
        'routes/home.ts',
        'shell/app-shell.ts',
      ]) {
        expect(about(allowed), allowed).toEqual([]);
      }
      expect(
        about('features/comments/index.ts').filter((line) => !line.startsWith('web-no-feature-cycles')),
      ).toEqual([]);
    });
  });

  describe('on a tree that breaks the rules', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'architecture-'));
      const file = async (name: string, text: string) => {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), text);
      };
      await file(
        'apps/server/src/features/a/index.ts',
        "export { b } from '../b/index.ts';\nexport const a = 1;\n",
      );
      await file(
        'apps/server/src/features/b/index.ts',
        "export { a } from '../a/index.ts';\nexport const b = 2;\n",
      );
      await file('apps/server/src/features/c/index.ts', "export { a } from '../a/index.ts';\n");
      await file(
        'apps/server/src/features/c/deep.ts',
        "export { b } from '../b/index.ts';\nexport * from '../a/index.ts';\n",
      );
      await file('apps/server/src/features/c/reach.ts', "export { x } from '../d/inside.ts';\n");
      await file('apps/server/src/features/d/inside.ts', 'export const x = 3;\n');
      await file('apps/server/src/lib/up.ts', "export { x } from '../features/d/inside.ts';\n");
      // Table owners (issue 32, item 1): c's own tables, d's, the aggregate of all, and one named read.
      await file('apps/server/src/features/c/schema.ts', 'export const cs = 1;\n');
      await file('apps/server/src/features/d/schema.ts', 'export const ds = 1;\n');
      await file('apps/server/src/db/schema.ts', "export * from '../features/c/schema.ts';\n");
      await file('apps/server/src/features/c/own-table.ts', "export { cs } from './schema.ts';\n");
      await file('apps/server/src/features/c/foreign-table.ts', "export { ds } from '../d/schema.ts';\n");
      await file('apps/server/src/features/c/every-table.ts', "export { cs } from '../../db/schema.ts';\n");
      await file('apps/server/src/lib/every-table.ts', "export { cs } from '../db/schema.ts';\n");
      await file(
        'apps/server/src/features/reviews/hydrate-reviews.ts',
        "export { cs } from '../../db/schema.ts';\n",
      );
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reports the cycle, the deep import and the upward import', async () => {
      const found = (await violationsOf(['apps/server/src'], dir)).join('\n');
      expect(found).toMatch(/no-feature-cycles: apps\/server\/src\/features\/[ab] /);
      expect(found).toContain(
        'no-deep-feature-imports: apps/server/src/features/c/reach.ts → apps/server/src/features/d/inside.ts',
      );
      expect(found).toContain(
        'no-upward-imports: apps/server/src/lib/up.ts → apps/server/src/features/d/inside.ts',
      );
    });

    it("reports a feature importing another's schema.ts, and the aggregate outside the named reads", async () => {
      const found = await violationsOf(['apps/server/src'], dir);
      expect(found).toContain(
        'no-foreign-schema-imports: apps/server/src/features/c/foreign-table.ts → apps/server/src/features/d/schema.ts',
      );
      expect(found).toContain(
        'no-aggregate-schema-imports: apps/server/src/features/c/every-table.ts → apps/server/src/db/schema.ts',
      );
      expect(found).toContain(
        'no-aggregate-schema-imports: apps/server/src/lib/every-table.ts → apps/server/src/db/schema.ts',
      );
      // A feature's own schema.ts, a named read (FOREIGN_READS), and the aggregate's own imports pass.
      const about = (file: string) => found.filter((line) => line.includes(`: apps/server/src/${file} `));
      expect(about('features/c/own-table.ts')).toEqual([]);
      expect(about('features/reviews/hydrate-reviews.ts')).toEqual([]);
      expect(about('db/schema.ts')).toEqual([]);
    });
  });
});

describe("Biome's noRestrictedImports", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'architecture-biome-'));
    // The repository's own rules, on a copy of its layout (no VCS: the folder is not a clone).
    const config = JSON.parse(await readFile(path.join(repo, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    config.files = { includes: ['**'] };
    await writeFile(path.join(dir, 'biome.json'), JSON.stringify(config));
    const file = async (name: string, text: string) => {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    };
    await file(
      'apps/server/src/features/reviews/deep.ts',
      "import { syncPoints } from '../points/sync-points.ts';\n\nexport const probe = syncPoints;\n",
    );
    await file(
      'apps/server/src/features/reviews/through-index.ts',
      "import { syncPoints } from '../points/index.ts';\nimport { db } from '../../db/client.ts';\n\nexport const probe = [syncPoints, db];\n",
    );
    await file(
      'apps/server/src/lib/upward.ts',
      "import { syncPoints } from '../features/points/index.ts';\n\nexport const probe = syncPoints;\n",
    );
    // Table owners (issue 32, item 1).
    await file(
      'apps/server/src/features/reviews/own-table.ts',
      "import { reviews } from './schema.ts';\n\nexport const probe = reviews;\n",
    );
    await file(
      'apps/server/src/features/reviews/foreign-table.ts',
      "import { comments } from '../comments/schema.ts';\n\nexport const probe = comments;\n",
    );
    await file(
      'apps/server/src/features/reviews/every-table.ts',
      "import { comments } from '../../db/schema.ts';\n\nexport const probe = comments;\n",
    );
    await file(
      'apps/server/src/features/places/import/every-table.ts',
      "import { reviews } from '../../../db/schema.ts';\n\nexport const probe = reviews;\n",
    );
    await file(
      'apps/server/src/lib/every-table.ts',
      "import { users } from '../db/schema.ts';\n\nexport const probe = users;\n",
    );
    // A named read (hydrate-reviews reads photos, places and users), and a table it is not named for.
    await file(
      'apps/server/src/features/reviews/hydrate-reviews.ts',
      "import { photos, places, users } from '../../db/schema.ts';\n\nexport const probe = [photos, places, users];\n",
    );
    await file(
      'apps/server/src/features/reviews/review-keys.ts',
      "import { pointsLedger } from '../../db/schema.ts';\n\nexport const probe = pointsLedger;\n",
    );
    // The web's zones (docs/code-structure.md, "Web").
    await file(
      'apps/web/app/shared/lib/upward.ts',
      "import { PlacePicker } from '../../features/places/components/place-picker';\n\nexport const probe = PlacePicker;\n",
    );
    await file(
      'apps/web/app/shared/lib/component.ts',
      "import { Dialog } from '../ui/dialog';\n\nexport const probe = Dialog;\n",
    );
    await file(
      'apps/web/app/shared/ui/route.ts',
      "import { loader } from '../../routes/home';\n\nexport const probe = loader;\n",
    );
    await file(
      'apps/web/app/shared/ui/below.ts',
      "import { api } from '../lib/api-client';\n\nexport const probe = api;\n",
    );
    await file(
      'apps/web/app/features/reviews/components/deep.ts',
      "import { PlacePicker } from '../../places/components/place-picker';\n\nexport const probe = PlacePicker;\n",
    );
    await file(
      'apps/web/app/features/reviews/components/route.ts',
      "import { AppShell } from '../../../shell/app-shell';\n\nexport const probe = AppShell;\n",
    );
    await file(
      'apps/web/app/features/reviews/components/through-entry.ts',
      "import { useNearMe } from '../../places';\nimport { api } from '../../../shared/lib/api-client';\nimport { Dialog } from '../../../shared/ui/dialog';\nimport { ReviewCard } from './review-card';\n\nexport const probe = [useNearMe, api, Dialog, ReviewCard];\n",
    );
    await file(
      'apps/web/app/features/photos/uploader.ts',
      "export { ReviewCard } from '../reviews/components/review-card';\n",
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function lint(file: string) {
    const biome = path.join(repo, 'node_modules/.bin/biome');
    try {
      await run(biome, ['lint', '--max-diagnostics=50', file], { cwd: dir });
      return '';
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      return `${stdout}\n${stderr}`;
    }
  }

  it('fails a deep import across features', async () => {
    const out = await lint('apps/server/src/features/reviews/deep.ts');
    expect(out).toContain('lint/style/noRestrictedImports');
    expect(out).toContain('only through its index.ts');
  });

  it('fails an import of a feature from lib/', async () => {
    const out = await lint('apps/server/src/lib/upward.ts');
    expect(out).toContain('lint/style/noRestrictedImports');
    expect(out).toContain('import none of them');
  });

  it("fails a feature importing another's schema.ts", async () => {
    const out = await lint('apps/server/src/features/reviews/foreign-table.ts');
    expect(out).toContain('lint/style/noRestrictedImports');
    expect(out).toContain('imports its own schema.ts only');
  });

  it("fails the aggregate db/schema.ts in a feature, a feature's folder and lib/", async () => {
    for (const file of [
      'apps/server/src/features/reviews/every-table.ts',
      'apps/server/src/features/places/import/every-table.ts',
      'apps/server/src/lib/every-table.ts',
    ]) {
      const out = await lint(file);
      expect(out, file).toContain('lint/style/noRestrictedImports');
      expect(out, file).toContain('db/schema.ts (every table) is not for a feature');
    }
  });

  it('lets a feature import its own schema.ts, and a named read the tables it is named for, no other', async () => {
    expect(await lint('apps/server/src/features/reviews/own-table.ts')).not.toContain('noRestrictedImports');
    expect(await lint('apps/server/src/features/reviews/hydrate-reviews.ts')).not.toContain(
      'noRestrictedImports',
    );
    const other = await lint('apps/server/src/features/reviews/review-keys.ts');
    expect(other).toContain('lint/style/noRestrictedImports');
    expect(other).toContain("Only the tables of this file's named foreign read");
  });

  it('fails shared web code importing a feature, a route or a component of shared/ui from shared/lib', async () => {
    for (const file of ['apps/web/app/shared/lib/upward.ts', 'apps/web/app/shared/ui/route.ts']) {
      const out = await lint(file);
      expect(out, file).toContain('lint/style/noRestrictedImports');
      expect(out, file).toContain('it imports no feature, no route');
    }
    const out = await lint('apps/web/app/shared/lib/component.ts');
    expect(out).toContain('lint/style/noRestrictedImports');
    expect(out).toContain('it imports no component');
    expect(await lint('apps/web/app/shared/ui/below.ts')).not.toContain('noRestrictedImports');
  });

  it("fails a web feature importing inside another feature, or the app's routes and shell", async () => {
    for (const file of [
      'apps/web/app/features/reviews/components/deep.ts',
      'apps/web/app/features/photos/uploader.ts',
    ]) {
      const out = await lint(file);
      expect(out, file).toContain('lint/style/noRestrictedImports');
      expect(out, file).toContain('only through its entry files');
    }
    const out = await lint('apps/web/app/features/reviews/components/route.ts');
    expect(out).toContain('lint/style/noRestrictedImports');
    expect(out).toContain('imports no route and nothing of the app shell');
    expect(await lint('apps/web/app/features/reviews/components/through-entry.ts')).not.toContain(
      'noRestrictedImports',
    );
  });

  it("lets a feature import another's index.ts and the layers below", async () => {
    expect(await lint('apps/server/src/features/reviews/through-index.ts')).not.toContain(
      'noRestrictedImports',
    );
  });
});
