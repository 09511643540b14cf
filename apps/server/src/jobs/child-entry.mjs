// Entry of a job process (see child-job.ts). It runs the one task named on its command line with the
// input sent by its parent, answers, and exits — each job gets a fresh process. In the compiled start
// (dist/, scripts/build.mjs) the task is a bundle beside this file, `tasks/<task>.mjs`; from the
// sources, this file teaches plain Node to load the TypeScript through tsx.
import { existsSync } from 'node:fs';

const task = process.argv[2];
if (!task || !/^[a-z-]+$/.test(task)) process.exit(2);
const compiled = new URL(`./tasks/${task}.mjs`, import.meta.url);
let run;
if (existsSync(compiled)) {
  ({ run } = await import(compiled.href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ run } = await import(new URL(`./tasks/${task}.ts`, import.meta.url).href));
}
// A parent that dies (a worker killed) closes the channel: its job processes end with it.
process.once('disconnect', () => process.exit(0));
process.once('message', async ({ input }) => {
  try {
    const value = await run(input);
    process.send({ ok: true, value }, () => process.exit(0));
  } catch (error) {
    process.send({ ok: false, error: error instanceof Error ? error.message : String(error) }, () =>
      process.exit(1),
    );
  }
});
