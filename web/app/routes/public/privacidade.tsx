import { PrivacyPage } from '../../../features/privacy-notice/components/privacy-page';

/** '/privacidade': the privacy notice (ADR 0054), open to anyone, gate or not. */
export function Component() {
  return <PrivacyPage />;
}
