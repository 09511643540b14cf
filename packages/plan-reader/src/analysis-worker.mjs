// Entry of an analysis worker thread. Workers start as plain Node: this file (JavaScript) teaches
// the thread to load TypeScript through tsx, then loads the worker itself — whether the server runs
// under tsx, vitest or anything else.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
