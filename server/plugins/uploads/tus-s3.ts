import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Config } from '../../config';
import { s3Compatibility } from '../adapters/s3-storage';
import { clock } from '../../lib/clock';

interface Part {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/**
 * @tus/s3-store with its list of uploaded parts kept in a small `<id>.parts` object beside the
 * upload's `<id>.info`, instead of asking the store with ListParts (and with removal and expiry
 * that do not need ListMultipartUploads/AbortMultipartUpload to exist). Several S3-compatible
 * servers lack those calls (s3rver, which the tests run, among them); everything else is the
 * library's: multipart upload, incomplete trailing part, completion (ADR 0023). Writers of one
 * upload are serialised by the tus locker, across instances by {@link PostgresLocker}.
 */
export class PartListS3Store extends S3Store {
  private writes = new Map<string, Promise<unknown>>();

  constructor(
    private config: Config,
    expirationPeriodInMilliseconds: number,
  ) {
    super({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds,
      s3ClientConfig: {
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID ?? '', secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '' },
        ...s3Compatibility,
      },
    });
  }

  private partsKey(id: string) {
    return `${id}.parts`;
  }

  private async readParts(id: string): Promise<Part[]> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.partsKey(id) }));
      return JSON.parse((await res.Body?.transformToString()) ?? '[]') as Part[];
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return [];
      throw err;
    }
  }

  protected override async uploadPart(metadata: MetadataValue, readStream: Readable | Buffer, partNumber: number): Promise<string> {
    const path = (readStream as { path?: string }).path;
    const size = Buffer.isBuffer(readStream) ? readStream.length : path ? (await fsp.stat(path)).size : 0;
    const etag = await super.uploadPart(metadata, readStream as Buffer, partNumber);
    const id = metadata.file.id;
    // Parts of one PATCH finish in any order: record them one after another.
    const record = (this.writes.get(id) ?? Promise.resolve()).then(async () => {
      const parts = (await this.readParts(id)).filter((p) => p.PartNumber !== partNumber);
      parts.push({ PartNumber: partNumber, ETag: etag, Size: size });
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.partsKey(id), Body: JSON.stringify(parts) }));
    });
    this.writes.set(id, record.catch(() => {}));
    await record;
    return etag;
  }

  protected override async retrieveParts(id: string): Promise<Part[]> {
    await this.writes.get(id);
    return (await this.readParts(id)).sort((a, b) => a.PartNumber - b.PartNumber);
  }

  override async remove(id: string): Promise<void> {
    await this.client
      .send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: [id, this.infoKey(id), this.partKey(id, true), this.partsKey(id)].map((Key) => ({ Key })) },
        }),
      )
      .catch(() => {});
    this.writes.delete(id);
    await this.clearCache(id);
  }

  /** Uploads whose `.info` is older than the expiry are removed (parts of an unfinished multipart upload are left to the bucket's lifecycle rule). */
  override async deleteExpired(): Promise<number> {
    const cutoff = clock.ms() - this.getExpiration();
    let token: string | undefined;
    let removed = 0;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (!o.Key?.endsWith('.info') || !o.LastModified || o.LastModified.getTime() > cutoff) continue;
        await this.remove(o.Key.slice(0, -'.info'.length));
        removed++;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  /** The finished upload's bytes, to check and store like a local one. */
  async download(id: string, file: string): Promise<void> {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: id }));
    await fsp.writeFile(file, res.Body as Readable);
  }
}

/**
 * The tus locker across instances: a PostgreSQL advisory lock per upload, held on its own
 * connection for the request's duration. A request that finds it taken asks a holder in this
 * process to let go (as tus's MemoryLocker does) and waits, up to `timeoutMs`.
 */
export class PostgresLocker implements Locker {
  readonly releasers = new Map<string, RequestRelease>();

  constructor(
    readonly pool: pg.Pool,
    readonly timeoutMs = 30_000,
  ) {}

  newLock(id: string): Lock {
    return new PostgresLock(this, id);
  }
}

class PostgresLock implements Lock {
  private client?: pg.PoolClient;

  constructor(
    private locker: PostgresLocker,
    private id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const client = await this.locker.pool.connect();
    const until = performance.now() + this.locker.timeoutMs;
    try {
      for (;;) {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [`tus:${this.id}`]);
        if (rows[0]?.ok) {
          this.client = client;
          this.locker.releasers.set(this.id, requestRelease);
          return;
        }
        await this.locker.releasers.get(this.id)?.();
        if (signal.aborted || performance.now() > until) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((r) => setTimeout(r, 100));
      }
    } catch (err) {
      client.release();
      throw err;
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    if (this.locker.releasers.get(this.id)) this.locker.releasers.delete(this.id);
    try {
      await client.query('select pg_advisory_unlock(hashtext($1))', [`tus:${this.id}`]);
      client.release();
    } catch (err) {
      // A broken connection ends its locks with it.
      client.release(err as Error);
    }
  }
}
