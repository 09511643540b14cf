import type { z } from 'zod';
import { canonicalOrder } from './canonical-order.ts';

// tRPC validates every procedure's output against its `.output()` schema. The hot project routes
// build their output from typed rows, and checking it again took ~1 ms of a ~2 ms GET in the
// API bench. Their schemas go through `checkedOutsideProduction`: tests and `npm run dev` keep the check
// (CHECK_OUTPUTS, default on unless NODE_ENV=production); production only puts the keys in the schema's
// order (canonical-order.ts). test/project-reads.int.test.ts holds both answers equal, byte for byte.

let checkOutputs = true;

/** Set once by createApp from the configuration. */
export function setOutputChecks(on: boolean): void {
  checkOutputs = on;
}

/** The same schema (OpenAPI reads its shape), whose output check tRPC runs only when checks are on. */
export function checkedOutsideProduction<T extends z.ZodType>(schema: T): T {
  const check = schema.parseAsync.bind(schema);
  const order = canonicalOrder(schema);
  const parseAsync = (value: unknown, params?: Parameters<T['parseAsync']>[1]) =>
    checkOutputs ? check(value, params) : Promise.resolve(order(value) as z.output<T>);
  return Object.assign(schema.clone() as T, { parseAsync });
}
