import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatPrice,
  formatSurface,
  frenchTypography,
  frenchTypographyFaults,
} from './format.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [1234.5, `1${NNBSP}234,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [-0, `0,00${NBSP}€`],
    [-0.001, `0,00${NBSP}€`],
    [3.245, `3,25${NBSP}€`],
    [0.1 + 0.2, `0,30${NBSP}€`],
    [1_000_000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`],
    [Number.NaN, `0,00${NBSP}€`],
  ])('%d → %j', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});

describe('formatSurface', () => {
  it.each([
    [12.5, undefined, `12,5${NBSP}m²`],
    [12, undefined, `12,0${NBSP}m²`],
    [1234.56, 2, `1${NNBSP}234,56${NBSP}m²`],
    [7.25, 0, `7${NBSP}m²`],
    [-0.01, 1, `0,0${NBSP}m²`],
  ])('%d with %j decimals → %j', (surface, decimals, text) => {
    expect(formatSurface(surface, decimals)).toBe(text);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '22/11/2026'],
    ['2026-01-05T12:00:00Z', '05/01/2026'],
    // 23:30 UTC is already the next day in Paris (the day a devis printed at that time carries).
    ['2026-11-24T23:30:00Z', '25/11/2026'],
    ['2026-07-14T22:30:00Z', '15/07/2026'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });
});

describe('frenchTypography (French typography of every text)', () => {
  it.each([
    ['Prix HT : 12', `Prix HT${NBSP}: 12`],
    ['Erreur : réseau', `Erreur${NBSP}: réseau`],
    ['Email envoyé !', `Email envoyé${NNBSP}!`],
    ['Mot de passe oublié ?', `Mot de passe oublié${NNBSP}?`],
    ['a ; b', `a${NNBSP}; b`],
    ['100 m²', `100${NBSP}m²`],
    ['4 m2', `4${NBSP}m²`],
    ['2,5 mm2', `2,5${NBSP}mm²`],
    ['12,50 €', `12,50${NBSP}€`],
    ['18 modules', `18${NBSP}modules`],
    ['16 A', `16${NBSP}A`],
    ['1 x Prise simple', `1${NBSP}×${NBSP}Prise simple`],
    ['3x Prise', `3${NBSP}×${NBSP}Prise`],
    ['Chargement...', 'Chargement…'],
    ["L'adresse d'un projet", 'L’adresse d’un projet'],
    ['-10 °C', `−10${NBSP}°C`],
    ['de -7 à 5', 'de −7 à 5'],
  ])('%j → %j', (input, output) => {
    expect(frenchTypography(input)).toBe(output);
  });

  it('leaves what is not French prose alone', () => {
    for (const text of ['12:30', 'https://courant.fr/a?b=1', 'NF C 15-100', 'TXA663A', '2 Ampères', 'x = 3'])
      expect(frenchTypography(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = frenchTypography("Surface : 12 m2 ... l'étage, -3 °C ! 2 x Prise");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('frenchTypographyFaults (what the scans of every French text look for)', () => {
  it.each([
    ['Chambre : 3 socles', 'espace sécable avant un signe double'],
    ['Voulez-vous continuer ?', 'espace sécable avant un signe double'],
    ['2 000', 'espace sécable entre milliers'],
    ['Disjoncteur C 16 A', 'espace sécable entre un nombre et son unité'],
    ['Câble 3G2,5 mm²', 'espace sécable entre un nombre et son unité'],
    ['30 mA type A', 'espace sécable entre un nombre et son unité'],
    ['Chauffe-eau 200 L', 'espace sécable entre un nombre et son unité'],
    ["Main d'œuvre", 'apostrophe droite'],
    ["Jusqu'au 12", 'apostrophe droite'],
    ["aujourd'hui", 'apostrophe droite'],
    ["L'adresse", 'apostrophe droite'],
    ['Chargement...', 'points de suspension en trois points'],
    ['Lieu\\u00a0: Lyon', 'échappement affiché tel quel'],
    ['Température de base -10', 'trait d’union pour un nombre négatif'],
    ['Valider le projet (-1 jeton)', 'trait d’union pour un nombre négatif'],
  ])('%j: %s', (text, fault) => {
    const faults = frenchTypographyFaults(text);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatch(new RegExp(`^${fault}`));
  });

  it('accepts French text set right, and English or code', () => {
    for (const text of [
      `Chambre${NBSP}: 3 socles`,
      `Erreur${NNBSP}!`,
      `2${NNBSP}000`,
      `Disjoncteur C 16${NBSP}A`,
      'Main d’œuvre',
      'Chargement…',
      'type A',
      'à 10 h',
      "Can't find font, this field's value isn't ready, don't",
      '12:30',
      '[data-x="a"]',
      'NF C 15-100, art. L441-10',
      '−10 °C'.replace(' ', NBSP),
    ])
      expect(frenchTypographyFaults(text)).toEqual([]);
  });

  it('finds nothing in what frenchTypography wrote', () => {
    for (const text of ["Surface : 12 m2 ... l'étage ! 20 € ; d'accord ?", "Lieu : 16 A, aujourd'hui"])
      expect(frenchTypographyFaults(frenchTypography(text))).toEqual([]);
  });
});
