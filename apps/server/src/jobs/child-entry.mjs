// Entry of a job process (see child-job.ts). It starts as plain Node: this file teaches it to load
// TypeScript through tsx, runs the one task named on its command line with the input sent by its
// parent, answers, and exits — each job gets a fresh process.
import { register } from 'tsx/esm/api';

register();
const task = process.argv[2];
if (!task || !/^[a-z-]+$/.test(task)) process.exit(2);
const { run } = await import(`./tasks/${task}.ts`);
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
