import { config } from 'zod/v4/core';

/*
 * zod compiles object schemas with `new Function` when it may, and probes whether it may
 * by calling `Function('')`: under the page's Content-Security-Policy (no 'unsafe-eval')
 * that probe is a reported violation. Parsing without the compiled fast path is what the
 * browser does anyway under the policy; saying so up front keeps the probe from running.
 * zod decides when each object schema is built (mostly at import), so this is the browser
 * entry's first import: it runs before any chunk builds a schema. Only zod's small core
 * module comes along.
 */
config({ jitless: true });
