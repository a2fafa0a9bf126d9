import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_VIDEO_BYTES, videoPurposes, videoStatuses } from '../../../domain/videos';
import { buildings } from './buildings';
import { users } from './identity';
import { bookings } from './orders';

/**
 * A client's video (the spec's videos_cliente): one client, one building, one file in storage.
 * `em_analise` -> `aprovado` | `reprovado` by one conditional update (ADR 0012). A resend is a
 * new row. The file's facts are the server's own reading (mp4box), never the browser's.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only if the building disappears ('Não especificado'). */
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status', { enum: videoStatuses }).notNull().default('em_analise'),
    /** 'notice': a síndico's notice video (no slot; the notice says where it plays). */
    purpose: text('purpose', { enum: videoPurposes }).notNull().default('ad'),
    /** The spec's motivo_recusa: required when reprovado. */
    rejectionReason: text('rejection_reason'),
    /** clientes/{userId}/aguardando_aprovacao/{ts}_{name} or clientes/{userId}/aprovados/{ts}_{name}. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Detected from the content: video/mp4 or video/quicktime. */
    fileType: text('file_type').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** As shown (rotation applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * 'Substituir o vídeo atual quando aprovado' (issue 29, ADR 0035): the client's video, active in
     * a slot of the same building at upload, whose slot this one takes on approval if it is still
     * there. Checked by the server at upload; forgotten (null) if that video is deleted.
     */
    replacesVideoId: uuid('replaces_video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('videos_storage_key_unique').on(t.storageKey),
    // Target of active_videos' composite key: an active video is the client's and the building's.
    unique('videos_id_user_building_unique').on(t.id, t.userId, t.buildingId),
    index('videos_user_created_idx').on(t.userId, t.createdAt),
    index('videos_status_created_idx').on(t.status, t.createdAt),
    index('videos_building_idx').on(t.buildingId),
    check('videos_reason_when_rejected', sql`${t.status} <> 'reprovado' or length(trim(${t.rejectionReason})) > 0`),
    check('videos_decided_when_decided', sql`(${t.status} = 'em_analise') = (${t.decidedAt} is null)`),
    check('videos_size_range', sql`${t.fileSize} > 0 and ${t.fileSize} <= ${sql.raw(String(MAX_VIDEO_BYTES))}`),
    check('videos_dimensions', sql`${t.durationMs} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * The spec's videos_ativos: one approved video of a building shown in one slot of that building.
 * A slot is a booking (ADR 0012). One video per slot (unique booking), a video in at most one
 * slot (unique video); the composite key makes a video of another client or building impossible.
 */
export const activeVideos = pgTable(
  'active_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').notNull(),
    userId: uuid('user_id').notNull(),
    buildingId: uuid('building_id').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    /**
     * The renewal this slot's video was carried into (ADR 0052): the old slot keeps playing it
     * until its last day and the renewal's row takes over, so the video stays "in one slot" for
     * the client. Cleared when the renewal's row gives the video up (replaced, emptied, refunded).
     */
    carriedToBookingId: uuid('carried_to_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('active_videos_booking_unique').on(t.bookingId),
    // A video is in one slot at a time; a slot whose video went on into its renewal does not count.
    uniqueIndex('active_videos_video_unique')
      .on(t.videoId)
      .where(sql`${t.carriedToBookingId} is null`),
    index('active_videos_building_idx').on(t.buildingId),
    index('active_videos_user_idx').on(t.userId),
    foreignKey({
      name: 'active_videos_video_fk',
      columns: [t.videoId, t.userId, t.buildingId],
      foreignColumns: [videos.id, videos.userId, videos.buildingId],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per resumable upload (tus id) while it is open, and for a short while after: the bytes
 * it reserves (its declared Upload-Length) and who started it from where, so the limits of
 * domain/uploads.ts are counted in the database (any instance, race-free under one lock) rather
 * than from the store's files. Closed (finished, refused or abandoned) rows keep counting towards
 * the per-minute limit until the sweep drops them.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: text('id').primaryKey(),
    /** The upload route's folder ('tus' for clients, 'tus-avisos' for síndicos). */
    route: text('route').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    /** The last time bytes arrived (or the upload was created): idle uploads are swept. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_reservations_user_idx').on(t.userId, t.createdAt),
    index('upload_reservations_address_idx').on(t.address, t.createdAt),
    index('upload_reservations_open_idx').on(t.lastActivityAt).where(sql`${t.closedAt} is null`),
    check('upload_reservations_bytes', sql`${t.bytes} >= 0`),
  ],
);
