import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { maskCnpj } from '../../../domain/documents';
import type { CompanyLegal } from '../../../domain/schemas/settings';
import type { CompanyInfo } from '../../../domain/schemas/site';
import { getSetting, setSetting } from './settings.repository';

const KEY = 'company';
const LEGAL_KEY = 'company_legal';
const OFFICER_KEY = 'privacy_officer';

/** Contact data shown on the public site: admin settings win over the environment defaults. */
export async function getCompanyInfo(db: DbOrTx, config: Config): Promise<CompanyInfo> {
  const stored = (await getSetting<Partial<CompanyInfo>>(db, KEY)) ?? {};
  return {
    whatsapp: stored.whatsapp ?? config.COMPANY_WHATSAPP,
    phone: stored.phone ?? config.COMPANY_PHONE,
    email: stored.email ?? config.COMPANY_EMAIL,
    address: stored.address ?? config.COMPANY_ADDRESS,
  };
}

export async function updateCompanyInfo(db: DbOrTx, info: CompanyInfo): Promise<void> {
  await setSetting(db, KEY, info);
}

/**
 * The company as its receipts name it (ADR 0050): legal name and CNPJ from the admin settings,
 * else COMPANY_LEGAL_NAME / COMPANY_CNPJ; the CNPJ is '' when set nowhere.
 */
export async function getCompanyLegal(db: DbOrTx, config: Pick<Config, 'COMPANY_LEGAL_NAME' | 'COMPANY_CNPJ'>): Promise<CompanyLegal> {
  const stored = (await getSetting<Partial<CompanyLegal>>(db, LEGAL_KEY)) ?? {};
  return {
    legalName: stored.legalName ?? config.COMPANY_LEGAL_NAME,
    cnpj: stored.cnpj ?? (config.COMPANY_CNPJ ? maskCnpj(config.COMPANY_CNPJ) : ''),
  };
}

export async function updateCompanyLegal(db: DbOrTx, legal: CompanyLegal): Promise<void> {
  await setSetting(db, LEGAL_KEY, legal);
}

export interface PrivacyOfficer {
  name: string;
  email: string;
}

/**
 * The data officer (encarregado, LGPD art. 41) the privacy notice names (ADR 0054): the admin
 * settings, else PRIVACY_OFFICER_NAME and PRIVACY_OFFICER_EMAIL (or the company's e-mail).
 */
export async function getPrivacyOfficer(
  db: DbOrTx,
  config: Pick<Config, 'PRIVACY_OFFICER_NAME' | 'PRIVACY_OFFICER_EMAIL' | 'COMPANY_EMAIL'>,
): Promise<PrivacyOfficer> {
  const stored = (await getSetting<Partial<PrivacyOfficer>>(db, OFFICER_KEY)) ?? {};
  return {
    name: stored.name ?? config.PRIVACY_OFFICER_NAME,
    email: stored.email ?? config.PRIVACY_OFFICER_EMAIL ?? config.COMPANY_EMAIL,
  };
}

export async function updatePrivacyOfficer(db: DbOrTx, officer: PrivacyOfficer): Promise<void> {
  await setSetting(db, OFFICER_KEY, officer);
}
