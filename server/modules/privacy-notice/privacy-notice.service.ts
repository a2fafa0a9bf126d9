import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { DEFAULT_PRIVACY_NOTICE_TEXT } from '../../../domain/privacy-notice';
import type { PrivacyNoticeInput, PrivacyNoticeSettings, PublicPrivacyNotice } from '../../../domain/schemas/privacy-notice';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { getCompanyInfo, getCompanyLegal, getPrivacyOfficer, updatePrivacyOfficer } from '../site/company.service';
import { insertNoticeVersion, selectCurrentNotice, type PrivacyNoticeRow } from './privacy-notice.repository';

/**
 * The version in force. The first read stores the built-in text as version 1 (first writer wins
 * when instances start together), so the text a consent points at is always in the table, even
 * if a later release changes the built-in wording.
 */
export async function currentNotice(db: DbOrTx, now: Date): Promise<PrivacyNoticeRow> {
  const found = await selectCurrentNotice(db);
  if (found) return found;
  await insertNoticeVersion(db, { version: 1, text: DEFAULT_PRIVACY_NOTICE_TEXT, publishedAt: now });
  return (await selectCurrentNotice(db))!;
}

/** The version a consent given now records (newsletter, waitlist). */
export async function currentNoticeVersion(db: DbOrTx, now: Date): Promise<number> {
  return (await currentNotice(db, now)).version;
}

/** /privacidade: the free text and its version, the controller and the data officer. */
export async function publicPrivacyNoticeOf(db: DbOrTx, config: Config, now: Date): Promise<PublicPrivacyNotice> {
  const [notice, legal, company, officer] = await Promise.all([
    currentNotice(db, now),
    getCompanyLegal(db, config),
    getCompanyInfo(db, config),
    getPrivacyOfficer(db, config),
  ]);
  return {
    version: notice.version,
    publishedAt: notice.publishedAt.toISOString(),
    text: notice.text,
    controller: { legalName: legal.legalName, cnpj: legal.cnpj, address: company.address, email: company.email, phone: company.phone },
    officer,
  };
}

/** The settings card: what is published and who published it. */
export async function privacyNoticeSettingsOf(db: DbOrTx, config: Config, now: Date): Promise<PrivacyNoticeSettings> {
  const [notice, officer] = await Promise.all([currentNotice(db, now), getPrivacyOfficer(db, config)]);
  return {
    version: notice.version,
    publishedAt: notice.publishedAt.toISOString(),
    publishedByName: notice.publishedByName,
    text: notice.text,
    officerName: officer.name,
    officerEmail: officer.email,
  };
}

/** A notice text as stored and compared: line ends of any browser, no blank edges. */
const normalisedText = (t: string) => t.replace(/\r\n/g, '\n').trim();

/**
 * The master saves the card: a changed text is published as the next version (dated now), a
 * changed officer replaces the contact; each is audited, in one transaction. The editor started
 * from `baseVersion`: if another version was published meanwhile (or is being published at this
 * moment: the primary key lets one of two win), nothing is written and the answer says to reload.
 */
export async function savePrivacyNotice(
  db: Db,
  config: Config,
  actor: AuditActor,
  input: PrivacyNoticeInput,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ privacy: PrivacyNoticeSettings; message: string }> {
  const stale = () => conflict(messages.privacyNoticeStale, 'privacy_notice_stale');
  const message = await db.transaction(async (tx) => {
    const notice = await currentNotice(tx, now);
    if (notice.version !== input.baseVersion) throw stale();
    const officer = await getPrivacyOfficer(tx, config);
    const officerChanged = officer.name !== input.officerName || officer.email !== input.officerEmail.toLowerCase();
    const textChanged = normalisedText(notice.text) !== normalisedText(input.text);
    if (officerChanged) {
      await updatePrivacyOfficer(tx, { name: input.officerName, email: input.officerEmail.toLowerCase() });
      await recordAudit(
        tx,
        actor,
        {
          category: 'settings',
          action: 'update',
          details: 'Contato do encarregado de dados atualizado',
          metadata: { setting: 'privacy_officer' },
        },
        log,
      );
    }
    if (textChanged) {
      const version = notice.version + 1;
      const published = await insertNoticeVersion(tx, {
        version,
        text: normalisedText(input.text),
        publishedAt: now,
        publishedBy: actor.userId ?? null,
        publishedByName: actor.userEmail ?? null,
      });
      if (!published) throw stale();
      await recordAudit(
        tx,
        actor,
        {
          category: 'settings',
          action: 'update',
          details: `Aviso de privacidade publicado na versão ${version}`,
          metadata: { setting: 'privacy_notice', version, previousVersion: notice.version },
        },
        log,
      );
      return messages.privacyNoticeSaved(version);
    }
    return officerChanged ? messages.privacyNoticeOfficerSaved : messages.privacyNoticeUnchanged;
  });
  return { privacy: await privacyNoticeSettingsOf(db, config, now), message };
}
