import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CAPTURE_KINDS } from '../../../domain/signage';
import { buildings } from './buildings';
import { users } from './identity';

/**
 * A paired panel screen of a building (issue 12, ADR 0015). The device holds a long random
 * token; only its SHA-256 is kept here. Revoking sets `revoked_at` and the token stops working.
 * The heartbeat columns are written by the device every 60 s (`recordHeartbeat`).
 */
export const screens = pgTable(
  'screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Null until the device collects its token. */
    tokenHash: text('token_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    /**
     * Since when the screen's time on the air is known (ADR 0047): its pairing, or, for a screen
     * paired before its heartbeats were recorded as spans, the migration that added this column.
     * Time before it is unknown, never lost: delivery and make-goods start counting here.
     */
    uptimeSince: timestamp('uptime_since', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    pairedBy: uuid('paired_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    /**
     * The first heartbeat of the current run of heartbeats: set when one arrives after a silence
     * longer than the offline threshold (or the first ever). An outage's end (issue 32).
     */
    onlineSince: timestamp('online_since', { withTimezone: true }),
    nowPlaying: jsonb('now_playing').$type<{ kind: string; id: string | null; title: string } | null>(),
    manifestVersion: text('manifest_version'),
    cachedFiles: integer('cached_files'),
    cachedBytes: bigint('cached_bytes', { mode: 'number' }),
    appVersion: text('app_version'),
  },
  (t) => [
    uniqueIndex('screens_token_hash_unique').on(t.tokenHash),
    index('screens_building_idx').on(t.buildingId),
    check('screens_label_not_blank', sql`length(trim(${t.label})) > 0`),
  ],
);

/**
 * When a screen was on (issue 32, ADR 0046): each heartbeat extends the screen's latest span when
 * it came within OFFLINE_AFTER_MS of the previous one, or opens a new span after an outage. Uptime,
 * delivery and the time lost to outages are computed from these (domain/uptime.ts).
 */
export const screenOnlineSpans = pgTable(
  'screen_online_spans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('screen_online_spans_screen_idx').on(t.screenId, t.startedAt), check('screen_online_spans_window', sql`${t.lastBeatAt} >= ${t.startedAt}`)],
);

/**
 * An outage of a screen that staff were told about by e-mail (issue 32, ADR 0044): a screen of a
 * building with paid bookings running, silent past SCREEN_OFFLINE_ALERT_MINUTES. One outage is
 * named by the screen's last heartbeat before it (`began_at`): the unique pair makes the alert
 * once per outage across runs, instances and restarts. `back_at` is the first heartbeat after it;
 * `closed_at` is when the "back" mail went out (or the screen was revoked: no mail).
 */
export const screenOutages = pgTable(
  'screen_outages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    beganAt: timestamp('began_at', { withTimezone: true }).notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull(),
    backAt: timestamp('back_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('screen_outages_screen_began_unique').on(t.screenId, t.beganAt),
    index('screen_outages_open_idx')
      .on(t.screenId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * A pairing code shown by an unpaired device. The code and the device's secret are stored hashed;
 * staff typing the code sets `screen_id` (once, conditional update); the device then collects its
 * token once (`collected_at`). Expired rows are deleted when new codes are made.
 */
export const pairingCodes = pgTable(
  'pairing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    screenId: uuid('screen_id').references(() => screens.id, { onDelete: 'cascade' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [uniqueIndex('pairing_codes_code_unique').on(t.codeHash), uniqueIndex('pairing_codes_secret_unique').on(t.secretHash)],
);

/**
 * Proof of play: one row per finished play, made on the device with its own id (the primary key:
 * a record sent twice is kept once). Video, building and advertiser are copied so the proof
 * survives the video's deletion.
 */
export const playRecords = pgTable(
  'play_records',
  {
    id: uuid('id').primaryKey(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').notNull(),
    buildingId: uuid('building_id').notNull(),
    userId: uuid('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** São Paulo day of the start. */
    day: date('day', { mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('play_records_video_day_idx').on(t.videoId, t.day),
    index('play_records_user_day_idx').on(t.userId, t.day),
    // A screen's plays near a batch's windows (one play at a time per screen, issue 27).
    index('play_records_screen_started_idx').on(t.screenId, t.startedAt),
    check('play_records_window', sql`${t.endedAt} > ${t.startedAt}`),
  ],
);

/** Plays per video per screen per São Paulo day, kept with each accepted record (same transaction). */
export const playDaily = pgTable(
  'play_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    videoId: uuid('video_id').notNull(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').notNull(),
    userId: uuid('user_id').notNull(),
    plays: integer('plays').notNull().default(0),
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'play_daily_pk', columns: [t.day, t.videoId, t.screenId] }),
    index('play_daily_user_day_idx').on(t.userId, t.day),
    index('play_daily_building_day_idx').on(t.buildingId, t.day),
  ],
);

/**
 * What a screen showed, drawn by the player on a canvas and sent as a small JPEG (issue 32, ADR
 * 0045): on staff's request ('requested') or once an hour ('hourly', for the certificate of
 * display). `taken_at` is the server's time of arrival: the player sends a capture the moment it
 * draws it and never queues one. `hour_start` is set for hourly captures only, so the unique index
 * keeps one per screen per hour. Rows and files older than a week are purged by a job.
 */
export const screenCaptures = pgTable(
  'screen_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CAPTURE_KINDS }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    hourStart: timestamp('hour_start', { withTimezone: true }),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('screen_captures_hourly_unique').on(t.screenId, t.hourStart),
    index('screen_captures_screen_taken_idx').on(t.screenId, t.takenAt),
    index('screen_captures_taken_idx').on(t.takenAt),
    check('screen_captures_hour_only_hourly', sql`(${t.kind} = 'hourly') = (${t.hourStart} is not null)`),
  ],
);

/**
 * Staff asked to see a screen now. The screen learns of it by polling (GET /api/player/commands)
 * and answers with a capture, which fulfils the request once. A request not answered within
 * CAPTURE_REQUEST_TTL_MS is given up (its status is derived, nothing writes 'expired').
 */
export const screenCaptureRequests = pgTable(
  'screen_capture_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    captureId: uuid('capture_id').references(() => screenCaptures.id, { onDelete: 'set null' }),
  },
  (t) => [index('screen_capture_requests_screen_idx').on(t.screenId, t.requestedAt)],
);
