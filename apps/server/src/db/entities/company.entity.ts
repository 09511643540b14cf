import {
  DEFAULT_PLAN,
  type DimensioningItemType,
  type LabourItemType,
  type LinePrices,
  type PlanId,
} from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { contactDetails, deletedWith, postalAddress, timestamps } from './properties.ts';

/**
 * The company that issues the devis: its legal mentions, its insurance and its pricing
 * defaults. Users belong to one company; the user who registered it is its owner (roles and
 * invitations come later). Money in integer cents.
 */
export const CompanySchema = defineEntity({
  name: 'Company',
  tableName: 'companies',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    siret: p.string().length(14),
    /** The registering user; null once that account is gone. */
    ownerId: p.uuid().nullable(),
    /** 'starter' (the default), 'pro' or 'expert': users, jetons per month, analysed surface. */
    plan: p.string().length(10).$type<PlanId>().default(DEFAULT_PLAN),
    legalForm: p.string().length(100).default(''),
    /** Share capital in euros; null for a sole trader. */
    capital: p.double().nullable(),
    ...postalAddress(),
    ...contactDetails(),
    /** RCS or RM number as printed. */
    registration: p.string().length(100).default(''),
    vatNumber: p.string().length(20).default(''),
    /** Franchise en base (art. 293 B du CGI): no VAT, devis at 0 %. */
    vatExempt: p.boolean().default(false),
    /** 'Option pour le paiement de la TVA d'après les débits': printed on its invoices. */
    vatOnDebits: p.boolean().default(false),
    insurer: p.string().length(200).default(''),
    insurerContact: p.string().length(300).default(''),
    insurancePolicy: p.string().length(100).default(''),
    insuranceCoverage: p.string().length(200).default(''),
    hourlyRateCents: p.integer().default(4500),
    suppliesPercent: p.double().default(5),
    travelFeeCents: p.integer().default(0),
    /** Temps de pose in minutes per unit by equipment type (and the EV charger), over the domain's defaults. */
    labourMinutes: p.json<Partial<Record<LabourItemType, number>>>().default('{}'),
    /** Temps de pose of the board's lines in minutes per piece (per metre of cable), over the defaults. */
    boardLabourMinutes: p.json<Partial<Record<DimensioningItemType, number>>>().default('{}'),
    /** 'Vos prix': euros HT (2 decimals) of the lines without a catalogue price, by line key. */
    linePrices: p.json<LinePrices>().default('{}'),
    depositPercent: p.double().default(30),
    validityDays: p.integer().default(30),
    latePaymentMention: p.text().default(''),
    mediatorMention: p.text().default(''),
    /** FileStore key of the logo (PNG or JPEG, checked by its bytes), null without one. */
    logoKey: p.string().length(200).nullable(),
    logoMime: p.string().length(20).nullable(),
    ...timestamps(),
  },
});
export type Company = InferEntity<typeof CompanySchema>;

/**
 * A row of one of the company's lists (its clients, its pending invitations): its id, and the company
 * that lists it (indexed) and takes it along when deleted.
 */
export const companyListRow = () => ({
  id: p.uuid().primary(),
  company: () => deletedWith(CompanySchema).index(),
});
