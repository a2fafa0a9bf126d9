import { z } from 'zod';
import { contactSources, contactStatuses, MAX_REPLY_LENGTH, SUPPORT_PAGE_SIZE } from '../support';
import { messages } from '../messages';
import { mailStatuses } from '../mail';

export { SUPPORT_PAGE_SIZE };

export const contactListQuery = z.object({
  status: z.enum(contactStatuses).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ContactListQuery = z.input<typeof contactListQuery>;

export const contactReplyDto = z.object({
  id: z.string(),
  body: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  /** The e-mail's state in the outbox (pending, sent, outbox, failed). */
  mailStatus: z.enum(mailStatuses).nullable(),
});

export const contactMessageDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  source: z.enum(contactSources),
  status: z.enum(contactStatuses),
  createdAt: z.string(),
  /** From the person's account or last order, when they have one: for the WhatsApp link. */
  phone: z.string().nullable(),
  replies: z.array(contactReplyDto),
});
export type ContactMessageDto = z.infer<typeof contactMessageDto>;

export const contactList = z.object({
  rows: z.array(contactMessageDto),
  total: z.number().int(),
  counts: z.record(z.enum(contactStatuses), z.number().int()),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactList = z.infer<typeof contactList>;

export const contactReplyInput = z.object({
  body: z
    .string({ error: messages.supportReplyRequired })
    .trim()
    .min(1, messages.supportReplyRequired)
    .max(MAX_REPLY_LENGTH, messages.fieldTooLong('A resposta', MAX_REPLY_LENGTH)),
});
export type ContactReplyInput = z.infer<typeof contactReplyInput>;

export const contactActionResult = z.object({ message: z.string(), contact: contactMessageDto });

export const subscriberListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuery>;

export const subscriberList = z.object({
  rows: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberList>;
