// zod (the API client's schemas) tries `new Function` once, as its object schemas are built, to see whether it
// may compile parsers; under a script-src without 'unsafe-eval' that try is caught but still reported as a
// violation. Its interpreted mode asks nothing. A classic script, so it runs before the app's modules load zod,
// which reads this global config (what `z.config({ jitless: true })` writes).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
