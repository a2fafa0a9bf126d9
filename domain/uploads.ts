/**
 * Limits of unfinished resumable uploads (issue 27): an open upload reserves its declared
 * Upload-Length until it finishes, is abandoned (DELETE) or sits idle too long. A new one is
 * refused when the account or the address already has too many open, when too many were started
 * in the last minute, or when the bytes reserved by all open uploads would pass the budget.
 * Pure: the server counts under one lock and asks this rule.
 */
export interface UploadLimits {
  openPerAccount: number;
  openPerAddress: number;
  /** Uploads started in the last minute, per account and per address (open or not). */
  perMinute: number;
  /** Bytes all open uploads may reserve together (disk or bucket). */
  pendingMaxBytes: number;
}

export interface UploadUsage {
  accountOpen: number;
  addressOpen: number;
  accountLastMinute: number;
  addressLastMinute: number;
  pendingBytes: number;
}

/** 'no_space' answers 507 (Insufficient Storage); the others 429 (Too Many Requests). */
export type UploadRefusal = 'account_open' | 'address_open' | 'too_fast' | 'no_space';

export function uploadRefusal(usage: UploadUsage, limits: UploadLimits, bytes: number): UploadRefusal | null {
  if (usage.accountOpen >= limits.openPerAccount) return 'account_open';
  if (usage.addressOpen >= limits.openPerAddress) return 'address_open';
  if (usage.accountLastMinute >= limits.perMinute || usage.addressLastMinute >= limits.perMinute) return 'too_fast';
  if (usage.pendingBytes + bytes > limits.pendingMaxBytes) return 'no_space';
  return null;
}

export const uploadRefusalStatus = (r: UploadRefusal): 429 | 507 => (r === 'no_space' ? 507 : 429);
