import { Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AnnouncementForm } from '../components/announcement-form';
import { useShopId } from '../../../lib/session-store';

/** /app/announcements, Announcements (New): a message to the members of one tier. */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const shopId = useShopId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AnnouncementForm shopId={shopId} />
      </Paper>
    </Stack>
  );
}
