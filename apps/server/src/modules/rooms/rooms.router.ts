import { router } from '../../trpc/init.ts';

export const roomsRouter = router({});
