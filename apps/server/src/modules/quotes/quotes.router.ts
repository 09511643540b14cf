import { router } from '../../trpc/init.ts';

export const quotesRouter = router({});
