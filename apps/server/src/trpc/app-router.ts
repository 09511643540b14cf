import { authRouter } from '../modules/auth/auth.router.ts';
import { clientsRouter } from '../modules/clients/clients.router.ts';
import { companiesRouter } from '../modules/companies/companies.router.ts';
import { teamRouter } from '../modules/companies/team.router.ts';
import { complianceRouter } from '../modules/compliance/compliance.router.ts';
import { dimensioningRouter } from '../modules/dimensioning/dimensioning.router.ts';
import { dossierRouter } from '../modules/dossier/dossier.router.ts';
import { equipmentRouter } from '../modules/equipment/equipment.router.ts';
import { invoicesRouter } from '../modules/invoices/invoices.router.ts';
import { plansRouter } from '../modules/plans/plans.router.ts';
import { projectsRouter } from '../modules/projects/projects.router.ts';
import { quotesRouter } from '../modules/quotes/quotes.router.ts';
import { roomsRouter } from '../modules/rooms/rooms.router.ts';
import { signaturesRouter, signingRouter } from '../modules/signatures/signatures.router.ts';
import { toolsRouter } from '../modules/tools/tools.router.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  companies: companiesRouter,
  clients: clientsRouter,
  team: teamRouter,
  projects: projectsRouter,
  plans: plansRouter,
  rooms: roomsRouter,
  equipment: equipmentRouter,
  compliance: complianceRouter,
  dimensioning: dimensioningRouter,
  quotes: quotesRouter,
  dossier: dossierRouter,
  invoices: invoicesRouter,
  signatures: signaturesRouter,
  signing: signingRouter,
  tools: toolsRouter,
});

export type AppRouter = typeof appRouter;
