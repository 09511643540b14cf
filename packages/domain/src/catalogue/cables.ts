/*
 * Cables of the price catalogue (spec part 2 §3.10 and §9), priced per metre.
 *
 * PRICES are the spec's (euros HT, stored here in integer cents). Cables are brand-neutral items,
 * referenced by the standard designations an electrician orders (U-1000 R2V, ICTA préfilée,
 * Cat.6 F/UTP, 17 VATC).
 */
import type { CableType } from '../dimensioning/dimensioning.schema.ts';
import type { CatalogueProduct } from './product.ts';

export interface CableProduct extends CatalogueProduct {
  cableType: CableType;
  /** mm²; 0 = N/A (coaxial, RJ45). priceCents is per metre. */
  section: number;
}

/** Cables per metre, part 2 §3.10. */
export const CABLES: readonly CableProduct[] = [
  {
    cableType: 'R2V',
    section: 1.5,
    reference: 'U-1000 R2V 3G1,5',
    label: 'Câble U-1000 R2V 3G1,5\u00a0mm²',
    priceCents: 90,
  },
  {
    cableType: 'R2V',
    section: 2.5,
    reference: 'U-1000 R2V 3G2,5',
    label: 'Câble U-1000 R2V 3G2,5\u00a0mm²',
    priceCents: 120,
  },
  {
    cableType: 'R2V',
    section: 4,
    reference: 'U-1000 R2V 3G4',
    label: 'Câble U-1000 R2V 3G4\u00a0mm²',
    priceCents: 185,
  },
  {
    cableType: 'R2V',
    section: 6,
    reference: 'U-1000 R2V 3G6',
    label: 'Câble U-1000 R2V 3G6\u00a0mm²',
    priceCents: 245,
  },
  {
    cableType: 'R2V',
    section: 10,
    reference: 'U-1000 R2V 3G10',
    label: 'Câble U-1000 R2V 3G10\u00a0mm²',
    priceCents: 420,
  },
  {
    cableType: 'Prefile',
    section: 1.5,
    reference: 'ICTA préfilée 3G1,5 Ø16',
    label: 'Gaine ICTA préfilée 3G1,5\u00a0mm²',
    priceCents: 90,
  },
  {
    cableType: 'Prefile',
    section: 2.5,
    reference: 'ICTA préfilée 3G2,5 Ø20',
    label: 'Gaine ICTA préfilée 3G2,5\u00a0mm²',
    priceCents: 120,
  },
  {
    cableType: 'Prefile',
    section: 6,
    reference: 'ICTA préfilée 3G6 Ø25',
    label: 'Gaine ICTA préfilée 3G6\u00a0mm²',
    priceCents: 245,
  },
  {
    cableType: 'RJ45',
    section: 0,
    reference: 'F/UTP Cat.6 4P',
    label: 'Câble RJ45 Cat.6 F/UTP 4 paires',
    priceCents: 70,
  },
  { cableType: 'Coaxial', section: 0, reference: '17 VATC', label: 'Câble coaxial 17 VATC', priceCents: 18 },
];

function cableProduct(cableType: CableType, section: number): CableProduct {
  const product = CABLES.find((c) => c.cableType === cableType && c.section === section);
  if (!product) throw new Error(`Catalogue: no ${cableType} ${section}\u00a0mm² cable`);
  return product;
}

/**
 * Cable priced per metre by type and section (part 2 §9): RJ45 0.70, coaxial 0.18; R2V and
 * Prefile by section: < 2.5 → 0.90; < 4 → 1.20; < 6 → 1.85 (R2V only, Prefile stays 1.20);
 * < 10 → 2.45; ≥ 10 → 4.20 (R2V only, Prefile stays 2.45).
 */
export function cableFor(cableType: CableType, section: number | null | undefined): CableProduct {
  if (cableType === 'RJ45' || cableType === 'Coaxial') return cableProduct(cableType, 0);
  const s = typeof section === 'number' && Number.isFinite(section) ? section : 0;
  if (cableType === 'Prefile') {
    if (s < 2.5) return cableProduct('Prefile', 1.5);
    if (s < 6) return cableProduct('Prefile', 2.5);
    return cableProduct('Prefile', 6);
  }
  if (s < 2.5) return cableProduct('R2V', 1.5);
  if (s < 4) return cableProduct('R2V', 2.5);
  if (s < 6) return cableProduct('R2V', 4);
  if (s < 10) return cableProduct('R2V', 6);
  return cableProduct('R2V', 10);
}
