import path from 'node:path';
import type { Config } from '../../config';
import type { Storage } from '../../ports';
import { LocalStorage } from './storage';

/**
 * Files on local disk under DATA_DIR/files, or in the S3 bucket when S3_BUCKET is set (ADR 0023);
 * the AWS SDK is loaded only then.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { S3Storage, s3ClientOf } = await import('./s3-storage');
    return new S3Storage(s3ClientOf(config), config.S3_BUCKET);
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
