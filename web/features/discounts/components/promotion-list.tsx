import type { ReactNode } from 'react';
import type { PromotionState } from '../../../../domain/discounts';
import { cn } from '../../../lib/cn';
import { RowActions } from './row-actions';
import { StateBadge } from './state-badge';

/** One column of the wide table; 'Status' and 'Ações' close every table. */
export interface PromotionColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  className?: string;
  alignRight?: boolean;
  testId?: string;
}

/** What a list shows: its name, its columns and cards, and the text when it is empty. */
export interface ListLayout<T> {
  label: string;
  /** 'coupon' gives the rows 'coupon-row' and the cards 'coupon-card'. */
  testId: string;
  empty: string;
  columns: PromotionColumn<T>[];
  /** A card's top lines, beside its buttons. */
  summary: (item: T) => ReactNode;
  /** A card's small print, after its state. */
  facts: (item: T) => ReactNode;
  /** Names the row in its buttons' labels ('Editar cupom BEMVINDO'). */
  subject: (item: T) => string;
}

/** What the row's buttons do. */
export interface RowHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/**
 * Building discounts or coupons, newest first: a table above 768 px, cards below; each row and card
 * with its state and its edit and delete buttons.
 */
export function PromotionList<T extends { id: string; state: PromotionState }>({
  items,
  layout: { label, testId, empty, columns, summary, facts, subject },
  onEdit,
  onDelete,
}: { items: T[]; layout: ListLayout<T> } & RowHandlers<T>) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-500">{empty}</p>
    );
  }
  const actions = (item: T) => (
    <RowActions subject={subject(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
  );
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white min-[769px]:block">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              {columns.map((col, i) => (
                <th key={i} scope="col" className={cn('px-4 py-3', col.alignRight && 'text-right')}>
                  {col.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Ações
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id} className="align-middle" data-testid={`${testId}-row`}>
                {columns.map((col, i) => (
                  <td key={i} className={cn('px-4 py-3', col.alignRight && 'text-right', col.className)} data-testid={col.testId}>
                    {col.cell(item)}
                  </td>
                ))}
                <td className="px-4 py-3">
                  <StateBadge state={item.state} />
                </td>
                <td className="px-4 py-3">{actions(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[769px]:hidden" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`${testId}-card`}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">{summary(item)}</div>
              {actions(item)}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <StateBadge state={item.state} />
              {facts(item)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
