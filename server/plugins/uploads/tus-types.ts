import type { Server } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../../modules/identity/sessions.service';
import type { Access } from '../http/access';

/** The shapes tus-uploads.ts (the routes) and tus-server.ts (tus itself) share. */

/** Who sent a tus request: bound before tus handles it, read back in its hooks. */
export interface Caller {
  user: SessionUser;
  request: FastifyRequest;
}

export interface TusVideoUploadOptions<M extends { filetype?: string }> {
  /** The route prefix, e.g. /api/client/uploads. */
  path: string;
  access: Access;
  tags: string[];
  /** Its own folder under DATA_DIR (two upload routes never share chunks). */
  folder: string;
  /** What the upload's tus metadata must be (strings). */
  metadata: z.ZodType<M>;
  /** The caller's right to send this upload: runs before any byte is accepted. */
  allowed(user: SessionUser, meta: M): Promise<void>;
  /** The last byte arrived: check, store and record the file; the JSON answer's `video`. */
  accept(user: SessionUser, request: FastifyRequest, meta: M, file: string): Promise<unknown>;
}

export interface TusRoute {
  tus: Server;
  /** Deletes the chunks of uploads whose reservation was closed as idle. */
  removeUploads(ids: string[]): Promise<void>;
}
