/**
 * The dependency rule of DESIGN.md, checked by `npm run lint`.
 * domain -> nothing; application -> domain (+ rxjs, zod); adapters -> application, domain;
 * ui -> application, domain; only composition roots import adapters and inversify.
 */
/** Colocated tests may import the test framework. */
const TESTS = '\\.test\\.tsx?$';

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
      from: { path: '^src/application', pathNot: TESTS },
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
      name: 'inversify-only-in-roots-and-adapters',
      severity: 'error',
      from: { path: '^src/(domain|application|ui)', pathNot: TESTS },
      to: { path: 'node_modules/(inversify|reflect-metadata)/' },
    },
    {
      name: 'server-never-imports-client-views-or-adapters',
      comment: 'The server reuses domain rules and application contracts, never the browser side.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: ['^src/ui', '^src/adapters', '^src/main'] },
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
