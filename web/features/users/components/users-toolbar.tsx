import { Plus, Search } from 'lucide-react';
import { roleLabels, roles, type Role } from '../../../../domain/permissions';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';

/** Search by name, e-mail or phone; filter by role; 'Novo usuário' for those who may create. */
export function UsersToolbar({
  searchText,
  onSearchText,
  role,
  onRole,
  onCreate,
}: {
  searchText: string;
  onSearchText: (v: string) => void;
  role: Role | '';
  onRole: (r: Role | '') => void;
  /** Absent when the person may not create users. */
  onCreate?: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 min-[769px]:flex-row min-[769px]:items-end">
      <div className="relative flex-1">
        <label htmlFor="users-search" className="mb-1.5 block text-sm font-medium text-slate-700">
          Buscar
        </label>
        <Search className="pointer-events-none absolute bottom-2.5 left-3 h-5 w-5 text-slate-400" aria-hidden />
        <Input
          id="users-search"
          type="search"
          placeholder="Nome, e-mail ou telefone"
          className="pl-10"
          value={searchText}
          onChange={(e) => onSearchText(e.target.value)}
        />
      </div>
      <div className="min-[769px]:w-52">
        <label htmlFor="users-role" className="mb-1.5 block text-sm font-medium text-slate-700">
          Perfil
        </label>
        <Select id="users-role" value={role} onChange={(e) => onRole(e.target.value as Role | '')}>
          <option value="">Todos os perfis</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </Select>
      </div>
      {onCreate && (
        <Button onClick={onCreate}>
          <Plus className="h-4 w-4" aria-hidden /> Novo usuário
        </Button>
      )}
    </div>
  );
}
