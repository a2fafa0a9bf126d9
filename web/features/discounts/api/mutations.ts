import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponInputBody, CouponView } from '../../../../domain/schemas/coupons';
import type { DiscountInputBody, DiscountView, PeriodDiscountView } from '../../../../domain/schemas/discounts';
import { api } from '../../../lib/api';
import { discountKeys } from './keys';

/**
 * The screen's writes. None is idempotent (a repeated POST would create twice), so none retries;
 * every success refreshes the lists and the statistics.
 */
function usePromotionMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    retry: 0,
    onSettled: () => qc.invalidateQueries({ queryKey: discountKeys.all }),
  });
}

export const saveDiscount = ({ id, body }: { id: string | null; body: DiscountInputBody }) =>
  api<DiscountView>(id ? `/api/admin/discounts/${id}` : '/api/admin/discounts', { method: id ? 'PUT' : 'POST', body });
export const useSaveDiscount = () => usePromotionMutation(saveDiscount);

export const deleteDiscount = (id: string) =>
  api<{ message: string }>(`/api/admin/discounts/${id}`, { method: 'DELETE' });
export const useDeleteDiscount = () => usePromotionMutation(deleteDiscount);

export const saveCoupon = ({ id, body }: { id: string | null; body: CouponInputBody }) =>
  api<CouponView>(id ? `/api/admin/coupons/${id}` : '/api/admin/coupons', { method: id ? 'PUT' : 'POST', body });
export const useSaveCoupon = () => usePromotionMutation(saveCoupon);

export const deleteCoupon = (id: string) => api<{ message: string }>(`/api/admin/coupons/${id}`, { method: 'DELETE' });
export const useDeleteCoupon = () => usePromotionMutation(deleteCoupon);

export const savePeriods = (periods: { months: number; percentBp: number | null; active: boolean }[]) =>
  api<{ periods: PeriodDiscountView[] }>('/api/admin/period-discounts', { method: 'PUT', body: { periods } });
export const useSavePeriods = () => usePromotionMutation(savePeriods);

export const bulkApply = (body: { buildingIds: string[]; periodDiscountId: string | null }) =>
  api<{ discount: DiscountView; message: string }>('/api/admin/discounts/bulk-apply', { method: 'POST', body });
export const useBulkApply = () => usePromotionMutation(bulkApply);
