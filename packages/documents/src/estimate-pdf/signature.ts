import { labelled, NBSP, oneLine } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

/** The heading, the handwritten mention, the place and date, and room to sign. */
const ACCEPTANCE_H = 96;
const SIGNING_SPACE = 50;

/** The client's acceptance (reference/devis.md), kept together on one page. */
export function drawSignature({ layout: l, input }: DevisContext): void {
  l.ensure(ACCEPTANCE_H);
  l.heading('Acceptation du client', 11);
  l.paragraph(
    labelled('Mention manuscrite', '« Devis reçu avant l’exécution des travaux — Bon pour accord »'),
    { size: 9 },
  );
  l.down(8);
  const place = input.devis?.signaturePlace;
  const style = { size: 9.5 };
  l.text(place ? `Fait à ${oneLine(place)}, le${NBSP}:` : `Date${NBSP}:`, l.left, style);
  l.text(`Signature du client${NBSP}:`, l.left + l.width / 2, style);
  l.down(SIGNING_SPACE);
}
