import { z } from 'zod';
import { messages } from '../messages';

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.fieldTooLong('O e-mail', 254))
  .pipe(z.email(messages.emailInvalid));

export const newsletterInput = z.object({ email: emailField });
export type NewsletterInput = z.infer<typeof newsletterInput>;

export const contactInput = z.object({
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120, messages.fieldTooLong('O nome', 120)),
  email: emailField,
  message: z
    .string({ error: messages.messageRequired })
    .trim()
    .min(1, messages.messageRequired)
    .max(4000, messages.fieldTooLong('A mensagem', 4000)),
  source: z.enum(['produtora', 'marketing', 'paineis']).default('produtora'),
});
export type ContactInput = z.infer<typeof contactInput>;

export const gateInput = z.object({
  password: z.string({ error: messages.gatePasswordRequired }).min(1, messages.gatePasswordRequired).max(200),
});

export const companyInfo = z.object({
  whatsapp: z
    .string()
    .regex(/^\d{12,13}$/, 'Informe o WhatsApp com DDI e DDD, só números (ex.: 5545999999999).'),
  phone: z.string().trim().min(8, 'Informe o telefone.').max(40),
  email: emailField,
  address: z.string().trim().min(5, 'Informe o endereço.').max(200),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const publicSiteConfig = z.object({
  gateEnabled: z.boolean(),
  gateOpen: z.boolean(),
  company: companyInfo,
  /** Map tiles URL template (server config MAP_TILE_URL, dark tiles by default); absent = markers on a dark grid. */
  mapTileUrl: z.string().optional(),
  /** The tiles' credits (MAP_TILE_ATTRIBUTION), shown in the map's corner. */
  mapTileAttribution: z.string().optional(),
  /** Payments are simulated (PAYMENT_PROVIDER=sandbox): every page shows 'Ambiente de demonstração'. */
  demoPayments: z.boolean(),
});
export type PublicSiteConfig = z.infer<typeof publicSiteConfig>;
