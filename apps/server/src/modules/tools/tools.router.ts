import { contactInputSchema } from '@courant/domain';
import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { sendContactMessage } from './contact.service.ts';

export const toolsRouter = router({
  contact: publicProcedure
    .meta(rest('POST', '/contact', 'Formulaire de contact de la page publique'))
    .input(contactInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
