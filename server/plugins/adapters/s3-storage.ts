import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import type { Storage, StoredObject } from '../../ports';
import { STORAGE_KEY_RE, contentTypes } from './storage';

function assertKey(key: string): void {
  if (!STORAGE_KEY_RE.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
}

const typeOf = (key: string) => contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** The S3 client of the configured bucket (also used by the tus store). */
export function s3ClientOf(config: Config): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID ?? '', secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '' },
    ...s3Compatibility,
  });
}

/**
 * Checksums only where the API requires them: the SDK's default sends streamed bodies in the
 * newer `aws-chunked` framing with a trailing checksum, which many S3-compatible servers store
 * verbatim (framing bytes inside the file).
 */
export const s3Compatibility = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;

/**
 * Files in an S3-compatible bucket (ADR 0023): every instance sees the same objects. The bucket
 * stays private; files still leave through our own routes (Range, Content-Type, nosniff), never
 * through bucket URLs. Keys are the same as on disk, so a store can be copied across as it is.
 */
export class S3Storage implements Storage {
  constructor(
    private client: S3Client,
    private bucket: string,
  ) {}

  async put(key: string, data: Buffer | Readable): Promise<void> {
    assertKey(key);
    // Streams here are small (photos, notice images, a copied video): read whole, so the length is known.
    const body = Buffer.isBuffer(data) ? data : Buffer.concat(await data.toArray());
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: typeOf(key) }));
  }

  async putFile(key: string, localPath: string): Promise<void> {
    assertKey(key);
    const { size } = await fsp.stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: fs.createReadStream(localPath),
        ContentLength: size,
        ContentType: typeOf(key),
      }),
    );
    await fsp.unlink(localPath).catch(() => {});
  }

  async get(key: string): Promise<StoredObject | null> {
    assertKey(key);
    let size: number;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      size = head.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return {
      size,
      contentType: typeOf(key),
      stream: (range) => {
        // The caller wants a stream now; the object's body arrives after one more round trip.
        const out = new PassThrough();
        this.client
          .send(
            new GetObjectCommand({
              Bucket: this.bucket,
              Key: key,
              ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
            }),
          )
          .then((res) => {
            const body = res.Body as Readable | undefined;
            if (!body) return out.end();
            body.on('error', (err) => out.destroy(err));
            body.pipe(out);
          })
          .catch((err: Error) => out.destroy(err));
        return out;
      },
    };
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async move(from: string, to: string): Promise<void> {
    assertKey(from);
    assertKey(to);
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: `${this.bucket}/${from}`, ContentType: typeOf(to), MetadataDirective: 'REPLACE' }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
  }

  /** Every key under `prefix` (backups). */
  async *list(prefix = ''): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key && STORAGE_KEY_RE.test(o.Key)) yield o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
