import { orderStatusLabels } from '../../../../domain/checkout';
import type { AdminOrderListQuery } from '../../../../domain/schemas/checkout';
import { Input, Select } from '../../../components/ui/input';

export function OrdersFilters({
  value,
  onChange,
}: {
  value: AdminOrderListQuery;
  onChange: (v: AdminOrderListQuery) => void;
}) {
  const set = (patch: Partial<AdminOrderListQuery>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <form
      role="search"
      aria-label="Filtrar pedidos"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="space-y-1 text-sm font-medium text-slate-700 lg:col-span-2">
        <span>Buscar</span>
        <Input
          type="search"
          placeholder="Nome, e-mail, CPF, cupom ou nº do pedido"
          value={value.q ?? ''}
          onChange={(e) => set({ q: e.target.value || undefined })}
        />
      </label>
      <label className="space-y-1 text-sm font-medium text-slate-700">
        <span>Status</span>
        <Select
          value={value.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as AdminOrderListQuery['status'] })}
        >
          <option value="">Todos</option>
          {Object.entries(orderStatusLabels).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </Select>
      </label>
      <label className="space-y-1 text-sm font-medium text-slate-700">
        <span>Forma de pagamento</span>
        <Select
          value={value.method ?? ''}
          onChange={(e) => set({ method: (e.target.value || undefined) as AdminOrderListQuery['method'] })}
        >
          <option value="">Todas</option>
          <option value="pix">PIX</option>
          <option value="card">Cartão de Crédito</option>
        </Select>
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="space-y-1 text-sm font-medium text-slate-700">
          <span>De</span>
          <Input type="date" value={value.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-700">
          <span>Até</span>
          <Input type="date" value={value.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
      </div>
    </form>
  );
}
