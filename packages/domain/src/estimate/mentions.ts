import { DEFAULT_VAT_RATE, lineVatRate, type VatRate } from './schema.ts';

// Mentions a devis carries because of its VAT rates (reference/devis.md 'VAT rates')

/** 5.5 → '5,5 %', 20 → '20 %', 0 → '0 %' (a no-break space before %, French typography). */
export function formatVatRate(rate: VatRate): string {
  return `${String(rate).replace('.', ',')}\u00a0%`;
}

/** 'TVA 10 %' as a totals line reads. */
export function vatRateLabel(rate: VatRate): string {
  return `TVA ${formatVatRate(rate)}`;
}

/**
 * Since 16 February 2025 (loi de finances pour 2025, art. 41; BOI-LETTRE-000280) the client of
 * reduced-rate works no longer fills the Cerfa 1300-SD / 1301-SD attestation: the devis carries a
 * mention that the client signs. Courant's wording of it.
 */
export const REDUCED_VAT_MENTION =
  'Taux réduit de TVA — attestation du client\u00a0: je soussigné(e), client, certifie que les travaux portent sur des locaux à usage d’habitation achevés depuis plus de deux ans, qu’ils ne concourent pas à la production d’un immeuble neuf ni n’augmentent de plus de 10\u00a0% la surface de plancher, et qu’ils remplissent les conditions du taux réduit (art. 278-0 bis A et 279-0 bis du CGI).';

/** Whether any line of the devis is at a reduced rate (10 % or 5,5 %): the mention is then due. */
export function hasReducedRate(
  items: ReadonlyArray<{ vatRate?: VatRate | null }>,
  quoteRate: VatRate = DEFAULT_VAT_RATE,
): boolean {
  return items.some((item) => {
    const rate = lineVatRate(item, quoteRate);
    return rate === 10 || rate === 5.5;
  });
}

// Mentions that depend on who the client is (reference/devis.md 'The client is a private person' /
// 'The client is a professional').

/** Information on the 14-day withdrawal right, for a private client signing off-premises or at a distance. */
export const WITHDRAWAL_INFORMATION =
  'Droit de rétractation\u00a0: vous disposez d’un délai de 14\u00a0jours à compter de la signature du devis pour vous rétracter sans donner de motif (art.\u00a0L221-18 du Code de la consommation), en nous adressant le formulaire ci-dessous ou toute autre déclaration dénuée d’ambiguïté. Aucun paiement, acompte compris, ne peut être exigé avant l’expiration d’un délai de 7\u00a0jours à compter de la signature (art.\u00a0L221-10), sauf travaux d’urgence demandés par vous.';

/** The model withdrawal form (Code de la consommation, annexe à l'article R221-1), line by line. */
export function withdrawalFormLines(company: { name: string; address: string; email: string }): string[] {
  const to = [company.name, company.address, company.email].filter(Boolean).join(', ');
  return [
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l’attention de ${to}\u00a0:`,
    'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services ci-dessous\u00a0:',
    'Commandé le (*)/reçu le (*)\u00a0:',
    'Nom du (des) consommateur(s)\u00a0:',
    'Adresse du (des) consommateur(s)\u00a0:',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
    'Date\u00a0:',
    '(*) Rayez la mention inutile.',
  ];
}

export interface ClientMentionsInput {
  /** Null: no client chosen yet (both kinds' mentions are printed, as before clients existed). */
  kind: 'particulier' | 'professionnel' | null;
  /** Signed at the client's home or at a distance. */
  offPremises: boolean;
}

/**
 * Which client-dependent mentions a devis carries: late-payment penalties and the 40 € indemnity only
 * between professionals (Code de commerce L441-10); the mediator and, off-premises, the withdrawal
 * right and form only for a private client (Code de la consommation L612-1, L221-5, L221-9).
 */
export function clientMentions({ kind, offPremises }: ClientMentionsInput) {
  return {
    latePayment: kind !== 'particulier',
    mediator: kind !== 'professionnel',
    withdrawal: kind === 'particulier' && offPremises,
  };
}
