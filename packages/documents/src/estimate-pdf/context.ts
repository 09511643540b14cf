import { clientMentions, formatDate, isVatExempt, type VatRate } from '@courant/domain';
import type { PDFImage } from 'pdf-lib';
import { oneLine, type PageLayout } from '../layout/index.ts';
import { embedLogo } from '../letterhead.ts';
import type { EstimatePdfInput } from './input.ts';

/** What every section of the devis reads: the layout it draws on, its input and the facts derived once. */
export interface DevisContext {
  layout: PageLayout;
  input: EstimatePdfInput;
  /** 'Estimation Maison Dupont': the title on the first page, in the properties and the footers. */
  title: string;
  /** The document's date, fr-FR. */
  dateText: string;
  /** The devis's VAT rate (a line may carry its own). */
  quoteRate: VatRate;
  /** A company under the franchise en base: every line at 0 %, and the devis says why. */
  exempt: boolean;
  /** Which consumer or trade mentions the client's kind calls for. */
  mentions: ReturnType<typeof clientMentions>;
  logo: PDFImage | null;
}

/** A section of the devis: it draws from the cursor down and leaves the cursor under what it drew. */
export type DevisSection = (devis: DevisContext) => void;

export function devisTitle(input: EstimatePdfInput): string {
  return `Estimation ${oneLine(input.project.name)}`;
}

export async function devisContext(layout: PageLayout, input: EstimatePdfInput): Promise<DevisContext> {
  const quoteRate = input.vatRate ?? 20;
  return {
    layout,
    input,
    title: devisTitle(input),
    dateText: formatDate(input.date.toISOString()),
    quoteRate,
    exempt: isVatExempt(quoteRate),
    mentions: clientMentions({
      kind: input.devis?.client?.kind ?? null,
      offPremises: input.devis?.offPremises ?? true,
    }),
    logo: await embedLogo(layout.doc, input.company.logo),
  };
}
