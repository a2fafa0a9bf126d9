import { sqlNow } from '../../lib/sql-now';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { mailStatuses, type MailAttachmentRef } from '../../../domain/mail';
import { contactStatuses } from '../../../domain/support';
import { siteMediaSlotKeys, type SiteMediaSlot } from '../../../domain/site-media';
import { users } from './identity';

/** Key/value settings that staff edit at run time (gate password hash, contact data, secrets). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** When they subscribed: the consent's time (LGPD art. 8). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    /** The privacy notice's version current when they agreed, and the address they agreed from; null before 0028. */
    noticeVersion: integer('notice_version'),
    consentIp: text('consent_ip'),
  },
  (t) => [uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** Contact-form messages; staff move them new -> answered (a reply) or archived (ADR 0018). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    source: text('source').notNull().default('produtora'),
    status: text('status', { enum: contactStatuses }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

/** Staff replies by e-mail: the text as sent and the outbox row that carried it. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * The library of images for the public pages. Sizes live under `${storageKey}-{size}.webp`
 * (re-encoded by sharp: EXIF gone); width and height are the largest stored size's.
 */
export const siteImages = pgTable(
  'site_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('site_images_storage_key_unique').on(t.storageKey),
    index('site_images_created_idx').on(t.createdAt),
    check('site_images_alt_present', sql`length(trim(${t.alt})) > 0`),
  ],
);

/** A filled slot of a public page; an absent row means the built-in art. */
export const siteMediaSlots = pgTable(
  'site_media_slots',
  {
    slot: text('slot', { enum: siteMediaSlotKeys as [SiteMediaSlot, ...SiteMediaSlot[]] }).primaryKey(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => siteImages.id, { onDelete: 'cascade' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('site_media_slots_image_idx').on(t.imageId)],
);

/** Every e-mail the platform sends; with no SMTP configured this table is the outbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * Files the mail carries, by reference (the receipt of order X): the mailer renders them when
     * it sends, so a retry renders them again and the table never holds the bytes (ADR 0050).
     */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    /** Extra headers the mailer sends (List-Unsubscribe of newsletter and waitlist mails, ADR 0054). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Deduplicates mails that a retried flow would send twice. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: mailStatuses })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
