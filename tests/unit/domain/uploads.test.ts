import { describe, expect, it } from 'vitest';
import { uploadRefusal, uploadRefusalStatus, type UploadUsage } from '../../../domain/uploads';

const limits = { openPerAccount: 3, openPerAddress: 10, perMinute: 10, pendingMaxBytes: 100 };
const idle: UploadUsage = { accountOpen: 0, addressOpen: 0, accountLastMinute: 0, addressLastMinute: 0, pendingBytes: 0 };

describe('uploadRefusal (limits of unfinished uploads)', () => {
  it('accepts while every count is under its limit and the bytes fit exactly', () => {
    expect(uploadRefusal({ ...idle, accountOpen: 2, addressOpen: 9, accountLastMinute: 9, addressLastMinute: 9, pendingBytes: 60 }, limits, 40)).toBeNull();
  });
  it('refuses at each limit, the account first', () => {
    expect(uploadRefusal({ ...idle, accountOpen: 3, addressOpen: 10 }, limits, 1)).toBe('account_open');
    expect(uploadRefusal({ ...idle, addressOpen: 10 }, limits, 1)).toBe('address_open');
    expect(uploadRefusal({ ...idle, accountLastMinute: 10 }, limits, 1)).toBe('too_fast');
    expect(uploadRefusal({ ...idle, addressLastMinute: 10 }, limits, 1)).toBe('too_fast');
    expect(uploadRefusal({ ...idle, pendingBytes: 60 }, limits, 41)).toBe('no_space');
  });
  it('no space is 507, the rest 429', () => {
    expect(uploadRefusalStatus('no_space')).toBe(507);
    expect(uploadRefusalStatus('too_fast')).toBe(429);
    expect(uploadRefusalStatus('account_open')).toBe(429);
  });
});
