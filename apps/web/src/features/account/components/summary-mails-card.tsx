import { LANGUAGE_NAMES } from '@brewline/contracts/languages';
import { SUMMARY_MAIL_HOUR, type SummaryMailKind, WEEK_CLOSE_CHOICES, type WeekCloseChoice } from '@brewline/contracts/summary-mails';
import type { SummaryMailSettings } from '@brewline/contracts/schemas/summary-mails';
import { Box, Button, FormControlLabel, LinearProgress, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useNotice } from '../../../components/use-notice';
import { usePreferences } from '../../../lib/preferences';
import { useSaveSummaryMails, useSummaryMails } from '../api/summary-mails';
import { AccountCard } from './account-card';

const SWITCHES: readonly { kind: SummaryMailKind; label: string; hint: string }[] = [
  { kind: 'morning', label: 'summaryMorning', hint: 'summaryMorningHint' },
  { kind: 'payoutStatement', label: 'summaryPayout', hint: 'summaryPayoutHint' },
];

/**
 * Summary mails: the morning summary and Monday's payout statement, one mail per shop the user sees the analytics of.
 * Each switch saves at once, in the language the dashboard speaks now: the mails are written in it.
 */
export function SummaryMailsCard() {
  const { t } = useTranslation('account');
  const { language } = usePreferences();
  const settings = useSummaryMails();
  const save = useSaveSummaryMails();
  const notice = useNotice();

  const change = (next: SummaryMailSettings, done: string) =>
    save.mutate(next, { onSuccess: () => notice.success(t(done)), onError: (error) => notice.serverError(error) });
  const saved = settings.data;
  const anyOn = saved !== undefined && (saved.morning || saved.payoutStatement);

  return (
    <AccountCard id="summary-mails" title={t('summaryTitle')} subtitle={t('summarySubtitle', { hour: `${SUMMARY_MAIL_HOUR}:00` })}>
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {/* While the settings are on their way the switches' own texts are drawn (the page is drawn ahead with them,
          decision 313); each switch shows once its state is known. */}
      {(saved || settings.isPending) && (
        <Box sx={{ position: 'relative' }}>
          {/* Over the rows, not above them: nothing moves when it goes. */}
          {settings.isPending && <LinearProgress aria-label={t('summaryLoading')} sx={{ position: 'absolute', top: -8, insetInline: 0 }} />}
          <Stack spacing={2} aria-busy={settings.isPending || undefined}>
            {SWITCHES.map(({ kind, label, hint }) => (
              <Box key={kind}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={saved?.[kind] ?? false}
                      disabled={!saved || save.isPending}
                      sx={{ visibility: saved ? 'visible' : 'hidden' }}
                      onChange={(event) =>
                        saved &&
                        change(
                          { ...saved, [kind]: event.target.checked, language: language },
                          event.target.checked ? 'summaryOn' : 'summaryOff',
                        )
                      }
                    />
                  }
                  label={t(label)}
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
                  {t(hint)}
                </Typography>
                {kind === 'payoutStatement' && saved?.payoutStatement && (
                  <TextField
                    select
                    size="small"
                    label={t('summaryWeekClose')}
                    helperText={t('summaryWeekCloseHint')}
                    value={saved.weekClose}
                    disabled={save.isPending}
                    onChange={(event) =>
                      change({ ...saved, weekClose: event.target.value as WeekCloseChoice, language }, 'summaryWeekCloseSaved')
                    }
                    sx={{ mt: 2, ml: { xs: 0, sm: 6 }, width: { xs: '100%', sm: 380 }, maxWidth: '100%' }}
                  >
                    {WEEK_CLOSE_CHOICES.map((choice) => (
                      <MenuItem key={choice} value={choice}>
                        {t(`summaryWeekCloseChoices.${choice}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Box>
            ))}
            {saved && anyOn && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="body2" data-testid="summary-language">
                  {t('summaryLanguage', { language: LANGUAGE_NAMES[saved.language] })}
                </Typography>
                {saved.language !== language && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={save.isPending}
                    onClick={() => change({ ...saved, language: language }, 'summaryLanguageSaved')}
                  >
                    {t('summaryUseLanguage', { language: LANGUAGE_NAMES[language] })}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Box>
      )}
    </AccountCard>
  );
}
