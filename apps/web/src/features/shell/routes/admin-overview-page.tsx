import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { BackupsSection } from '../components/backups-section';

export function AdminOverviewPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack spacing={3}>
      <PageHeader title={t('adminWelcome')} />
      <BackupsSection />
    </Stack>
  );
}
