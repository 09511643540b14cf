import { router } from '../../trpc/init.ts';

export const equipmentRouter = router({});
