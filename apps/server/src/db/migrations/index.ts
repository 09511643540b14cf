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

/** Applied in this order at start; a new migration is appended here. */
export const migrations = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000Initial },
  { name: 'Migration20261124020000_sso', class: Migration20261124020000Sso },
  {
    name: 'Migration20261124030000_room_surface_nullable',
    class: Migration20261124030000RoomSurfaceNullable,
  },
  { name: 'Migration20261124040000_work_scope', class: Migration20261124040000WorkScope },
  { name: 'Migration20261124053000_installation', class: Migration20261124053000Installation },
  { name: 'Migration20261124061500_hashed_sessions', class: Migration20261124061500HashedSessions },
  { name: 'Migration20261124062000_rate_limit_last_hit', class: Migration20261124062000RateLimitLastHit },
  { name: 'Migration20261124064000_quote_cents_vat', class: Migration20261124064000QuoteCentsVat },
  { name: 'Migration20261124065000_jobs', class: Migration20261124065000Jobs },
  { name: 'Migration20261124070000_companies', class: Migration20261124070000Companies },
  { name: 'Migration20261124071500_schema_alignment', class: Migration20261124071500SchemaAlignment },
  { name: 'Migration20261124081530d_clients', class: Migration20261124081530dClients },
  { name: 'Migration20261124081700_t_project_company', class: Migration20261124081700TProjectCompany },
  { name: 'Migration20261124085500d_quote_life', class: Migration20261124085500dQuoteLife },
  { name: 'Migration20261124082000_plan_jobs', class: Migration20261124082000PlanJobs },
  { name: 'Migration20261124094700_t_team_plans', class: Migration20261124094700TTeamPlans },
  { name: 'Migration20261124114000d_vat_exempt', class: Migration20261124114000dVatExempt },
  { name: 'Migration20261124123000d_labour_minutes', class: Migration20261124123000dLabourMinutes },
  { name: 'Migration20261124125000d_signature_place', class: Migration20261124125000dSignaturePlace },
  {
    name: 'Migration20261124143000d_board_labour_minutes',
    class: Migration20261124143000dBoardLabourMinutes,
  },
  { name: 'Migration20261124154500s_french_typography', class: Migration20261124154500sFrenchTypography },
  { name: 'Migration20261125041000p_line_prices', class: Migration20261125041000pLinePrices },
];
