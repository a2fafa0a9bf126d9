import { useParams } from 'react-router';
import { VerifyPage } from '../../features/certificates/components/verify-page';

/** '/verificar' and '/verificar/:code': checking a certificate of display, for anyone (ADR 0048). */
export function Component() {
  const { code = '' } = useParams();
  return <VerifyPage code={code} />;
}
