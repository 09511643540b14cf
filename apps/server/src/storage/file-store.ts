import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where plan files and previews live: a local directory by default, S3-compatible when configured. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keys are made by the server only; still, refuse anything that could escape the root directory. */
function safeJoin(root: string, key: string): string {
  if (!/^[\w\-./]+$/.test(key) || key.includes('..') || key.startsWith('/')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return path.join(root, key);
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = safeJoin(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(safeJoin(this.root, key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(safeJoin(this.root, key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(safeJoin(this.root, key));
      return true;
    } catch {
      return false;
    }
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
