/**
 * The server's layer order (docs/code-structure.md), checked by `npm test` through
 * apps/server/test/architecture.test.ts and by `npx depcruise --config .dependency-cruiser.mjs apps/server/src bench`.
 * Biome's noRestrictedImports (biome.json) says the same per file while editing; this check sees
 * the whole graph, so it also catches cycles between features.
 */
const SERVER = '^apps/server/src/';
const FEATURE = `${SERVER}features/[^/]+/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-feature-cycles',
      comment: 'Features depend in one direction: no two features (nor a longer ring) import each other.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SERVER}features/[^/]+$` },
      to: { path: `${SERVER}features/[^/]+$`, circular: true },
    },
    {
      name: 'no-deep-feature-imports',
      comment: "A feature imports another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: `${SERVER}features/([^/]+)/` },
      to: {
        path: `${SERVER}features/[^/]+/`,
        pathNot: [`${SERVER}features/$1/`, `${FEATURE}index\\.ts$`],
      },
    },
    {
      name: 'no-upward-imports',
      comment: 'db/, lib/ and plugins/ sit below the features and import none of them.',
      severity: 'error',
      from: { path: `${SERVER}(db|lib|plugins)/` },
      to: { path: `${SERVER}(features|seed|cli|app\\.ts|main\\.ts)` },
    },
    {
      name: 'bench-uses-declared-exports',
      comment: "bench/ reaches the server only through @app/server's package exports.",
      severity: 'error',
      from: { path: '^bench/' },
      to: {
        path: '^apps/server/src/',
        pathNot: [`${SERVER}exports/`, `${SERVER}testing/index\\.ts$`, `${SERVER}app\\.ts$`],
      },
    },
  ],
  options: {
    parser: 'swc',
    // db/schema.ts gathers every feature's schema.ts for drizzle-kit, the client and the tests: its
    // imports are not followed (they would put db/ above every feature and close a ring through db/
    // around every pair of features); Biome holds it to the features' schema.ts files.
    doNotFollow: { path: ['node_modules', `${SERVER}db/schema\\.ts$`] },
    exclude: { path: '(^|/)(node_modules|build|data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.json'],
    },
  },
};
