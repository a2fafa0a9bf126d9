import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTICE_MAX_SECONDS, NOTICE_MIN_SECONDS, noticeKinds } from '../../../domain/notices';
import { buildings } from './buildings';
import { users } from './identity';
import { videos } from './media';

/**
 * A síndico's notice ("aviso") for the elevator screens of one or more buildings (ADR 0016).
 * Text, an image (re-encoded, under `notices/` in Storage) or a video (a `videos` row with
 * purpose 'notice', approved by staff before it plays). The schedule's rules are in
 * domain/notices.ts; only `paused` is a stored state, the rest is derived from the schedule.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: noticeKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** Storage key of the re-encoded image (WebP), `notices/<userId>/<random>.webp`. */
    imageKey: text('image_key'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Calendar days in Foz do Iguaçu, both inclusive. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Weekdays 0 (Sunday) … 6; empty = every day. */
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    /** 'HH:MM' both or neither; an end not after the start crosses midnight. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    paused: boolean('paused').notNull().default(false),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    check(
      'notices_duration_range',
      sql`${t.durationSeconds} between ${sql.raw(String(NOTICE_MIN_SECONDS))} and ${sql.raw(String(NOTICE_MAX_SECONDS))}`,
    ),
    check('notices_dates_order', sql`${t.endDate} >= ${t.startDate}`),
    check('notices_hours_pair', sql`(${t.startTime} is null) = (${t.endTime} is null)`),
    check(
      'notices_content_of_kind',
      sql`(${t.kind} = 'text' and ${t.body} is not null) or (${t.kind} = 'image' and ${t.imageKey} is not null) or (${t.kind} = 'video' and ${t.videoId} is not null)`,
    ),
    index('notices_end_date_idx').on(t.endDate),
    index('notices_video_idx').on(t.videoId),
  ],
);

/** Which buildings' screens show the notice. */
export const noticeBuildings = pgTable(
  'notice_buildings',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.buildingId] }), index('notice_buildings_building_idx').on(t.buildingId)],
);
