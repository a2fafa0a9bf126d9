import { CalendarRange, Layers, Plus, Ticket } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { percentFromBp } from '../../../../domain/money';
import { monthsLabel } from '../../../../domain/pricing';
import { AdminPage } from '../../../components/layout/admin-page';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useDiscountsScreen } from '../hooks/use-discounts-screen';
import { BulkApplyDialog } from './bulk-apply-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponList, REVENUE_MEANS as COUPON_REVENUE_MEANS } from './coupon-list';
import { DiscountFormDialog } from './discount-form-dialog';
import { DiscountList } from './discount-list';
import { couponValueLabel, discountValueLabel } from './labels';
import { PeriodDiscountsDialog } from './period-discounts-dialog';
import { StatsCards } from './stats-cards';

/** /admin/discounts ('Descontos'): statistics, building discounts, coupons, periods, bulk apply. */
export function DiscountsScreen() {
  const s = useDiscountsScreen();
  const m = s.modal;

  return (
    <AdminPage
      title="Descontos"
      description="Promoções de prédios, cupons e descontos por período. Mudanças aparecem na loja na hora."
      actions={
        <div className="grid w-full grid-cols-2 gap-2 min-[769px]:flex min-[769px]:w-auto min-[769px]:flex-wrap">
          <Button onClick={() => s.open({ kind: 'discount', discount: null })}>
            <Plus className="h-4 w-4" aria-hidden /> Novo desconto
          </Button>
          <Button onClick={() => s.open({ kind: 'coupon', coupon: null })}>
            <Ticket className="h-4 w-4" aria-hidden /> Novo cupom
          </Button>
          <Button variant="outline" className="h-auto min-h-10 py-1.5" onClick={() => s.open({ kind: 'periods' })} disabled={s.periods.length === 0}>
            <CalendarRange className="h-4 w-4" aria-hidden /> Descontos por período
          </Button>
          <Button variant="outline" className="h-auto min-h-10 py-1.5" onClick={() => s.open({ kind: 'bulk' })} disabled={s.periods.length === 0}>
            <Layers className="h-4 w-4" aria-hidden /> Aplicar em massa
          </Button>
        </div>
      }
    >
      <StatsCards stats={s.stats} />

      {s.failed ? (
        <div className="space-y-3">
          <ErrorBox>{messages.discountsLoadError}</ErrorBox>
          <Button variant="outline" onClick={s.retry}>
            Tentar novamente
          </Button>
        </div>
      ) : s.loading ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : (
        <>
          <section aria-labelledby="discounts-heading" className="space-y-3">
            <h2 id="discounts-heading" className="text-lg font-semibold text-slate-900">
              Descontos de prédios
            </h2>
            <DiscountList
              discounts={s.discounts}
              onEdit={(d) => s.open({ kind: 'discount', discount: d })}
              onDelete={(d) => s.open({ kind: 'delete-discount', discount: d })}
            />
          </section>
          <section aria-labelledby="coupons-heading" className="space-y-3">
            <h2 id="coupons-heading" className="text-lg font-semibold text-slate-900">
              Cupons
            </h2>
            <p className="text-xs text-slate-600">Usos contra o limite de cada cupom; receita: {COUPON_REVENUE_MEANS.toLowerCase()}.</p>
            <CouponList
              coupons={s.coupons}
              buildingName={s.buildingName}
              onEdit={(c) => s.open({ kind: 'coupon', coupon: c })}
              onDelete={(c) => s.open({ kind: 'delete-coupon', coupon: c })}
            />
          </section>
          <section aria-labelledby="periods-heading" className="space-y-3">
            <h2 id="periods-heading" className="text-lg font-semibold text-slate-900">
              Descontos por período
            </h2>
            <ul className="grid grid-cols-2 gap-3 min-[769px]:grid-cols-4">
              {s.periods.map((p) => (
                <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <p className="text-sm text-slate-500">{monthsLabel(p.months)}</p>
                  <p className="text-xl font-bold text-slate-900">{percentFromBp(p.percentBp)}</p>
                  <p className={p.active ? 'text-xs font-medium text-emerald-700' : 'text-xs text-slate-500'}>
                    {p.active ? 'Ativo' : 'Inativo'}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}

      {m.kind === 'discount' && <DiscountFormDialog discount={m.discount} onClose={s.close} />}
      {m.kind === 'coupon' && <CouponFormDialog coupon={m.coupon} onClose={s.close} />}
      {m.kind === 'periods' && <PeriodDiscountsDialog periods={s.periods} onClose={s.close} />}
      {m.kind === 'bulk' && <BulkApplyDialog periods={s.periods} onClose={s.close} />}
      {m.kind === 'delete-discount' && (
        <ConfirmDeleteDialog
          title="Excluir desconto"
          question={messages.discountDeleteConfirm}
          subject={`${discountValueLabel(m.discount)} — ${m.discount.buildings.map((b) => b.name).join(', ')}`}
          busy={s.deleting}
          error={s.deleteError}
          onConfirm={() => void s.confirmDelete()}
          onClose={s.close}
        />
      )}
      {m.kind === 'delete-coupon' && (
        <ConfirmDeleteDialog
          title="Excluir cupom"
          question={messages.couponDeleteConfirm}
          subject={`${m.coupon.code} — ${couponValueLabel(m.coupon)}`}
          busy={s.deleting}
          error={s.deleteError}
          onConfirm={() => void s.confirmDelete()}
          onClose={s.close}
        />
      )}
    </AdminPage>
  );
}
