import { buildingStatusLabels, type BuildingStatus } from '../../../../domain/buildings';
import { Badge } from '../../../components/ui/badge';

const tones = { active: 'green', maintenance: 'yellow', inactive: 'gray' } as const;

export function StatusBadge({ status, archived }: { status: BuildingStatus; archived?: boolean }) {
  if (archived) return <Badge tone="red">Arquivado</Badge>;
  return <Badge tone={tones[status]}>{buildingStatusLabels[status]}</Badge>;
}
