import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { CompanyInfo } from '../../../domain/schemas/site';
import { getSetting, setSetting } from './settings.repository';

const KEY = 'company';

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
