import { messages } from '../../../../domain/messages';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminSettings } from '../api';
import { CompanyCard } from './company-card';
import { GatePasswordCard } from './gate-password-card';

/** /admin/settings */
export function SettingsPage() {
  const settings = useAdminSettings();
  if (settings.isPending) return <div className="flex justify-center py-16 text-brand-600"><Spinner /></div>;
  if (settings.isError) return <ErrorBox>{messages.settingsLoadError}</ErrorBox>;
  return (
    <div className="space-y-6">
      <GatePasswordCard enabled={settings.data.gate.enabled} fromEnvironment={settings.data.gate.fromEnvironment} />
      <CompanyCard value={settings.data.company} />
    </div>
  );
}
