import path from 'node:path';
import type { Config } from '../config';
import { S3Storage, s3ClientOf } from './s3-storage';
import { LocalStorage, type Storage } from './storage';

/** Files on local disk under DATA_DIR/files, or in the S3 bucket when S3_BUCKET is set (ADR 0023). */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) return new S3Storage(s3ClientOf(config), config.S3_BUCKET);
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
