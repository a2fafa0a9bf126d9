import { maskCnpj, maskCpf, maskPhone } from '../../../../domain/documents';

/** CPF (11 digits) or CNPJ (14) as people write them. */
export const formatDocument = (d: string | null) => (!d ? '—' : d.length > 11 ? maskCnpj(d) : maskCpf(d));
export const formatPhone = (p: string | null) => (p ? maskPhone(p) || p : '—');
