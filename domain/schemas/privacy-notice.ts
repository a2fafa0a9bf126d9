import { z } from 'zod';
import { messages } from '../messages';
import { PRIVACY_NOTICE_TEXT_MAX } from '../privacy-notice';
import { emailField } from './site';
import { textField } from './text';

/** The notice as /privacidade shows it (GET /api/site/privacy, open to anyone, gate or not). */
export const publicPrivacyNotice = z.object({
  version: z.number().int(),
  /** When this version was published (ISO). */
  publishedAt: z.string(),
  text: z.string(),
  controller: z.object({ legalName: z.string(), cnpj: z.string(), address: z.string(), email: z.string(), phone: z.string() }),
  officer: z.object({ name: z.string(), email: z.string() }),
});
export type PublicPrivacyNotice = z.infer<typeof publicPrivacyNotice>;

/** The settings card (GET /api/admin/settings, `privacy`): admins read it, the master edits it. */
export const privacyNoticeSettings = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedByName: z.string().nullable(),
  text: z.string(),
  officerName: z.string(),
  officerEmail: z.string(),
});
export type PrivacyNoticeSettings = z.infer<typeof privacyNoticeSettings>;

/** PUT /api/admin/settings/privacy (master): `baseVersion` is the version the editor started from. */
export const privacyNoticeInput = z.object({
  baseVersion: z.number().int().min(1),
  text: textField('O texto do aviso', { min: 1, max: PRIVACY_NOTICE_TEXT_MAX, required: messages.privacyNoticeTextRequired }),
  officerName: textField('O nome do encarregado', { min: 2, max: 160, required: messages.privacyOfficerNameRequired }),
  officerEmail: emailField,
});
export type PrivacyNoticeInput = z.infer<typeof privacyNoticeInput>;

export const privacyNoticeSaveResponse = z.object({ privacy: privacyNoticeSettings, message: z.string() });

/** The newsletter mail's leave page sends its signed token. */
export const newsletterLeaveInput = z.object({ token: z.string().trim().min(1, messages.newsletterLinkInvalid).max(600, messages.newsletterLinkInvalid) });
export const newsletterLeaveResponse = z.object({ status: z.enum(['left', 'already']), message: z.string() });
export type NewsletterLeaveResponse = z.infer<typeof newsletterLeaveResponse>;
