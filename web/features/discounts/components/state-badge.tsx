import { promotionStateLabels, type PromotionState } from '../../../../domain/discounts';
import { Badge } from '../../../components/ui/badge';

const tones = { active: 'green', scheduled: 'brand', expired: 'gray', exhausted: 'yellow', inactive: 'red' } as const;

export function StateBadge({ state }: { state: PromotionState }) {
  return <Badge tone={tones[state]}>{promotionStateLabels[state]}</Badge>;
}
