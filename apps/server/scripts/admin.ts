// `npm run admin -- set-plan <siret> <starter|pro|expert>`: changes a company's plan (there is
// no payment flow, the pricing page is a contact link). Reads the same configuration as the server:
// DATABASE_URL, or the embedded database in DATA_DIR — stop the server first in that case (PGlite is
// one process's database).
import { loadConfig } from '../src/config.ts';
import { migrate, openOrm } from '../src/db/orm.ts';
import { AppError } from '../src/errors.ts';
import { setPlanBySiret } from '../src/modules/companies/jetons.service.ts';

const USAGE = 'Usage : npm run admin -- set-plan <siret> <starter|pro|expert>';

const [command, siret, plan] = process.argv.slice(2);
if (command !== 'set-plan' || !siret || !plan) {
  console.error(USAGE);
  process.exit(2);
}
const orm = await openOrm(loadConfig());
try {
  await migrate(orm);
  const companies = await setPlanBySiret(orm.em.fork(), siret, plan);
  for (const company of companies)
    console.log(`${company.name} (SIRET ${company.siret}) : offre ${company.plan}`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await orm.close(true);
}
