import {
  DailyViews,
  FinalCta,
  HowItWorks,
  PanelContent,
  PanelsHero,
} from '../../../features/panels-landing/components/panels-sections';
import { DeferHydration } from '../../../lib/defer-hydration';

export function Component() {
  return (
    <>
      <PanelsHero />
      {/* Below the first screen: hydrated each in a task of its own (ADR 0029). */}
      <DeferHydration>
        <DailyViews />
      </DeferHydration>
      <DeferHydration>
        <PanelContent />
      </DeferHydration>
      <DeferHydration>
        <HowItWorks />
      </DeferHydration>
      <DeferHydration>
        <FinalCta />
      </DeferHydration>
    </>
  );
}
