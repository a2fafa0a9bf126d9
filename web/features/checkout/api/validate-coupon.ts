import { useMutation } from '@tanstack/react-query';
import type { CouponValidateInput, CouponValidateResponse } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/checkout/coupon/validate: the quote with the coupon, or the spec's refusal. */
export const validateCoupon = (body: CouponValidateInput) =>
  api<CouponValidateResponse>('/api/checkout/coupon/validate', { method: 'POST', body });

export const useValidateCoupon = (config: MutationConfig<typeof validateCoupon> = {}) =>
  useMutation({ ...config, mutationFn: validateCoupon });
