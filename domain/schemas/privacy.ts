import { z } from 'zod';
import { isValidPhone } from '../documents';
import { messages } from '../messages';
import { privacyRequestOrigins, privacyRequestStatuses, privacyRequestTypes } from '../privacy';
import { emailField } from './site';
import { textField } from './text';

/** 'Meus dados': the name and phone the person may correct. An empty phone removes it. */
export const myContactInput = z.object({
  name: textField('O nome', { min: 1, max: 120, required: messages.nameRequired }),
  phone: z
    .string()
    .trim()
    .max(40, messages.buyerPhoneInvalid)
    .refine((v) => v === '' || isValidPhone(v), messages.buyerPhoneInvalid)
    .transform((v) => (v === '' ? null : v)),
});
export type MyContactInput = z.infer<typeof myContactInput>;

export const myContact = z.object({ name: z.string(), phone: z.string().nullable() });

export const privacyRequestDto = z.object({
  id: z.string(),
  email: z.string(),
  type: z.enum(privacyRequestTypes),
  origin: z.enum(privacyRequestOrigins),
  status: z.enum(privacyRequestStatuses),
  details: z.string(),
  receivedDay: z.string(),
  dueDay: z.string(),
  overdue: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
  hasAccount: z.boolean(),
});
export type PrivacyRequestDto = z.infer<typeof privacyRequestDto>;

/** 'Meus dados' as the page opens it. */
export const myDataView = z.object({
  account: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), createdAt: z.string() }),
  requests: z.array(privacyRequestDto),
  deadlineDays: z.number().int(),
});
export type MyDataView = z.infer<typeof myDataView>;

export const deletionConfirmInput = z.object({ token: z.string().min(1, messages.privacyDeletionLinkInvalid).max(300, messages.privacyDeletionLinkInvalid) });

export const privacyActionResult = z.object({ message: z.string() });

/** Staff register a request that arrived by the contact channel. */
export const privacyRequestInput = z.object({
  email: emailField,
  type: z.enum(privacyRequestTypes, { error: 'Escolha o tipo do pedido.' }),
  details: textField('A descrição', { max: 2000 }).optional().default(''),
  /** The day it arrived (São Paulo); today when left out. */
  receivedDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data de recebimento.')
    .optional(),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestInput>;

export const privacyAnswerInput = z.object({
  answer: z.string({ error: messages.privacyNoteRequired }).trim().min(1, messages.privacyNoteRequired).max(4000, messages.fieldTooLong('A resposta', 4000)),
});

export const privacyRequestList = z.object({ items: z.array(privacyRequestDto), today: z.string() });
export type PrivacyRequestList = z.infer<typeof privacyRequestList>;

export const privacyRequestResult = z.object({ message: z.string(), request: privacyRequestDto });
