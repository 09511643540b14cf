import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatSurface } from './format.ts';

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
    ['not a date', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });
});
