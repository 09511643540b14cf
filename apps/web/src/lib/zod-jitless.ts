// Every `import … from 'zod'` of the web build resolves here (vite.config.ts, resolve.alias): zod with
// its JIT off, set before any schema is built. zod v4 compiles an object schema's parser with
// `new Function`, and probes for it when the schema is made; the server's CSP (script-src 'self', issue
// 18) refuses it and the browser reports a violation on every page that loads a schema, though zod
// catches the refusal and parses without. With `jitless` it never tries. This module goes with zod, in
// the chunks of the pages that use a schema: the entry, the landing and the dashboard load neither.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
