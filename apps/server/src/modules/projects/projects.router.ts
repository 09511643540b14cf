import { router } from '../../trpc/init.ts';

export const projectsRouter = router({});
