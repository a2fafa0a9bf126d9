import {
  ClosingCta,
  ContentTransformation,
  MarketingHero,
  Methodology,
  SuccessCases,
  TacohFramework,
} from '../../../features/marketing/components/marketing-sections';

export function Component() {
  return (
    <>
      <MarketingHero />
      <ContentTransformation />
      <TacohFramework />
      <Methodology />
      <SuccessCases />
      <ClosingCta />
    </>
  );
}
