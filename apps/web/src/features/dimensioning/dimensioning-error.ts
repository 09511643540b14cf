import { DIMENSIONING_TEXT } from './dimensioning-rows.ts';

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The message of a failed dimensioning, in the order of part 2 §8: 'Erreur de validation: {detail}'
 * when the answer's body has a detail, else the body's message, else the error's own message, else
 * 'Erreur lors du calcul de dimensionnement'. The body is read where each client puts it (a
 * fetch-style `body` / `response.data`, or tRPC's `shape` and `data`).
 */
export function dimensioningErrorMessage(error: unknown): string {
  const err = record(error);
  const response = record(err?.response);
  const bodies = [err?.body, response?.data, response?.body, err?.shape, err?.data].map(record);
  for (const body of bodies) {
    const detail = text(body?.detail);
    if (detail) return `Erreur de validation: ${detail}`;
  }
  for (const body of bodies) {
    const message = text(body?.message);
    if (message) return message;
  }
  return text(err?.message) ?? DIMENSIONING_TEXT.defaultError;
}
