import { roleLabels, type Role } from '../../../../domain/permissions';
import { Badge } from '../../../components/ui/badge';

const tone: Record<Role, 'brand' | 'green' | 'yellow' | 'gray' | 'red'> = {
  master: 'red',
  admin: 'brand',
  editor: 'yellow',
  finance: 'green',
  sindico: 'gray',
  client: 'gray',
};

export const RoleBadge = ({ role }: { role: Role }) => <Badge tone={tone[role]}>{roleLabels[role]}</Badge>;
