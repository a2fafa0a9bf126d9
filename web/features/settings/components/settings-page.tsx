import { messages } from '../../../../domain/messages';
import { AdminPage } from '../../../components/layout/admin-page';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminSettings } from '../api/get-admin-settings';
import { CompanyCard } from './company-card';
import { CompanyLegalCard } from './company-legal-card';
import { GatePasswordCard } from './gate-password-card';
import { PrivacyNoticeCard } from './privacy-notice-card';

/** /admin/settings */
export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <AdminPage title="Configurações" description="Acesso ao site, dados de contato exibidos nas páginas públicas, dados dos recibos e aviso de privacidade.">
      {settings.isPending ? (
        <div className="flex justify-center py-16 text-brand-600"><Spinner /></div>
      ) : settings.isError ? (
        <ErrorBox>{messages.settingsLoadError}</ErrorBox>
      ) : (
        <>
          <GatePasswordCard enabled={settings.data.gate.enabled} fromEnvironment={settings.data.gate.fromEnvironment} />
          <CompanyCard value={settings.data.company} />
          <CompanyLegalCard value={settings.data.legal} />
          <PrivacyNoticeCard value={settings.data.privacy} />
        </>
      )}
    </AdminPage>
  );
}
