import { describe, expect, it } from 'vitest';
import { checkPlanFile, PLAN_MAX_BYTES, uploadErrorText, uploadFailureMessage } from './plan-files.ts';

describe('checkPlanFile (part 1 §5, §8)', () => {
  it('accepts the five plan formats up to 20 MB', () => {
    expect(checkPlanFile({ name: 'plan.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkPlanFile({ name: 'plan.JPG', type: 'image/jpeg', size: PLAN_MAX_BYTES })).toBeNull();
    expect(checkPlanFile({ name: 'plan.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkPlanFile({ name: 'plan.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(checkPlanFile({ name: 'photo.HEIC', type: '', size: 10 })).toBeNull();
  });

  it('refuses other formats with the spec message', () => {
    expect(checkPlanFile({ name: 'plan.gif', type: 'image/gif', size: 10 })).toBe(
      'Format de fichier non supporté pour "plan.gif". Utilisez PDF, JPG, PNG, HEIC ou WEBP.',
    );
    expect(checkPlanFile({ name: 'notes', type: '', size: 10 })).toBe(
      'Format de fichier non supporté pour "notes". Utilisez PDF, JPG, PNG, HEIC ou WEBP.',
    );
  });

  it('refuses a file over 20 MB with the spec message', () => {
    expect(checkPlanFile({ name: 'gros.pdf', type: 'application/pdf', size: PLAN_MAX_BYTES + 1 })).toBe(
      'Le fichier "gros.pdf" est trop volumineux. Maximum 20MB.',
    );
  });
});

describe('upload failures (part 1 §8)', () => {
  it('builds the request error from the server message or the status text', () => {
    expect(
      uploadErrorText(415, 'Unsupported Media Type', '{"statusCode":415,"message":"Format refusé"}'),
    ).toBe('415: Format refusé');
    expect(uploadErrorText(502, 'Bad Gateway', '<html>')).toBe('Upload failed: 502: Bad Gateway');
  });

  it('recognises a duplicate by 409 or identique', () => {
    expect(uploadFailureMessage('a.pdf', new Error('409: Conflit'))).toBe(
      'Fichier dupliqué: "a.pdf" existe déjà dans ce projet.',
    );
    expect(uploadFailureMessage('a.pdf', new Error('400: Fichier identique déjà présent'))).toBe(
      'Fichier dupliqué: "a.pdf" existe déjà dans ce projet.',
    );
  });

  it('reports any other failure with its message, and a generic one for non-errors', () => {
    expect(uploadFailureMessage('a.pdf', new Error('500: Erreur interne du serveur'))).toBe(
      'Erreur lors de l\'upload de "a.pdf": 500: Erreur interne du serveur',
    );
    expect(uploadFailureMessage('a.pdf', 'boom')).toBe(
      'Erreur lors de l\'upload de "a.pdf": Erreur inconnue',
    );
  });
});
