import { router } from '../../trpc/init.ts';

export const dimensioningRouter = router({});
