import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Storage, StoredObject } from '../../ports';
import { clock } from '../../lib/clock';

/** Keys are made by the server only; this pattern keeps anything else out of the file system. */
export const STORAGE_KEY_RE = /^[a-z0-9][a-z0-9/_-]{0,200}\.(webp|jpg|png|mp4|mov)$/;

export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};


function assertKey(key: string): void {
  if (!STORAGE_KEY_RE.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
}

export class LocalStorage implements Storage {
  constructor(private root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${clock.ms()}.tmp`;
    if (Buffer.isBuffer(data)) await fsp.writeFile(tmp, data);
    else await pipeline(data, fs.createWriteStream(tmp));
    await fsp.rename(tmp, target);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(localPath, target);
    } catch {
      await fsp.copyFile(localPath, target);
      await fsp.unlink(localPath).catch(() => {});
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const target = this.file(key);
    try {
      const st = await fsp.stat(target);
      const ext = key.split('.').pop() ?? '';
      return {
        size: st.size,
        contentType: contentTypes[ext] ?? 'application/octet-stream',
        stream: (range) => fs.createReadStream(target, range),
      };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.file(from);
    const target = this.file(to);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(source, target);
  }

  async *list(): AsyncGenerator<string> {
    let entries: string[];
    try {
      entries = await fsp.readdir(this.root, { recursive: true });
    } catch {
      return;
    }
    for (const rel of entries.sort()) {
      const key = rel.split(path.sep).join('/');
      if (STORAGE_KEY_RE.test(key)) yield key;
    }
  }
}
