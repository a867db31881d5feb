import { config } from 'zod';

// zod (the API client's schemas) tries `new Function` once, as its object schemas are built, to see whether it may
// compile parsers; under a script-src without 'unsafe-eval' that try is caught but still reported as a violation.
// Its interpreted mode asks nothing. main.tsx imports this module first, so it runs before any schema is built.
config({ jitless: true });
