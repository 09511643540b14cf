import { router } from '../../trpc/init.ts';

export const plansRouter = router({});
