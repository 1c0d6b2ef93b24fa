/**
 * The dependency rule of DESIGN.md, checked by `npm run lint`.
 * domain -> nothing; application -> domain (+ rxjs, zod); adapters -> application, domain;
 * ui -> application, domain; only composition roots import adapters; inversify only
 * through the wiring kit.
 */
/** Colocated tests may import the test framework. */
const TESTS = '\\.test\\.tsx?$';
/** The one file that speaks inversify: feature modules and roots bind through it (typed tokens, lazy singletons). */
const WIRING_KIT = '^src/application/wiring/feature-module\\.ts$';

/**
 * Server files that still read another module's tables while their owners move them to a
 * service on AppContext (issue #12). Each owner deletes its line; none may be added.
 */
const TABLE_BREACHES_BEING_MOVED = [
  '^server/vip/subscriptions/subscription-tables\\.ts$',
  '^server/vip/subscriptions/save-subscription\\.ts$',
  '^server/vip/grant-vip-coins\\.ts$',
  '^server/vip/extend-vip\\.ts$',
  '^server/offers/offer-windows\\.ts$',
  '^server/offers/offer-facts\\.ts$',
  '^server/offers/discount-offers\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain: no libraries, no node built-ins.',
      severity: 'error',
      from: { path: '^src/domain', pathNot: TESTS },
      to: { pathNot: '^src/domain' },
    },
    {
      name: 'application-imports-domain-and-ports',
      comment: 'src/application may use domain, itself, rxjs and zod only.',
      severity: 'error',
      from: { path: '^src/application', pathNot: [TESTS, WIRING_KIT] },
      to: { pathNot: ['^src/domain', '^src/application', 'node_modules/(rxjs|zod)/'] },
    },
    {
      name: 'adapters-do-not-know-ui',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: '^src/ui' },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'Views bind to application observables; the composition root wires adapters.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: ['^src/adapters', 'node_modules/inversify/'] },
    },
    {
      name: 'inversify-only-in-the-wiring-kit',
      comment:
        'Feature modules (src/application/<feature>/<feature>.module.ts) and the roots (src/composition, sim/, tests/support) bind and look up through src/application/wiring/feature-module.ts, typed by their tokens: no cast, no decorators, one way to bind.',
      severity: 'error',
      from: { pathNot: WIRING_KIT },
      to: { path: 'node_modules/(inversify|@inversifyjs|reflect-metadata)/' },
    },
    {
      name: 'server-never-imports-client-views-or-adapters',
      comment: 'The server reuses domain rules and application contracts, never the browser side.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: ['^src/ui', '^src/adapters', '^src/main'] },
    },
    {
      name: 'server-module-owns-its-tables',
      comment:
        "A server module's tables, queries and repository are its own (DESIGN.md house style 17): another module asks it through a service on AppContext, so a table can change with one module.",
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: [TESTS, ...TABLE_BREACHES_BEING_MOVED] },
      to: { path: '^server/[^/]+/.*-(tables|queries|repository)\\.ts$', pathNot: '^server/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
