import type { ClientKind } from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { companyListRow } from './company.entity.ts';
import { contactDetails, postalAddress, timestamps } from './properties.ts';

/** The work site's address: the same columns as the billing address, prefixed 'site'. */
const site = postalAddress();

/**
 * A client of a company: the company's list to pick from at step 1. Every
 * member of the company sees the same list; another company's client answers 404.
 */
export const ClientSchema = defineEntity({
  name: 'Client',
  tableName: 'clients',
  properties: {
    ...companyListRow(),
    /** 'particulier' | 'professionnel': which consumer or trade mentions the devis carries. */
    kind: p.string().length(20).$type<ClientKind>().default('particulier'),
    name: p.string().length(200),
    ...postalAddress(),
    /** All three '' when the work site is the billing address. */
    siteAddress: site.address,
    sitePostalCode: site.postalCode,
    siteCity: site.city,
    ...contactDetails(),
    /** A professional client's SIREN and intra-EU VAT number, printed on its invoices; '' when not given. */
    siren: p.string().length(9).default(''),
    vatNumber: p.string().length(20).default(''),
    ...timestamps(),
  },
});
export type Client = InferEntity<typeof ClientSchema>;
