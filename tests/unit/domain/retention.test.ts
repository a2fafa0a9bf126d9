import { describe, expect, it } from 'vitest';
import { PRIVACY_REQUEST_DEADLINE_DAYS, RETENTION, SECURITY_LOG_IP_MIN_DAYS, privacyRequestDueDay } from '../../../domain/retention';

describe('retention periods', () => {
  it('a request is due 15 days after it arrived, across a month and a year', () => {
    expect(PRIVACY_REQUEST_DEADLINE_DAYS).toBe(15);
    expect(privacyRequestDueDay('2026-11-20')).toBe('2026-12-05');
    expect(privacyRequestDueDay('2026-12-25')).toBe('2027-01-09');
  });

  it('security-log IPs are kept at least the six months Marco Civil asks for', () => {
    expect(RETENTION.securityLogIp.days).toBeGreaterThanOrEqual(SECURITY_LOG_IP_MIN_DAYS);
  });

  it('fiscal records are kept five years, and consent-based data has a consent basis', () => {
    expect(RETENTION.fiscalRecord.days).toBe(5 * 365);
    expect(RETENTION.newsletter.basis).toBe('consent');
    expect(RETENTION.waitlist.basis).toBe('consent');
  });
});
