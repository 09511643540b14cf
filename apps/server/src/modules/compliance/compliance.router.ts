import { router } from '../../trpc/init.ts';

export const complianceRouter = router({});
