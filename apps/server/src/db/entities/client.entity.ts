import type { ClientKind } from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CompanySchema } from './company.entity.ts';
import { timestamps } from './properties.ts';

/**
 * A client of a company (issue 16 'The client'): the company's list to pick from at step 1. Every
 * member of the company sees the same list; another company's client answers 404.
 */
export const ClientSchema = defineEntity({
  name: 'Client',
  tableName: 'clients',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanySchema).mapToPk().deleteRule('cascade').index(),
    /** 'particulier' | 'professionnel': which consumer or trade mentions the devis carries. */
    kind: p.string().length(20).$type<ClientKind>().default('particulier'),
    name: p.string().length(200),
    address: p.string().length(300).default(''),
    postalCode: p.string().length(5).default(''),
    city: p.string().length(100).default(''),
    siteAddress: p.string().length(300).default(''),
    sitePostalCode: p.string().length(5).default(''),
    siteCity: p.string().length(100).default(''),
    phone: p.string().length(25).default(''),
    email: p.string().length(320).default(''),
    ...timestamps(),
  },
});
export type Client = InferEntity<typeof ClientSchema>;
