import { z } from 'zod';
import { isValidCnpj, maskCnpj } from '../documents';
import { messages } from '../messages';
import { privacyNoticeSettings } from './privacy-notice';
import { companyInfo } from './site';
import { textField } from './text';

/**
 * The company as the receipts name it (ADR 0050): its legal name and CNPJ, printed above the
 * contact data. An empty CNPJ is 'not set' (the receipt prints none); one typed is checked and
 * kept formatted.
 */
export const companyLegal = z.object({
  legalName: textField('A razão social', { min: 2, max: 160, required: messages.companyLegalNameRequired }),
  cnpj: z
    .string()
    .trim()
    .max(24, messages.companyCnpjInvalid)
    .refine((v) => v === '' || isValidCnpj(v), messages.companyCnpjInvalid)
    .transform((v) => (v ? maskCnpj(v) : '')),
});
export type CompanyLegalInput = z.input<typeof companyLegal>;
/** As stored and answered: the CNPJ formatted, or '' when not set. */
export const companyLegalView = z.object({ legalName: z.string(), cnpj: z.string() });
export type CompanyLegal = z.infer<typeof companyLegalView>;

/** /admin/settings: the site gate password and the company's contact data. */
export const adminSettingsResponse = z.object({
  gate: z.object({
    enabled: z.boolean(),
    /** SITE_ACCESS_PASSWORD is set: the screen shows it read-only. */
    fromEnvironment: z.boolean(),
  }),
  company: companyInfo,
  legal: companyLegalView,
  /** The privacy notice (ADR 0054): admins read it here, only the master saves it. */
  privacy: privacyNoticeSettings,
});
export type AdminSettings = z.infer<typeof adminSettingsResponse>;

/** null clears the password and opens the site. */
export const gatePasswordInput = z.object({
  password: z
    .string({ error: messages.gatePasswordTooShort })
    .min(4, messages.gatePasswordTooShort)
    .max(200, messages.fieldTooLong('A senha', 200))
    .nullable(),
});
export type GatePasswordInput = z.infer<typeof gatePasswordInput>;

export { companyInfo as companyInfoInput };
