import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import type { CompanyInfo } from '../../../domain/schemas/site';
import type { AdminSettings, CompanyLegal } from '../../../domain/schemas/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { getCompanyInfo, getCompanyLegal, updateCompanyInfo, updateCompanyLegal } from './company.service';
import type { GateService } from './gate.service';
import { privacyNoticeSettingsOf } from '../privacy-notice/privacy-notice.service';
import { clock } from '../../lib/clock';

/** /admin/settings: the gate password, the company contact data shown on the public site and the receipts' issuer. */
export async function getAdminSettings(db: Db, config: Config, gate: GateService): Promise<AdminSettings> {
  return {
    gate: { enabled: await gate.enabled(db), fromEnvironment: gate.fromEnvironment },
    company: await getCompanyInfo(db, config),
    legal: await getCompanyLegal(db, config),
    privacy: await privacyNoticeSettingsOf(db, config, clock.now()),
  };
}

/** The password itself never reaches the log or the audit trail. */
export async function setGatePassword(
  db: Db,
  gate: GateService,
  actor: AuditActor,
  password: string | null,
  log?: FastifyBaseLogger,
): Promise<string> {
  if (gate.fromEnvironment) throw conflict(messages.gatePasswordFromEnv, 'gate_from_env');
  await db.transaction(async (tx) => {
    await gate.setPassword(tx, password);
    await recordAudit(tx, actor, {
      category: 'settings',
      action: 'update',
      details: password ? 'Senha de acesso ao site alterada' : 'Senha de acesso ao site removida (site aberto)',
      metadata: { setting: 'gate_password' },
    }, log);
  });
  return password ? messages.gatePasswordSet : messages.gatePasswordCleared;
}

export async function saveCompanyInfo(
  db: Db,
  config: Config,
  actor: AuditActor,
  info: CompanyInfo,
  log?: FastifyBaseLogger,
): Promise<CompanyInfo> {
  const before = await getCompanyInfo(db, config);
  const changed = (Object.keys(info) as (keyof CompanyInfo)[]).filter((k) => info[k] !== before[k]);
  await db.transaction(async (tx) => {
    await updateCompanyInfo(tx, info);
    await recordAudit(tx, actor, {
      category: 'settings',
      action: 'update',
      details: 'Dados de contato da empresa atualizados',
      metadata: { setting: 'company', changed },
    }, log);
  });
  return getCompanyInfo(db, config);
}

/** The receipts' issuer: legal name and CNPJ (ADR 0050). */
export async function saveCompanyLegal(db: Db, config: Config, actor: AuditActor, legal: CompanyLegal, log?: FastifyBaseLogger): Promise<CompanyLegal> {
  const before = await getCompanyLegal(db, config);
  const changed = (Object.keys(legal) as (keyof CompanyLegal)[]).filter((k) => legal[k] !== before[k]);
  await db.transaction(async (tx) => {
    await updateCompanyLegal(tx, legal);
    await recordAudit(tx, actor, {
      category: 'settings',
      action: 'update',
      details: 'Razão social e CNPJ dos recibos atualizados',
      metadata: { setting: 'company_legal', changed },
    }, log);
  });
  return getCompanyLegal(db, config);
}
