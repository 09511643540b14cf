import {
  CLIENT_KIND_LABELS,
  formatAddress,
  formatSurface,
  WORK_TYPE_LABELS,
  type WorkType,
  workSiteAddress,
} from '@courant/domain';
import { labelled, oneLine } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

/** The client (reference/devis.md: name and address; the work site when it differs), when there is one. */
export function drawClient({ layout: l, input }: DevisContext): void {
  const client = input.devis?.client;
  if (!client) return;
  l.heading('Client', 11);
  const address = formatAddress(client);
  const site = workSiteAddress(client);
  const lines = [
    `${oneLine(client.name)} (${CLIENT_KIND_LABELS[client.kind]})`,
    address ? labelled('Adresse', address) : '',
    site ? labelled('Adresse du chantier', site) : '',
    [oneLine(client.phone), oneLine(client.email)].filter(Boolean).join(' — '),
  ];
  for (const line of lines.filter(Boolean)) l.paragraph(line, { size: 9.5 });
  l.down(4);
}

/** The project's facts, those it has. */
export function drawProject({ layout: l, input }: DevisContext): void {
  l.heading('Projet');
  const p = input.project;
  l.facts([
    ['Nom', oneLine(p.name)],
    ['Type de projet', oneLine(p.typeProjet)],
    [
      'Type de travaux',
      p.typeTravaux ? (WORK_TYPE_LABELS[p.typeTravaux as WorkType] ?? oneLine(p.typeTravaux)) : '',
    ],
    ['Code postal', oneLine(p.codePostal)],
    ['Nombre de personnes', p.numberOfPeople ? String(p.numberOfPeople) : ''],
    // To the hundredth, as every screen shows it (91,55 m², not 91,6).
    ['Surface', p.surface ? formatSurface(p.surface, 2) : ''],
    ['Description', oneLine(p.description)],
  ]);
}
