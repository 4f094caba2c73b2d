import type { SignedInDevice } from '@brewline/contracts/schemas/auth';
import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { LoadError } from '../../../components/load-error';
import { useNotice } from '../../../components/use-notice';
import { formatDateTime } from '../../../lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/list-sessions';
import { AccountCard } from './account-card';
import { CardLoading } from './card-loading';

/** 'Chrome on Android', 'Firefox', or 'Unknown browser': what the server read from the device's User-Agent. */
export function deviceName(t: TFunction<'account'>, device: Pick<SignedInDevice, 'browser' | 'os'>): string {
  if (device.browser && device.os) return t('browserOnOs', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('unknownBrowser');
}

/** Signed-in devices: every live session of the user, this device first marked; sign one out, or all the others. */
export function SignedInDevicesCard() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const confirm = useConfirm();
  const notice = useNotice();
  const devices = sessions.data ?? [];
  const others = devices.filter((device) => !device.current);
  // This device first, then the most recently seen.
  const ordered = [...devices.filter((device) => device.current), ...others];

  async function signOutOne(device: SignedInDevice) {
    if (!(await confirm({ title: t('signOutDeviceTitle'), text: t('signOutDeviceConfirm', { device: deviceName(t, device) }) }))) return;
    endOne.mutate(device.id, {
      onSuccess: () => notice.success(t('deviceSignedOut')),
      onError: (error) => notice.serverError(error),
    });
  }

  async function signOutOthers() {
    if (!(await confirm({ title: t('signOutOthersTitle'), text: t('signOutOthersConfirm') }))) return;
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => notice.success(t('othersSignedOut', { count: ended })),
      onError: (error) => notice.serverError(error),
    });
  }

  return (
    <AccountCard id="devices" title={t('devicesTitle')} subtitle={t('devicesSubtitle')}>
      {sessions.isError && <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {/* As tall as the answer most users get: this device alone. */}
      {sessions.isPending && <CardLoading label={t('loadingDevices')} minHeight={{ xs: 150, sm: 128 }} />}
      {sessions.data && (
        <Stack spacing={2}>
          <List disablePadding aria-label={t('devicesTitle')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {ordered.map((device, index) => {
              const name = deviceName(t, device);
              return (
                <ListItem
                  key={device.id}
                  divider={index < ordered.length - 1}
                  data-testid="device"
                  sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5 }}
                >
                  <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                      {device.current && <Chip size="small" color="primary" label={t('thisDevice')} />}
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('addressLine', { address: device.clientAddress ?? t('unknownAddress') })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('signedInLine', { when: formatDateTime(device.signedInAt) })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('lastSeenLine', { when: formatDateTime(device.lastSeenAt) })}
                    </Typography>
                  </Box>
                  {!device.current && (
                    <Button
                      variant="outlined"
                      color="error"
                      size="small"
                      aria-label={t('signOutDeviceLabel', { device: name })}
                      disabled={endOne.isPending && endOne.variables === device.id}
                      onClick={() => void signOutOne(device)}
                    >
                      {t('signOutDevice')}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
          {others.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noOtherDevices')}
            </Typography>
          ) : (
            <Box>
              <Button variant="contained" color="error" disabled={endOthers.isPending} onClick={() => void signOutOthers()}>
                {t('signOutOthers')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </AccountCard>
  );
}
