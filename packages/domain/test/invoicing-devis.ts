import type { VatRate } from '../src/estimate/schema.ts';
import { buildInvoiceContent } from '../src/invoicing/build.ts';
import type { DevisLine, InvoicedDevis } from '../src/invoicing/devis-lines.ts';
import type { InvoiceContent, InvoiceRequest } from '../src/invoicing/invoice.schema.ts';
import type { IssuedInvoice } from '../src/invoicing/ledger.ts';
import { formatInvoiceNumber } from '../src/invoicing/numbering.ts';

// Devis and invoice histories for the invoicing tests: small factories, no shared mutable data.

/** A devis line of `totalCents` HT at `vatRate`, one piece at that price unless told otherwise. */
export function devisLine(
  id: string,
  totalCents: number,
  vatRate: VatRate = 20,
  more: Partial<DevisLine> = {},
): DevisLine {
  return {
    id,
    label: `Ligne ${id}`,
    kind: 'fourniture',
    quantity: 1,
    unit: 'u',
    unitPriceCents: totalCents,
    totalCents,
    vatRate,
    roomId: null,
    roomName: null,
    ...more,
  };
}

export function devisOf(lines: DevisLine[], acceptedOn = '2027-01-04'): InvoicedDevis {
  return { id: 'devis-1', number: 'DEV-2027-0001', acceptedOn, lines };
}

/**
 * A devis's invoicing history: each request built against what came before and issued at once,
 * numbered in order. Throws on a refusal, so that a test reads as the story it tells.
 */
export class History {
  readonly issued: IssuedInvoice[] = [];
  constructor(
    readonly devis: InvoicedDevis,
    private readonly issuedOn = '2027-02-01',
  ) {}

  /** The content the request would make now. */
  try(request: InvoiceRequest) {
    return buildInvoiceContent(this.devis, this.issued, request);
  }

  issue(request: InvoiceRequest): IssuedInvoice {
    const result = this.try(request);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return this.add(result.value);
  }

  add(content: InvoiceContent): IssuedInvoice {
    const n = this.issued.length + 1;
    const invoice = {
      id: `inv-${n}`,
      number: formatInvoiceNumber(2027, n),
      issuedOn: this.issuedOn,
      content,
    };
    this.issued.push(invoice);
    return invoice;
  }
}
