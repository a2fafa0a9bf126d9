import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/s3rver/bin/s3rver.js');

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** What the app reads to use this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (the npm `s3rver` CLI) in its own process, on a free port with a
 * fresh directory and one bucket. Tests talk to it over HTTP exactly as they would to a real store.
 */
export async function startS3rver(bucket = 'indexa-test'): Promise<S3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-s3-'));
  const child: ChildProcess = spawn(process.execPath, [bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${out}`)), 15_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on ([\d.]+):(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(`http://${m[1]}:${m[2]}`);
      }
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${out}`)));
  });
  // Its request log is not wanted; the pipe is drained so it never blocks.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
