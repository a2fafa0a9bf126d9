import { useSearchParams } from 'react-router';
import { LoginCard } from '../../../features/auth/components/login-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** '/redefinir-senha?token=...': the page the recovery e-mail links to. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <LoginCard title="Redefinir senha" subtitle="Escolha uma nova senha para a sua conta.">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </LoginCard>
  );
}
