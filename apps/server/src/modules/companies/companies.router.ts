import { noInput, rest, router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { companyLogoInputSchema, companyUpdateInputSchema, companyViewSchema } from './companies.schema.ts';
import { getCompany, setCompanyLogo, updateCompany } from './companies.service.ts';

export const companiesRouter = router({
  get: protectedProcedure
    .meta(rest('GET', '/company', 'L’entreprise de l’utilisateur (paramètres)'))
    .input(noInput)
    .output(companyViewSchema)
    .query(({ ctx }) => getCompany(ctx.deps, ctx.user.id)),

  update: protectedProcedure
    .meta(
      rest(
        'PUT',
        '/company',
        'Modifier les paramètres de l’entreprise (mentions légales, assurance, tarifs)\u00a0: responsable seulement',
      ),
    )
    .input(companyUpdateInputSchema)
    .output(companyViewSchema)
    .mutation(({ ctx, input }) => updateCompany(ctx.deps, ctx.user.id, input)),

  setLogo: protectedProcedure
    .meta(
      rest(
        'PUT',
        '/company/logo',
        'Le logo de l’entreprise (PNG ou JPEG en base64, 500 Ko au plus\u202f; null le retire)',
      ),
    )
    .input(companyLogoInputSchema)
    .output(companyViewSchema)
    .mutation(({ ctx, input }) => setCompanyLogo(ctx.deps, ctx.user.id, input)),
});
