/**
 * Creates a project with rooms and equipment, checks it against NF C 15-100, sizes the board, has the
 * server compute the estimate and prints it, finishes the quote and downloads its PDF — all through the
 * typed SDK.
 *
 *   COURANT_URL=http://localhost:3000 npm run example -w @courant/sdk
 *
 * Signs in with COURANT_EMAIL / COURANT_PASSWORD when given, else registers a demo account.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { formatPrice, toComplianceRequest } from '@courant/domain';
import { createCourantClient } from '../src/index.ts';

export interface ExampleResult {
  projectId: string;
  status: 'compliant' | 'non_compliant';
  totalAmount: number;
  quoteId: string;
  pdfBytes: number;
}

export async function runExample(
  baseUrl: string,
  log: (line: string) => void = console.log,
  credentials?: { email: string; password: string },
): Promise<ExampleResult> {
  const client = createCourantClient({ baseUrl });
  if (credentials) {
    await client.login(credentials.email, credentials.password);
  } else {
    const email = `demo-${randomUUID().slice(0, 8)}@example.fr`;
    const { session } = await client.auth.register.mutate({
      company: 'Démo Électricité',
      siret: '12345678901237',
      firstName: 'Alex',
      lastName: 'Durand',
      email,
      password: 'demo-password',
    });
    client.setToken(session.token);
    log(`Compte de démonstration : ${email}`);
  }

  // The client goes into the company's list, then on the project (the devis is addressed to them).
  const customer = await client.clients.create.mutate({
    kind: 'particulier',
    name: 'M. et Mme Durand',
    address: '3 rue Neuve',
    postalCode: '69003',
    city: 'Lyon',
  });
  log(`Client : ${customer.name}`);

  const project = await client.projects.create.mutate({
    clientId: customer.id,
    name: 'Maison Durand',
    description: 'Créé par le SDK',
    typeProjet: 'Résidentiel',
    typeTravaux: 'Construction',
    codePostal: '69003',
    numberOfPeople: 3,
  });
  log(`Projet créé : ${project.id}`);

  const rooms = [
    { id: 'sejour', name: 'Séjour', surface: 24, roomType: 'LivingRoom' as const },
    { id: 'cuisine', name: 'Cuisine', surface: 9, roomType: 'Kitchen' as const },
    { id: 'chambre', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' as const },
  ];
  await client.rooms.update.mutate({ id: project.id, rooms });

  const equipments = [
    { id: 'e1', name: 'Prise simple', quantity: 6, roomId: 'sejour', type: 'SimpleSocket' as const },
    { id: 'e2', name: "Point d'éclairage", quantity: 1, roomId: 'sejour', type: 'LightingPoint' as const },
    { id: 'e3', name: 'Interrupteur simple', quantity: 1, roomId: 'sejour', type: 'SimpleSwitch' as const },
    { id: 'e4', name: 'Prise simple', quantity: 6, roomId: 'cuisine', type: 'SimpleSocket' as const },
    { id: 'e5', name: 'Prise plaque', quantity: 1, roomId: 'cuisine', type: 'OvenSocket' as const },
    { id: 'e6', name: 'Prise simple', quantity: 3, roomId: 'chambre', type: 'SimpleSocket' as const },
  ];
  await client.equipment.save.mutate({ projectId: project.id, equipments });

  const result = await client.compliance.check.mutate(
    toComplianceRequest({ projectId: project.id, postalCode: '69003', rooms, equipments }),
  );
  const status = result.global_compliance.overall_status;
  log(`Conformité NF C 15-100 : ${status === 'compliant' ? 'conforme' : 'non conforme'}`);
  for (const room of result.room_results.filter((r) => r.missing_equipment.length > 0)) {
    log(`  ${room.room_id} : manque ${room.missing_equipment.join(', ')}`);
  }

  const dimensioning = await client.dimensioning.compute.mutate({ projectId: project.id });
  log(`Disjoncteurs : ${dimensioning.circuit_breakers.reduce((n, b) => n + b.quantity, 0)}`);

  // The server computes the estimate from what was saved: rooms, equipment and the dimensioning. Each
  // line says what it is billed (its device, plate and box together); they add up to the totals.
  const estimate = await client.quotes.compute.query({ projectId: project.id });
  for (const { quantity, intitule, billed } of [...estimate.quoteItems, ...estimate.dimensioningItems]) {
    log(`  ${quantity} × ${intitule} à ${formatPrice(billed.unitPrice)} : ${formatPrice(billed.total)}`);
  }
  log(
    `Total HT ${formatPrice(estimate.totalAmount)}, TVA ${formatPrice(estimate.tva)}, TTC ${formatPrice(estimate.totalTTC)}`,
  );

  // Finishing saves the quote and completes the project in one go; its PDF is then served.
  const quote = await client.quotes.finish.mutate({ projectId: project.id });
  const pdf = await client.quotePdf(quote.id);
  log(`PDF : ${pdf.byteLength} octets`);
  log(`Estimation « ${quote.name} » : ${formatPrice(quote.totalAmount)} HT`);
  return {
    projectId: project.id,
    status,
    totalAmount: quote.totalAmount,
    quoteId: quote.id,
    pdfBytes: pdf.byteLength,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const email = process.env.COURANT_EMAIL;
  const password = process.env.COURANT_PASSWORD;
  await runExample(
    process.env.COURANT_URL ?? 'http://localhost:3000',
    console.log,
    email && password ? { email, password } : undefined,
  );
}
