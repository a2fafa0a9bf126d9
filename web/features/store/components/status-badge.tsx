import { storeStatusLabels } from '../../../../domain/panels';
import type { BuildingStatus } from '../../../../domain/buildings';
import { Badge } from '../../../components/ui/badge';

const tone = { active: 'green', maintenance: 'yellow', inactive: 'red' } as const;

/** Ativo / Manutenção / Inativo. */
export function StatusBadge({ status, className }: { status: BuildingStatus; className?: string }) {
  return (
    <Badge tone={tone[status]} className={className}>
      {storeStatusLabels[status]}
    </Badge>
  );
}
