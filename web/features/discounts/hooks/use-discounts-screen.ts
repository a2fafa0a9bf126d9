import { useReducer, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import type { CouponView } from '../../../../domain/schemas/coupons';
import type { DiscountView } from '../../../../domain/schemas/discounts';
import { useBuildingOptions } from '../api/get-buildings';
import { useCoupons } from '../api/get-coupons';
import { useDiscounts } from '../api/get-discounts';
import { usePeriods } from '../api/get-periods';
import { useDiscountStats } from '../api/get-stats';
import { useDeleteCoupon, useDeleteDiscount } from '../api/mutations';
import { saveErrorText } from '../error-text';

/** Which modal is open: one at a time. */
export type Modal =
  | { kind: 'none' }
  | { kind: 'discount'; discount: DiscountView | null }
  | { kind: 'coupon'; coupon: CouponView | null }
  | { kind: 'periods' }
  | { kind: 'bulk' }
  | { kind: 'delete-discount'; discount: DiscountView }
  | { kind: 'delete-coupon'; coupon: CouponView };

const reducer = (_: Modal, next: Modal): Modal => next;

/** The discounts screen's data and flow: the lists, the figures and the open modal. */
export function useDiscountsScreen() {
  const discounts = useDiscounts();
  const coupons = useCoupons();
  const stats = useDiscountStats();
  const periods = usePeriods();
  const buildings = useBuildingOptions();
  const [modal, open] = useReducer(reducer, { kind: 'none' });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const delDiscount = useDeleteDiscount();
  const delCoupon = useDeleteCoupon();

  const close = () => {
    setDeleteError(null);
    open({ kind: 'none' });
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    const isDiscount = modal.kind === 'delete-discount';
    const fallback = isDiscount ? messages.discountDeleteError : messages.couponDeleteError;
    try {
      if (modal.kind === 'delete-discount') await delDiscount.mutateAsync(modal.discount.id);
      else if (modal.kind === 'delete-coupon') await delCoupon.mutateAsync(modal.coupon.id);
      else return;
      toast.success(isDiscount ? messages.discountDeleted : messages.couponDeleted);
      close();
    } catch (err) {
      setDeleteError(saveErrorText(err, fallback));
    }
  };

  const names = new Map((buildings.data ?? []).map((b) => [b.id, b.name]));
  const loading = discounts.isPending || coupons.isPending;
  const failed = discounts.isError || coupons.isError;

  return {
    discounts: discounts.data ?? [],
    coupons: coupons.data ?? [],
    stats: stats.data,
    periods: periods.data ?? [],
    buildingName: (id: string) => names.get(id) ?? 'Prédio removido',
    loading,
    failed,
    retry: () => {
      void discounts.refetch();
      void coupons.refetch();
      void stats.refetch();
    },
    modal,
    open,
    close,
    confirmDelete,
    deleting: delDiscount.isPending || delCoupon.isPending,
    deleteError,
  };
}
