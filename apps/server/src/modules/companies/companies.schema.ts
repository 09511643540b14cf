import { companySettingsSchema } from '@courant/domain';
import { z } from 'zod';

/** PUT /company: every setting, checked as the domain says (SIRET key, VAT number, percentages…). */
export const companyUpdateInputSchema = companySettingsSchema;

/** PUT /company/logo: the image in base64 (PNG or JPEG, told by its bytes), or null to remove it. */
export const companyLogoInputSchema = z.object({
  data: z
    .string()
    .max(700_000, 'Le logo ne doit pas dépasser 500 Ko')
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'Le logo doit être envoyé en base64')
    .nullable(),
});
export type CompanyLogoInput = z.infer<typeof companyLogoInputSchema>;

export const companyViewSchema = companySettingsSchema.extend({
  id: z.string(),
  capital: z.number().nullable(),
  /** Whether the signed-in user may edit the settings (the owner). */
  canEdit: z.boolean(),
  /** The logo as a data: URL for display, null without one. */
  logo: z.string().nullable(),
});
export type CompanyView = z.infer<typeof companyViewSchema>;
