import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MailAttachmentRef } from '../domain/mail';
import type { RenderedMail } from '../domain/mail-templates';

/**
 * The ports: what modules, flows and routes ask of the outside world (files, mail, live events,
 * counters, cookies). The adapters in plugins/adapters/ implement them and app.ts wires one of each
 * into AppDeps. This file imports no plugin and no module, so a module can name these types without
 * an arrow into plugins/ and no import loop can pass through here (ADR 0043).
 */

export interface StoredObject {
  size: number;
  contentType: string;
  stream(range?: { start: number; end: number }): Readable;
}

/** Local disk or S3-compatible bucket (plugins/adapters/storage.ts, s3-storage.ts). */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Moves a file from a local path into storage (used after resumable uploads). */
  putFile(key: string, localPath: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Renames a stored file (approved videos move to aprovados/); optional, get+put+delete otherwise. */
  move?(from: string, to: string): Promise<void>;
  /** Every stored key (backups). */
  list(): AsyncIterable<string>;
}

/** A mail to send: one of domain/mail-templates.ts, rendered (`composeMail`), and its recipient. */
export interface Mail extends RenderedMail {
  to: string;
  /** A flow that may run twice passes a key so the person gets one mail. */
  dedupeKey?: string;
}

/** A file rendered for a mail when it is sent (ADR 0050). */
export interface MailAttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Renders what an outbox row's attachment reference names, from the facts of the moment it is
 * sent; null when there is nothing to attach (the mail goes without it).
 */
export type MailAttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailAttachmentFile | null>;

/** email_outbox first, then SMTP or the log (plugins/adapters/mailer.ts). */
export interface Mailer {
  /** Returns false when a mail with the same dedupe key was already recorded. */
  send(mail: Mail): Promise<boolean>;
  /** Sends one queued mail; throws when SMTP refuses (the row is marked failed). */
  dispatch(id: string): Promise<void>;
  /** Mails queued by a transaction whose process died before dispatching them. */
  dispatchPending(limit?: number): Promise<number>;
}

export interface BusEvent {
  channel: string;
  type: string;
  payload: Record<string, unknown>;
}

export type ChannelAuthorizer = (request: FastifyRequest, channel: string) => boolean | Promise<boolean>;

/** Live updates to open pages, across instances on PostgreSQL (plugins/adapters/events.ts). */
export interface EventBus {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Channels are `prefix` or `prefix:rest`; the prefix's authorizer decides who may listen. */
  registerChannel(prefix: string, authorize: ChannelAuthorizer): void;
  canListen(request: FastifyRequest, channel: string): Promise<boolean>;
  publish(event: BusEvent): Promise<void>;
  subscribe(channels: string[], fn: (e: BusEvent) => void): () => void;
}

/** The counters an operator scrapes at /api/metrics (plugins/adapters/metrics.ts). */
export interface Metrics {
  request(method: string, route: string, status: number, seconds: number): void;
  streamOpened(): void;
  streamClosed(): void;
  uploadRequest(): () => void;
  uploadFinished(outcome: 'accepted' | 'refused'): void;
  jobStarted(job: string): (outcome: 'ok' | 'error') => void;
  paymentOutcome(provider: string, outcome: string): void;
  text(): Promise<string>;
  readonly contentType: string;
}

/** The session and gate cookies' names: `__Host-` prefixed behind HTTPS. */
export interface CookieNames {
  session: string;
  gate: string;
  secure: boolean;
}
