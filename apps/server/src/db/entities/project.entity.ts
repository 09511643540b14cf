import type {
  Client as ClientData,
  Dimensioning,
  DimensioningItem,
  EquipmentItem as DomainEquipmentItem,
  Room as DomainRoom,
  Exposition,
  Installation,
  ProjectOptions,
  ProjectStatus,
  ProjectType,
  QuoteItem,
  QuoteStatus,
  RoomType,
  WorkScope,
  WorkType,
} from '@courant/domain';
import type { DetectedRoom } from '@courant/plan-reader/shared';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ClientSchema } from './client.entity.ts';
import { CompanySchema } from './company.entity.ts';
import { createdAt, deletedWith, nullWhenDeleted, sha256Hex, timestamps, updatedAt } from './properties.ts';
import { UserSchema } from './user.entity.ts';

export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'projects',
  indexes: [{ properties: ['company', 'updatedAt'] }],
  properties: {
    id: p.uuid().primary(),
    /** Who created it (the per-account quotas count by it); access goes by `company`. */
    owner: () => deletedWith(UserSchema).index(),
    /** The company the project belongs to: every member sees and edits it, anyone else gets 404. */
    company: () => deletedWith(CompanySchema),
    /** The member who last changed the project or what hangs off it (the list shows it); null once gone. */
    updatedBy: () => nullWhenDeleted(UserSchema),
    name: p.string().length(200),
    description: p.text().nullable(),
    typeProjet: p.string().length(50).$type<ProjectType>(),
    typeTravaux: p.string().length(50).$type<WorkType>(),
    /** 'logement_complet' | 'pieces_renovees' for a renovation; null: the whole dwelling. */
    workScope: p.string().length(30).$type<WorkScope>().nullable(),
    codePostal: p.string().length(5),
    /** The client picked at step 1 from the company's list; null: none yet. */
    client: () => nullWhenDeleted(ClientSchema).index(),
    numberOfPeople: p.integer(),
    /** 'draft' | 'completed' (part 1 §4). */
    status: p.string().length(20).$type<ProjectStatus>().default('draft'),
    options: p.json<ProjectOptions>().nullable(),
    dimensioning: p.json<Dimensioning>().nullable(),
    /** The installation facts (supply, per-room facts, EV, outdoor circuits…); null: none entered. */
    installation: p.json<Installation>().nullable(),
    surfaceLoiCarrez: p.double().nullable(),
    /** Bumped on every write: lets clients and two server processes detect concurrent edits. */
    version: p.integer().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt().index(),
  },
});
export type Project = InferEntity<typeof ProjectSchema>;

/**
 * Whose a plan file or a plan analysis is: the user who made it (the per-account quotas count by it) and
 * its project, null outside any project (the generic /abplan routes); deleted with either.
 */
const planOwnership = () => ({
  id: p.uuid().primary(),
  owner: () => deletedWith(UserSchema).index(),
  project: () => deletedWith(ProjectSchema).nullable().index(),
});

export const PlanFileSchema = defineEntity({
  name: 'PlanFile',
  tableName: 'plan_files',
  properties: {
    ...planOwnership(),
    originalName: p.string().length(255),
    mime: p.string().length(100),
    size: p.integer(),
    sha256: sha256Hex(),
    /** Key in the FileStore; exposed as filePath. */
    storageKey: p.string().length(500).unique(),
    previewKey: p.string().length(500).nullable(),
    /** 'pending' (a job draws it), 'ready' (previewKey set) or 'unavailable' ('Aperçu indisponible'). */
    previewStatus: p.string().length(20).default('ready'),
    createdAt: createdAt(),
  },
});
export type PlanFile = InferEntity<typeof PlanFileSchema>;

/** Audit trail of analyses: kept when rooms are purged (part 1 §4), removed with the project. */
export const PlanAnalysisSchema = defineEntity({
  name: 'PlanAnalysis',
  tableName: 'plan_analyses',
  properties: {
    ...planOwnership(),
    /** Not a foreign key: the analysis outlives the plan it read. */
    planFileIds: p.json<string[]>(),
    engine: p.string().length(50),
    durationMs: p.integer(),
    text: p.text().nullable(),
    /** The rooms read (@courant/plan-reader's DetectedRoom: name, surface, type, confidence, label box). */
    rooms: p.json<DetectedRoom[]>(),
    surfaceLoiCarrez: p.double().nullable(),
    error: p.text().nullable(),
    createdAt: createdAt(),
  },
});
export type PlanAnalysis = InferEntity<typeof PlanAnalysisSchema>;

/**
 * A row of one of the project's ordered lists (rooms, equipment): the id the client sees (`key`, a string
 * it may have made itself), unique within the project, and its place in the list.
 */
const projectListRow = () => ({
  pk: p.uuid().primary(),
  project: () => deletedWith(ProjectSchema).index(),
  key: p.string().length(100),
  position: p.integer(),
});

export const RoomSchema = defineEntity({
  name: 'Room',
  tableName: 'rooms',
  uniques: [{ properties: ['project', 'key'] }],
  properties: {
    ...projectListRow(),
    name: p.string().length(200),
    /** Null while the surface is still to give (a plan that names the room without one). */
    surface: p.double().nullable(),
    roomType: p.string().length(50).$type<RoomType>().nullable(),
    exposition: p.string().length(20).$type<Exposition>().nullable(),
    /** As the client sent them (part 2 §3.2), roomType and exposition included. */
    options: p.json<NonNullable<DomainRoom['options']>>().nullable(),
  },
});
export type Room = InferEntity<typeof RoomSchema>;

export const EquipmentItemSchema = defineEntity({
  name: 'EquipmentItem',
  tableName: 'equipment_items',
  uniques: [{ properties: ['project', 'key'] }],
  properties: {
    ...projectListRow(),
    /** Room key, null for project-level items derived from options. */
    roomKey: p.string().length(100).nullable(),
    type: p.string().length(50).$type<DomainEquipmentItem['type']>(),
    name: p.string().length(200),
    quantity: p.integer(),
    metadata: p.json<NonNullable<DomainEquipmentItem['metadata']>>().nullable(),
    options: p.json<NonNullable<DomainEquipmentItem['options']>>().nullable(),
  },
});
export type EquipmentItem = InferEntity<typeof EquipmentItemSchema>;

export const QuoteSchema = defineEntity({
  name: 'Quote',
  tableName: 'quotes',
  uniques: [{ properties: ['company', 'number'] }],
  properties: {
    id: p.uuid().primary(),
    project: () => deletedWith(ProjectSchema).index(),
    /** The issuing company, set when the quote is first sent (it numbers its devis). */
    company: () => deletedWith(CompanySchema).nullable(),
    name: p.string().length(300),
    description: p.text().nullable(),
    quoteItems: p.json<QuoteItem[]>(),
    dimensioningItems: p.json<DimensioningItem[]>(),
    /** Total HT in integer cents, as computed by estimateTotals (euros only at the API's edge). */
    totalCents: p.bigint('number').default(0),
    /** The quote's VAT rate (20, 10 or 5.5); a line may carry its own. */
    vatRate: p.double().default(20),
    /** 'draft' | 'sent' | 'accepted' | 'refused'. */
    status: p.string().length(20).$type<QuoteStatus>().default('draft'),
    /** 'DEV-2026-0001', given when first sent, kept by its later versions; null for a draft never sent. */
    number: p.string().length(30).nullable(),
    /** 1, then + 1 each time a sent devis changes (earlier versions in quote_versions). */
    version: p.integer().default(1),
    /** Day of issue and last day of validity, 'YYYY-MM-DD' (French calendar day). */
    issuedOn: p.string().length(10).nullable(),
    validUntil: p.string().length(10).nullable(),
    plannedStart: p.string().length(10).nullable(),
    plannedDurationDays: p.integer().nullable(),
    /** Signed at the client's home or at a distance: a private client gets the withdrawal form. */
    offPremises: p.boolean().default(true),
    /** Where the devis is signed ('Fait à …'), null when not said. */
    signaturePlace: p.string().length(100).nullable(),
    /** The client as the devis was sent to them (a later edit of the client list does not change it). */
    client: p.json<ClientData>().nullable(),
    /** When the client accepted or refused it. */
    decidedAt: p.datetime().nullable(),
    ...timestamps(),
  },
});
export type Quote = InferEntity<typeof QuoteSchema>;

/** What a sent devis said, kept when it changes and goes on as a new version. */
export interface QuoteSnapshot {
  name: string;
  description: string | null;
  quoteItems: QuoteItem[];
  dimensioningItems: DimensioningItem[];
  vatRate: number;
  totalCents: number;
  status: QuoteStatus;
  issuedOn: string | null;
  validUntil: string | null;
  plannedStart: string | null;
  plannedDurationDays: number | null;
  offPremises: boolean;
  /** Where it was to be signed ('Fait à …'); absent from versions kept before it was recorded. */
  signaturePlace?: string | null;
  client: ClientData | null;
}

export const QuoteVersionSchema = defineEntity({
  name: 'QuoteVersion',
  tableName: 'quote_versions',
  uniques: [{ properties: ['quote', 'version'] }],
  properties: {
    id: p.uuid().primary(),
    quote: () => deletedWith(QuoteSchema).index(),
    version: p.integer(),
    number: p.string().length(30),
    content: p.json<QuoteSnapshot>(),
    createdAt: createdAt(),
  },
});
export type QuoteVersion = InferEntity<typeof QuoteVersionSchema>;

/**
 * The last devis number a company gave in a year: taken with a row lock in the transaction that
 * sends the devis, so numbers never repeat and never skip (a rolled-back send gives its number back).
 */
export const QuoteCounterSchema = defineEntity({
  name: 'QuoteCounter',
  tableName: 'quote_counters',
  properties: {
    company: () => deletedWith(CompanySchema).primary(),
    year: p.integer().primary(),
    last: p.integer(),
  },
});
export type QuoteCounter = InferEntity<typeof QuoteCounterSchema>;
