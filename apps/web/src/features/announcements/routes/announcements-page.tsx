import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AnnouncementForm } from '../components/announcement-form';
import { useShopId } from '../../../lib/session-store';

/** /app/announcements, Announcements (New): a message to the members of one tier. */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const shopId = useShopId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AnnouncementForm shopId={shopId} />
      </Paper>
    </Stack>
  );
}
