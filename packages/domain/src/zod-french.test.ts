import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { equipmentItemSchema } from './project.schema.ts';
import { useFrenchZodMessages } from './zod-french.ts';

describe('API messages in French, even where a schema has none of its own', () => {
  useFrenchZodMessages();
  afterAll(() => z.config({ localeError: undefined }));

  it('says in French that a quantity is not a number', () => {
    const result = equipmentItemSchema.safeParse({ id: 'e1', quantity: 'abc', type: 'SimpleSocket' });
    expect(result.error?.issues[0]?.message).toBe('Entrée invalide\u00a0: nombre attendu, NaN reçu');
  });

  it('keeps a schema’s own message', () => {
    const result = equipmentItemSchema.safeParse({ id: 'e1', quantity: 1, type: 'Jacuzzi' });
    expect(result.error?.issues[0]?.message).toBe(
      'Type d’équipement inconnu\u00a0: choisissez un type de la liste',
    );
  });
});
