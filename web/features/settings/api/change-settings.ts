import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyLegal, CompanyLegalInput } from '../../../../domain/schemas/settings';
import type { CompanyInfo } from '../../../../domain/schemas/site';
import type { PrivacyNoticeInput, PrivacyNoticeSettings } from '../../../../domain/schemas/privacy-notice';
import { api } from '../../../lib/api';
import { siteConfigKey } from '../../../lib/site-config';
import { settingsKeys } from './keys';

/** PUT /api/admin/settings/gate-password (null turns the gate off). */
export const setGatePassword = (password: string | null) =>
  api<{ message: string }>('/api/admin/settings/gate-password', { method: 'PUT', body: { password } });

/** PUT /api/admin/settings/company */
export const saveCompany = (body: CompanyInfo) =>
  api<{ message: string; company: CompanyInfo }>('/api/admin/settings/company', { method: 'PUT', body });

/** PUT /api/admin/settings/company-legal: the receipts' issuer (ADR 0050). */
export const saveCompanyLegal = (body: CompanyLegalInput) =>
  api<{ message: string; legal: CompanyLegal }>('/api/admin/settings/company-legal', { method: 'PUT', body });

/** PUT /api/admin/settings/privacy: the notice's text (a new version) and the data officer; master only (ADR 0054). */
export const savePrivacyNotice = (body: PrivacyNoticeInput) =>
  api<{ message: string; privacy: PrivacyNoticeSettings }>('/api/admin/settings/privacy', { method: 'PUT', body });

/** After a change the public site's cached config is refreshed too. */
function useSettingsMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: settingsKeys.admin });
      await qc.invalidateQueries({ queryKey: siteConfigKey });
    },
  });
}

export const useSetGatePassword = () => useSettingsMutation(setGatePassword);
export const useSaveCompany = () => useSettingsMutation(saveCompany);
export const useSaveCompanyLegal = () => useSettingsMutation(saveCompanyLegal);
export const useSavePrivacyNotice = () => useSettingsMutation(savePrivacyNotice);
