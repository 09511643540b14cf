import { router } from '../../trpc/init.ts';

export const toolsRouter = router({});
