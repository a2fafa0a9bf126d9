import { z } from 'zod';
import { messages } from '../messages';
import { companyInfo } from './site';

/** /admin/settings: the site gate password and the company's contact data. */
export const adminSettingsResponse = z.object({
  gate: z.object({
    enabled: z.boolean(),
    /** SITE_ACCESS_PASSWORD is set: the screen shows it read-only. */
    fromEnvironment: z.boolean(),
  }),
  company: companyInfo,
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
