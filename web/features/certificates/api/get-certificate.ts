import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '../../../../domain/schemas/certificates';
import { api } from '../../../lib/api';

export const certificateKeys = { one: (code: string) => ['certificate', code] as const };
export const getCertificate = (code: string) => api<CertificateVerification>(`/api/certificates/${encodeURIComponent(code)}`);

/** A certificate's recorded totals never change: read once. */
export const certificateQuery = (code: string) =>
  queryOptions({ queryKey: certificateKeys.one(code), queryFn: () => getCertificate(code), staleTime: Infinity, retry: false });

export const useCertificate = (code: string) => useQuery({ ...certificateQuery(code), enabled: code.length > 0 });
