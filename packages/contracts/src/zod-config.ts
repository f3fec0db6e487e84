import { z } from 'zod';

// Zod compiles object parsers with `new Function` where it may, and probes for that by calling it as each object
// schema is built: in a page under the product's CSP (no 'unsafe-eval') the probe alone is a reported violation.
// Pages parse little, so they go without; the server keeps the compiled parsers. Imported first by index.ts, so it
// runs before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });
