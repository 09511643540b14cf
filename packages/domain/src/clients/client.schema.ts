import { z } from 'zod';
import {
  COMPANY_MESSAGES,
  optionalEmail,
  optionalPhone,
  optionalPostalCode,
  optionalSirenSchema,
  optionalText,
  vatNumberSchema,
} from '../company/company.schema.ts';
import { filledText } from '../text-fields.ts';

// The client a devis is addressed to (reference/devis.md): name and billing
// address, the work site when it differs, phone, e-mail, and whether the client is a private person
// (consumer law: mediator, withdrawal form) or a professional (late-payment penalties, 40 € indemnity).

export const CLIENT_KINDS = ['particulier', 'professionnel'] as const;
export const clientKindSchema = z.enum(CLIENT_KINDS, { error: 'Le type de client est requis' });
export type ClientKind = z.infer<typeof clientKindSchema>;
export const CLIENT_KIND_LABELS: Record<ClientKind, string> = {
  particulier: 'Particulier',
  professionnel: 'Professionnel',
};

export const CLIENT_MESSAGES = {
  nameRequired: 'Le nom du client est requis',
  notFound: 'Client introuvable',
} as const;

/** What a user types for a client; only the name is required, empty texts stay ''. */
export const clientInputSchema = z.object({
  kind: clientKindSchema.default('particulier'),
  name: filledText(CLIENT_MESSAGES.nameRequired).max(200, COMPANY_MESSAGES.tooLong(200)),
  address: optionalText(300),
  postalCode: optionalPostalCode,
  city: optionalText(100),
  /** The work site; all three empty: the billing address. */
  siteAddress: optionalText(300),
  sitePostalCode: optionalPostalCode,
  siteCity: optionalText(100),
  phone: optionalPhone,
  email: optionalEmail,
  /** A professional client's SIREN: its invoices carry it (décret 2022-1299). */
  siren: optionalSirenSchema.optional(),
  /** A professional client's intra-EU VAT number, printed on its invoices when given. */
  vatNumber: vatNumberSchema.optional(),
});
export type ClientInput = z.infer<typeof clientInputSchema>;

/** A saved client, as the API answers it and as a finished quote keeps it. */
export const clientSchema = clientInputSchema.extend({ id: z.string() });
export type Client = z.infer<typeof clientSchema>;

type Address = Pick<Client, 'address' | 'postalCode' | 'city'>;

/** '12 rue des Lilas, 69003 Lyon' ('' when nothing is given). */
export function formatAddress(address: Address): string {
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.address, town].filter(Boolean).join(', ');
}

/** The work site's address, or null when it is the billing one (the devis prints it only if it differs). */
export function workSiteAddress(client: Client | ClientInput): string | null {
  const site = formatAddress({
    address: client.siteAddress,
    postalCode: client.sitePostalCode,
    city: client.siteCity,
  });
  return site === '' || site === formatAddress(client) ? null : site;
}
