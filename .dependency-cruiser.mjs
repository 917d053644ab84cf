/**
 * The server's layer order and the web's zones (docs/code-structure.md), checked by `npm test`
 * through apps/server/test/architecture.test.ts and by
 * `npx depcruise --config .dependency-cruiser.mjs apps/server/src bench` (`… apps/web/app` for the web).
 * Biome's noRestrictedImports (biome.json) says the same per file while editing; this check sees
 * the whole graph, so it also catches cycles between features.
 */
const SERVER = '^apps/server/src/';
const FEATURE = `${SERVER}features/[^/]+/`;

/**
 * The named reads of another owner's tables (issue 32, item 1; docs/code-structure.md, "Table
 * owners", shows the same list): the only files outside db/, the tests, scripts, the seed and the
 * wiring that may import the aggregate `db/schema.ts`, each for the tables named (Biome's override
 * for the file allows those names only; test/table-owners.test.ts checks that this list, the docs,
 * biome.json and `npm run table-uses` agree). Paths below apps/server/src/; tables by SQL name.
 * Raw SQL needs no import, but its file is named here all the same.
 */
export const FOREIGN_READS = [
  {
    file: 'features/reviews/hydrate-reviews.ts',
    tables: ['photos', 'places', 'users'],
    reason: 'a page of review cards: aspects, places, authors, photos and votes in one round trip',
  },
  {
    file: 'features/reviews/review-keys.ts',
    tables: ['users'],
    reason:
      "a grant checked on a request: the grant, its key, its review and the author's account in one query",
  },
  {
    file: 'features/users/author-profile.ts',
    tables: ['comments', 'points_ledger', 'reviews'],
    reason: "an author's public profile: counts and sofas that leave out nameless writing, in SQL",
  },
  {
    file: 'lib/public-views.ts',
    tables: ['photos', 'users'],
    reason: "the shared layer's public author and photo views of review and comment pages",
  },
];

/**
 * The web's zones (docs/code-structure.md, "Web"): shared code (`shared/lib` plumbing, `shared/ui`
 * primitives) below the features (`features/<feature>/`), below the app (`routes/`, `shell/`,
 * `root.tsx`, `entry.*.tsx`, `routes.ts`). Features in this order, top first: a feature imports
 * only features further down, and only their entry files (the files at the top of the feature's
 * folder: `index.ts`, and for a part loaded apart, a file of its own such as `photos/uploader.ts`).
 */
export const WEB_FEATURE_ORDER = [
  'comments',
  'reviews',
  'ai-summary',
  'watches',
  'photos',
  'places',
  'moderation',
  'translations',
  'captcha',
  'feedback',
  'page-views',
  'auth',
  'points',
];
const WEB = '^apps/web/app/';
const WEB_APP = `${WEB}(routes/|shell/|root\\.tsx$|routes\\.ts$|entry\\.)`;
const WEB_TEST = '\\.test\\.tsx?$';

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
        // Another's schema.ts is no-foreign-schema-imports' to report.
        pathNot: [`${SERVER}features/$1/`, `${FEATURE}index\\.ts$`, `${FEATURE}schema\\.ts$`],
      },
    },
    {
      name: 'no-foreign-schema-imports',
      comment:
        "A feature imports its own schema.ts, never another's: it reads another's tables through the owner's functions.",
      severity: 'error',
      from: { path: `${SERVER}features/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${FEATURE}schema\\.ts$`, pathNot: `${SERVER}features/$1/` },
    },
    {
      name: 'no-aggregate-schema-imports',
      comment:
        'db/schema.ts (every table) is for drizzle-kit, db/, tests, scripts, the seed and the wiring; a feature or lib/ or plugins/ imports it only as a named foreign read (FOREIGN_READS).',
      severity: 'error',
      from: {
        path: `${SERVER}(features/[^/]+|lib|plugins)/`,
        pathNot: [
          '\\.test\\.ts$',
          ...FOREIGN_READS.map((read) => `${SERVER}${read.file.replaceAll('.', '\\.')}$`),
        ],
      },
      to: { path: `${SERVER}db/schema\\.ts$` },
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
    {
      name: 'web-shared-imports-no-feature',
      comment:
        'Shared web code (shared/) sits below the features and the app: it imports no feature, no route, nothing of shell/.',
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: [`${WEB}features/`, WEB_APP] },
    },
    {
      name: 'web-shared-lib-imports-no-ui',
      comment: 'shared/lib (plumbing) sits below shared/ui (the primitives): it imports no component.',
      severity: 'error',
      from: { path: `${WEB}shared/lib/` },
      to: { path: `${WEB}shared/ui/` },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'A feature imports no route and nothing of the app shell: the app composes the features.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: WEB_APP },
    },
    {
      name: 'web-feature-entries-only',
      comment:
        'A feature imports another only through its entry files (the files at the top of its folder: index.ts, …), never a file in its api/, components/, hooks/ or utils/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: WEB_TEST },
      to: { path: `${WEB}features/[^/]+/[^/]+/`, pathNot: `${WEB}features/$1/` },
    },
    ...WEB_FEATURE_ORDER.slice(1).map((feature, index) => ({
      name: 'web-feature-order',
      comment: `A feature imports only features below it in WEB_FEATURE_ORDER: ${feature} none of ${WEB_FEATURE_ORDER.slice(0, index + 1).join(', ')}.`,
      severity: 'error',
      from: { path: `${WEB}features/${feature}/` },
      to: { path: `${WEB}features/(${WEB_FEATURE_ORDER.slice(0, index + 1).join('|')})/` },
    })),
    {
      name: 'web-no-feature-cycles',
      comment: 'Web features depend in one direction: no two features (nor a longer ring) import each other.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${WEB}features/[^/]+$` },
      to: { path: `${WEB}features/[^/]+$`, circular: true },
    },
    {
      name: 'web-unknown-feature',
      comment: 'Every web feature has its place in WEB_FEATURE_ORDER (docs/code-structure.md, "Web").',
      severity: 'error',
      from: { path: `${WEB}features/(?!(${WEB_FEATURE_ORDER.join('|')})/)` },
      to: {},
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
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
