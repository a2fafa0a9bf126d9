import { useMutation } from '@tanstack/react-query';
import type { CouponValidateResponse } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/query-client';

export interface ValidateCouponInput {
  code: string;
  buildingIds: string[];
  months: number;
}

/** POST /api/checkout/coupon/validate: the quote with the coupon, or the spec's refusal. */
export const validateCoupon = (body: ValidateCouponInput) =>
  api<CouponValidateResponse>('/api/checkout/coupon/validate', { method: 'POST', body });

export const useValidateCoupon = (config: MutationConfig<typeof validateCoupon> = {}) =>
  useMutation({ ...config, mutationFn: validateCoupon });
