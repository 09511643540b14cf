import { z } from 'zod';

// Invoice numbers (art. 242 nonies A annexe II CGI: a unique number in a continuous chronological
// sequence; several series are allowed, each continuous). Courant keeps ONE series per company and
// year for every invoice it issues, avoirs included: an avoir is an invoice for the numbering rule,
// and a single series leaves nothing for an auditor to reconcile. The number is given at issue,
// never to a draft (a deleted draft leaves no gap).

/** 'FAC-2027-0001': the company's sequence for the year, on four digits at least. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `FAC-${year}-${String(sequence).padStart(4, '0')}`;
}

export const invoiceNumberSchema = z.string().regex(/^FAC-\d{4}-\d{4,}$/, 'Numéro de facture invalide');

/** The year and the sequence of a number, or null when it is not one. */
export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const match = /^FAC-(\d{4})-(\d{4,})$/.exec(number);
  if (!match) return null;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}

/** Orders numbers as they were given: by year, then by sequence ('FAC-2027-10000' after 'FAC-2027-9999'). */
export function compareInvoiceNumbers(a: string, b: string): number {
  const pa = parseInvoiceNumber(a);
  const pb = parseInvoiceNumber(b);
  if (!pa || !pb) return a.localeCompare(b);
  return pa.year - pb.year || pa.sequence - pb.sequence;
}

/** The numbering year of an invoice issued on `issuedOn` ('YYYY-MM-DD', the day in France). */
export function numberingYear(issuedOn: string): number {
  return Number(issuedOn.slice(0, 4));
}
