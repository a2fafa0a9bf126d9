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
      {/* Each section hydrates in a task of its own after the page's shell (ADR 0029). */}
      <DeferHydration>
        <PanelsHero />
      </DeferHydration>
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
