import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

export function AdminOverviewPage() {
  const { t } = useTranslation('shell');
  return <PageHeader title={t('adminWelcome')} />;
}
