import { Migration20261122000000Initial } from './Migration20261122000000_initial.ts';
import { Migration20261124020000Sso } from './Migration20261124020000_sso.ts';
import { Migration20261124030000RoomSurfaceNullable } from './Migration20261124030000_room_surface_nullable.ts';
import { Migration20261124040000WorkScope } from './Migration20261124040000_work_scope.ts';
import { Migration20261124053000Installation } from './Migration20261124053000_installation.ts';
import { Migration20261124061500HashedSessions } from './Migration20261124061500_hashed_sessions.ts';
import { Migration20261124062000RateLimitLastHit } from './Migration20261124062000_rate_limit_last_hit.ts';
import { Migration20261124064000QuoteCentsVat } from './Migration20261124064000_quote_cents_vat.ts';
import { Migration20261124065000Jobs } from './Migration20261124065000_jobs.ts';
import { Migration20261124070000Companies } from './Migration20261124070000_companies.ts';
import { Migration20261124071500SchemaAlignment } from './Migration20261124071500_schema_alignment.ts';
import { Migration20261124081530dClients } from './Migration20261124081530d_clients.ts';
import { Migration20261124081700TProjectCompany } from './Migration20261124081700_t_project_company.ts';
import { Migration20261124082000PlanJobs } from './Migration20261124082000_plan_jobs.ts';
import { Migration20261124085500dQuoteLife } from './Migration20261124085500d_quote_life.ts';
import { Migration20261124094700TTeamPlans } from './Migration20261124094700_t_team_plans.ts';
import { Migration20261124114000dVatExempt } from './Migration20261124114000d_vat_exempt.ts';
import { Migration20261124123000dLabourMinutes } from './Migration20261124123000d_labour_minutes.ts';
import { Migration20261124125000dSignaturePlace } from './Migration20261124125000d_signature_place.ts';
import { Migration20261124143000dBoardLabourMinutes } from './Migration20261124143000d_board_labour_minutes.ts';
import { Migration20261124154500sFrenchTypography } from './Migration20261124154500s_french_typography.ts';
import { Migration20261125041000pLinePrices } from './Migration20261125041000p_line_prices.ts';
import { Migration20261207120000iInvoiceParties } from './Migration20261207120000i_invoice_parties.ts';
import { Migration20261207231500cSiteMeasurements } from './Migration20261207231500c_site_measurements.ts';
import { Migration20261207233500iInvoices } from './Migration20261207233500i_invoices.ts';
import { Migration20261207234000sSignatures } from './Migration20261207234000s_signatures.ts';
import { Migration20261208001500qPgBossQueue } from './Migration20261208001500q_pg_boss_queue.ts';

/**
 * Applied in this order at start; a new migration is appended here. Each is recorded in the database
 * under its file's name, which its class spells in camel case (migrationName).
 */
const MIGRATION_CLASSES = [
  Migration20261122000000Initial,
  Migration20261124020000Sso,
  Migration20261124030000RoomSurfaceNullable,
  Migration20261124040000WorkScope,
  Migration20261124053000Installation,
  Migration20261124061500HashedSessions,
  Migration20261124062000RateLimitLastHit,
  Migration20261124064000QuoteCentsVat,
  Migration20261124065000Jobs,
  Migration20261124070000Companies,
  Migration20261124071500SchemaAlignment,
  Migration20261124081530dClients,
  Migration20261124081700TProjectCompany,
  Migration20261124085500dQuoteLife,
  Migration20261124082000PlanJobs,
  Migration20261124094700TTeamPlans,
  Migration20261124114000dVatExempt,
  Migration20261124123000dLabourMinutes,
  Migration20261124125000dSignaturePlace,
  Migration20261124143000dBoardLabourMinutes,
  Migration20261124154500sFrenchTypography,
  Migration20261125041000pLinePrices,
  Migration20261207120000iInvoiceParties,
  Migration20261207231500cSiteMeasurements,
  Migration20261207233500iInvoices,
  Migration20261207234000sSignatures,
  Migration20261208001500qPgBossQueue,
];

/**
 * The name a migration is recorded under: its class's name in snake case, the name of its file
 * (Migration20261124030000RoomSurfaceNullable → Migration20261124030000_room_surface_nullable). The
 * bundle keeps class names (scripts/build.mjs does not minify); a renamed class (a minifier's `e`,
 * esbuild's `Initial2` for a clash) would record migrations again under new names, so it stops the start.
 */
export function migrationName(migration: { name: string }): string {
  const name = migration.name.replace(/(?<=.)[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  // Letters only after the date: a clash suffix (Initial2) fails here too.
  if (!/^Migration\d{14}[a-z]?(?:_[a-z]+)+$/.test(name)) {
    throw new Error(`migration class ${migration.name}: not Migration<14 digits><CamelCaseLetters>`);
  }
  return name;
}

export const migrations = MIGRATION_CLASSES.map((migration) => ({
  name: migrationName(migration),
  class: migration,
}));
