import path from 'node:path';
import type { Config } from '../config.ts';
import { type FileStore, LocalFileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** An S3-compatible store when S3_* is set, else a local directory under STORAGE_DIR. */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.s3) return new S3FileStore(config.s3);
  return new LocalFileStore(path.resolve(config.storageDir));
}
