// Entry of the embedded database's worker thread. Workers start as plain Node: this file (JavaScript)
// teaches the thread to load TypeScript through tsx, then loads the worker itself. The production
// build (scripts/build.mjs) replaces it by the compiled worker of the same name.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
