import { describe, expect, it } from 'vitest';
import { uploadErrorText, uploadFailureMessage } from './plan-model.ts';

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
      'Erreur lors de l’upload de "a.pdf": 500: Erreur interne du serveur',
    );
    expect(uploadFailureMessage('a.pdf', 'boom')).toBe('Erreur lors de l’upload de "a.pdf": Erreur inconnue');
  });
});
