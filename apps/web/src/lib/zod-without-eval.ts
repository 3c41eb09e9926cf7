/**
 * zod compiles a parser for each object schema with `new Function`, unless it is told
 * not to, and before the first parse it probes whether it may. Our Content-Security-Policy
 * (`script-src 'self'`, no `'unsafe-eval'`) refuses that probe, and the browser reports the
 * refusal on every page that parses a form or its URL. `jitless` makes zod interpret its
 * schemas instead, without the probe.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy of it, so
 * the entry sets them here without loading zod itself (only the pages that parse load it,
 * as their own chunks, after this has run). `zod-without-eval.test.ts` fails if a zod
 * upgrade stops reading them from there.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
