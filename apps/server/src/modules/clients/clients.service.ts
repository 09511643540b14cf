import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, type Client as ClientData, type ClientInput } from '@courant/domain';
import { type Client, ClientSchema, UserSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { isUuid } from '../projects/project-access.ts';
import type { ClientUpdateInput, ClientView } from './clients.schema.ts';

const clientNotFound = () => new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);

/** A company keeps at most this many clients (a bound on what one account can store). */
export const CLIENTS_PER_COMPANY = 5000;

export async function companyIdOf(em: Em, userId: string): Promise<string> {
  const user = await em.findOne(UserSchema, { id: userId }, { fields: ['id', 'companyId'] });
  if (!user) throw new AppError('UNAUTHORIZED', 'Authentification requise');
  return user.companyId;
}

/** The client as a devis prints it (and as a finished quote keeps it). */
export function toClientData(client: Client): ClientData {
  return {
    id: client.id,
    kind: client.kind,
    name: client.name,
    address: client.address,
    postalCode: client.postalCode,
    city: client.city,
    siteAddress: client.siteAddress,
    sitePostalCode: client.sitePostalCode,
    siteCity: client.siteCity,
    phone: client.phone,
    email: client.email,
    siren: client.siren,
    vatNumber: client.vatNumber,
  };
}

function toClientView(client: Client): ClientView {
  return {
    ...toClientData(client),
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}

/** A client of the user's company, or 404: another company's client is answered like a missing one. */
export async function findCompanyClient(em: Em, userId: string, clientId: string): Promise<Client> {
  if (!isUuid(clientId)) throw clientNotFound();
  const client = await em.findOne(ClientSchema, { id: clientId, company: await companyIdOf(em, userId) });
  if (!client) throw clientNotFound();
  return client;
}

export async function listClients({ em }: Deps, userId: string): Promise<ClientView[]> {
  const clients = await em.find(
    ClientSchema,
    { company: await companyIdOf(em, userId) },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  return clients.map(toClientView);
}

export async function getClient({ em }: Deps, userId: string, clientId: string): Promise<ClientView> {
  return toClientView(await findCompanyClient(em, userId, clientId));
}

export async function createClient({ em }: Deps, userId: string, input: ClientInput): Promise<ClientView> {
  const company = await companyIdOf(em, userId);
  if ((await em.count(ClientSchema, { company })) >= CLIENTS_PER_COMPANY) {
    throw new AppError(
      'QUOTA_EXCEEDED',
      `Votre entreprise a atteint ${CLIENTS_PER_COMPANY} clients\u00a0: supprimez ceux qui ne servent plus.`,
    );
  }
  const now = new Date();
  const client = em.create(ClientSchema, {
    id: randomUUID(),
    company,
    ...input,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return toClientView(client);
}

export async function updateClient(
  { em }: Deps,
  userId: string,
  input: ClientUpdateInput,
): Promise<ClientView> {
  const { id, ...fields } = input;
  const client = await findCompanyClient(em, userId, id);
  Object.assign(client, fields, { updatedAt: new Date() });
  await em.flush();
  return toClientView(client);
}

/** Removes the client; its projects keep going without one (their finished quotes keep a copy). */
export async function deleteClient({ em }: Deps, userId: string, clientId: string): Promise<void> {
  const client = await findCompanyClient(em, userId, clientId);
  em.remove(client);
  await em.flush();
}
