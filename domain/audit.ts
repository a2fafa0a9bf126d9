/** The spec's script-like patterns: an entry that contains one is flagged as suspicious. */
const SUSPICIOUS = [
  /script/i,
  /eval\s*\(/i,
  /javascript:/i,
  /onload\s*=/i,
  /onerror\s*=/i,
  /alert\s*\(/i,
  /document\./i,
  /window\./i,
];

export function isSuspicious(details: string, metadata?: unknown): boolean {
  const text = `${details} ${metadata === undefined ? '' : JSON.stringify(metadata)}`;
  return SUSPICIOUS.some((re) => re.test(text));
}

export const auditCategories = [
  'auth',
  'users',
  'settings',
  'buildings',
  'photos',
  'discounts',
  'coupons',
  'orders',
  'payments',
  'videos',
  'notices',
  'screens',
  'make_goods',
  'finance',
  'site',
  'privacy',
] as const;
export type AuditCategory = (typeof auditCategories)[number];
