import { describe, expect, it } from 'vitest';
import {
  checkDeclaredFile,
  GENERIC_UPLOAD_RULE,
  MB,
  PLAN_FILE_KINDS,
  PLAN_FILE_MIME,
  PROJECT_UPLOAD_RULE,
  uploadAccept,
} from './upload-rule.ts';

const check = (name: string, type: string, size: number) =>
  checkDeclaredFile(PROJECT_UPLOAD_RULE, { name, type, size });

describe('wizard plan upload rule (part 1 §5 Plan upload, §8 Wizard upload messages)', () => {
  it('accepts the five plan formats up to 20 MB', () => {
    expect(PROJECT_UPLOAD_RULE.maxBytes).toBe(20 * MB);
    expect(check('plan.pdf', 'application/pdf', 1000)).toBeNull();
    expect(check('plan.JPG', 'image/jpeg', 20 * MB)).toBeNull();
    expect(check('plan.png', 'image/png', 10)).toBeNull();
    expect(check('plan.webp', 'image/webp', 10)).toBeNull();
    // Some browsers give HEIC files no MIME type: the extension decides then.
    expect(check('photo.HEIC', '', 10)).toBeNull();
    expect(check('photo.heif', 'image/heif', 10)).toBeNull();
  });

  it('refuses other formats with the spec message', () => {
    expect(check('plan.gif', 'image/gif', 10)).toBe(
      'Format de fichier non supporté pour "plan.gif". Utilisez PDF, JPG, PNG, HEIC ou WEBP.',
    );
    expect(check('notes', '', 10)).toBe(
      'Format de fichier non supporté pour "notes". Utilisez PDF, JPG, PNG, HEIC ou WEBP.',
    );
  });

  it('refuses a file over 20 MB with the spec message', () => {
    expect(check('gros.pdf', 'application/pdf', 20 * MB + 1)).toBe(
      'Le fichier "gros.pdf" est trop volumineux. Maximum 20MB.',
    );
  });

  it('words the duplicate as the spec does', () => {
    expect(PROJECT_UPLOAD_RULE.messages.duplicate('a.pdf')).toBe(
      'Fichier dupliqué: "a.pdf" existe déjà dans ce projet.',
    );
  });

  it('gives the drop zone the declared types of its kinds', () => {
    expect(uploadAccept(PROJECT_UPLOAD_RULE)).toEqual({
      'application/pdf': ['.pdf'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/heic': ['.heic'],
      'image/heif': ['.heif'],
      'image/webp': ['.webp'],
    });
  });
});

describe('generic plan upload rule (part 1 §5 generic client rule)', () => {
  it('takes jpeg, png, gif, webp and pdf up to 10 MB, with its English messages', () => {
    const generic = (name: string, type: string, size: number) =>
      checkDeclaredFile(GENERIC_UPLOAD_RULE, { name, type, size });
    expect(generic('a.gif', 'image/gif', 10 * MB)).toBeNull();
    expect(generic('a.heic', 'image/heic', 10)).toBe('Unsupported file type');
    expect(generic('a.pdf', 'application/pdf', 10 * MB + 1)).toBe('File size too large');
    expect(GENERIC_UPLOAD_RULE.messages.missing).toBe('No file provided');
  });

  it('stores every kind with a MIME type', () => {
    for (const kind of PLAN_FILE_KINDS) expect(PLAN_FILE_MIME[kind]).toMatch(/^(application|image)\//);
  });
});
