import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPrivacyNotice } from '../../../../domain/schemas/privacy-notice';
import { api } from '../../../lib/api';

export const privacyNoticeKeys = { notice: ['privacy-notice'] as const };

/** GET /api/site/privacy: open to anyone, gate or not (ADR 0054). */
export const getPrivacyNotice = () => api<PublicPrivacyNotice>('/api/site/privacy');

export const privacyNoticeQueryOptions = () => queryOptions({ queryKey: privacyNoticeKeys.notice, queryFn: getPrivacyNotice });

export const usePrivacyNotice = () => useQuery(privacyNoticeQueryOptions());
