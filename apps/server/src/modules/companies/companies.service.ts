import { randomUUID } from 'node:crypto';
import {
  COMPANY_DEFAULTS,
  type CompanySettings,
  type DimensioningItemType,
  type LabourItemType,
  type LabourSettings,
  type LinePrices,
  LOGO_MAX_BYTES,
  logoMimeOf,
  toCents,
  toEuros,
} from '@courant/domain';
import { type Company, CompanySchema, UserSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import type { CompanyLogoInput, CompanyView } from './companies.schema.ts';

/** A new company at registration: its name and SIRET, the registering user its owner, defaults elsewhere. */
export function createCompany(em: Em, fields: { name: string; siret: string }): Company {
  return em.create(CompanySchema, {
    id: randomUUID(),
    name: fields.name,
    siret: fields.siret,
    ownerId: null,
    capital: null,
    latePaymentMention: COMPANY_DEFAULTS.latePaymentMention,
    logoKey: null,
    logoMime: null,
  });
}

/** The company of a user (every account has one). */
export async function loadUserCompany(em: Em, userId: string): Promise<Company> {
  const user = await em.findOne(UserSchema, { id: userId }, { fields: ['id', 'companyId'] });
  const company = user ? await em.findOne(CompanySchema, { id: user.companyId }) : null;
  if (!company) throw notFound('Entreprise');
  return company;
}

/** A project's company (the estimate and the PDF speak for the company the project belongs to). */
export async function loadCompany(em: Em, companyId: string): Promise<Company> {
  const company = await em.findOne(CompanySchema, { id: companyId });
  if (!company) throw notFound('Entreprise');
  return company;
}

/** The company's own fitting times (an object; a row created before it was read back holds none yet). */
function labourMinutesOf(company: Company): Partial<Record<LabourItemType, number>> {
  const minutes: unknown = company.labourMinutes;
  return minutes && typeof minutes === 'object' ? (minutes as Partial<Record<LabourItemType, number>>) : {};
}

/** The company's own fitting times of the board's lines (an object, as above). */
function boardLabourMinutesOf(company: Company): Partial<Record<DimensioningItemType, number>> {
  const minutes: unknown = company.boardLabourMinutes;
  return minutes && typeof minutes === 'object'
    ? (minutes as Partial<Record<DimensioningItemType, number>>)
    : {};
}

/** The company's own prices of the lines without a catalogue price (an object, as above). */
function linePricesOf(company: Company): LinePrices {
  const prices: unknown = company.linePrices;
  return prices && typeof prices === 'object' ? (prices as LinePrices) : {};
}

/**
 * The settings the estimate computes labour with (the company's hourly rate and
 * percentages), and its own prices of the lines the catalogue leaves 'prix à saisir'.
 */
export function labourSettingsOf(company: Company): LabourSettings {
  return {
    hourlyRate: toEuros(company.hourlyRateCents),
    suppliesPercent: Number(company.suppliesPercent),
    travel: toEuros(company.travelFeeCents),
    minutes: labourMinutesOf(company),
    boardMinutes: boardLabourMinutesOf(company),
    linePrices: linePricesOf(company),
  };
}

export async function companyLogo(deps: Pick<Deps, 'storage'>, company: Company): Promise<Uint8Array | null> {
  return company.logoKey ? deps.storage.get(company.logoKey) : null;
}

/** The logo as a data URL (settings screen and devis PDF), or null without one. */
export async function companyLogoDataUrl(
  deps: Pick<Deps, 'storage'>,
  company: Company,
): Promise<string | null> {
  const logo = await companyLogo(deps, company);
  return logo && company.logoMime
    ? `data:${company.logoMime};base64,${Buffer.from(logo).toString('base64')}`
    : null;
}

export function toCompanySettings(company: Company): CompanySettings {
  return {
    name: company.name,
    siret: company.siret,
    legalForm: company.legalForm,
    capital: company.capital == null ? null : Number(company.capital),
    address: company.address,
    postalCode: company.postalCode,
    city: company.city,
    phone: company.phone,
    email: company.email,
    registration: company.registration,
    vatNumber: company.vatNumber,
    vatExempt: company.vatExempt,
    vatOnDebits: company.vatOnDebits,
    insurer: company.insurer,
    insurerContact: company.insurerContact,
    insurancePolicy: company.insurancePolicy,
    insuranceCoverage: company.insuranceCoverage,
    hourlyRate: toEuros(company.hourlyRateCents),
    suppliesPercent: Number(company.suppliesPercent),
    travelFee: toEuros(company.travelFeeCents),
    labourMinutes: labourMinutesOf(company),
    boardLabourMinutes: boardLabourMinutesOf(company),
    linePrices: linePricesOf(company),
    depositPercent: Number(company.depositPercent),
    validityDays: company.validityDays,
    latePaymentMention: company.latePaymentMention,
    mediatorMention: company.mediatorMention,
  };
}

async function toCompanyView(deps: Deps, company: Company, userId: string): Promise<CompanyView> {
  return {
    id: company.id,
    ...toCompanySettings(company),
    canEdit: company.ownerId === userId,
    logo: await companyLogoDataUrl(deps, company),
  };
}

function ownerOnly(company: Company, userId: string): void {
  if (company.ownerId !== userId) {
    throw new AppError('FORBIDDEN', 'Seul le responsable de l’entreprise peut modifier ses paramètres');
  }
}

export async function getCompany(deps: Deps, userId: string): Promise<CompanyView> {
  return toCompanyView(deps, await loadUserCompany(deps.em, userId), userId);
}

export async function updateCompany(
  deps: Deps,
  userId: string,
  input: CompanySettings,
): Promise<CompanyView> {
  const company = await loadUserCompany(deps.em, userId);
  ownerOnly(company, userId);
  const { hourlyRate, travelFee, ...rest } = input;
  Object.assign(company, rest, {
    hourlyRateCents: toCents(hourlyRate),
    travelFeeCents: toCents(travelFee),
    updatedAt: new Date(),
  });
  await deps.em.flush();
  return toCompanyView(deps, company, userId);
}

/** The logo: PNG or JPEG told by its first bytes (a renamed file is refused), 500 KB at most. */
export async function setCompanyLogo(
  deps: Deps,
  userId: string,
  input: CompanyLogoInput,
): Promise<CompanyView> {
  const company = await loadUserCompany(deps.em, userId);
  ownerOnly(company, userId);
  if (input.data === null) {
    if (company.logoKey) await deps.storage.delete(company.logoKey);
    company.logoKey = null;
    company.logoMime = null;
  } else {
    const bytes = new Uint8Array(Buffer.from(input.data.replace(/\s+/g, ''), 'base64'));
    if (bytes.length > LOGO_MAX_BYTES)
      throw new AppError('VALIDATION_ERROR', 'Le logo ne doit pas dépasser 500 Ko');
    const mime = logoMimeOf(bytes);
    if (!mime) throw new AppError('VALIDATION_ERROR', 'Le logo doit être une image PNG ou JPEG');
    const key = `logos/${company.id}`;
    await deps.storage.put(key, bytes, mime);
    company.logoKey = key;
    company.logoMime = mime;
  }
  company.updatedAt = new Date();
  await deps.em.flush();
  return toCompanyView(deps, company, userId);
}
