import {
  DailyViews,
  FinalCta,
  HowItWorks,
  PanelContent,
  PanelsHero,
} from '../../../features/panels-landing/components/panels-sections';

export function Component() {
  return (
    <>
      <PanelsHero />
      <DailyViews />
      <PanelContent />
      <HowItWorks />
      <FinalCta />
    </>
  );
}
