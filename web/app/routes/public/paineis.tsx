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
      <title>Painéis Digitais — Indexa</title>
      <PanelsHero />
      <DailyViews />
      <PanelContent />
      <HowItWorks />
      <FinalCta />
    </>
  );
}
