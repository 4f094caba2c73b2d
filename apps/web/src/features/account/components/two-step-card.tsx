import type { TwoStepSetup } from '@brewline/contracts/schemas/two-step';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { TextInput } from '../../../components/text-input';
import { useNotice } from '../../../components/use-notice';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDisableTwoStep, useEnableTwoStep, useForgetDevices, useStartTwoStepSetup, useTwoStepStatus } from '../api/two-step';
import { CardLoading } from './card-loading';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A wrong code is shown under its field; anything else as a notice. */
function useCodeError() {
  const { t } = useTranslation('messages');
  const notice = useNotice();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    fail(cause: unknown) {
      if (cause instanceof ApiError && cause.field === 'code' && cause.messageKey) setError(t(cause.messageKey));
      else notice.serverError(cause);
    },
  };
}

/**
 * Account page: 'Two-step sign-in' (decisions 220-224). Off: set it up from a QR code, on with a right code, then the
 * ten recovery codes once. On: codes left, remembered devices, and turning it off with a fresh code. `onDone` is told
 * when the user has put the recovery codes away (the required set-up then goes on to the dashboard).
 */
export function TwoStepCard({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('account');
  const status = useTwoStepStatus();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodesStep
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onDone?.();
        }}
      />
    );
  } else if (setup) {
    body = (
      <SetupStep
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else if (status.data) {
    body = status.data.enabled ? <OnStep status={status.data} /> : <OffStep requiredBy={status.data.requiredBy} onSetup={setSetup} />;
  } else if (status.isError) {
    body = <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  } else {
    // As tall as the answer most users get: off, its text and the set-up button.
    body = <CardLoading label={t('twoStepLoading')} minHeight={{ xs: 124, sm: 84 }} />;
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="two-step-title" data-testid="card-two-step">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="two-step-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('twoStepTitle')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

function RequiredAlert({ requiredBy }: { requiredBy: string[] }) {
  const { t } = useTranslation('account');
  if (requiredBy.length === 0) return null;
  return <Alert severity="info">{t('twoStepRequiredBy', { shops: requiredBy.join(', ') })}</Alert>;
}

function OffStep({ requiredBy, onSetup }: { requiredBy: string[]; onSetup: (setup: TwoStepSetup) => void }) {
  const { t } = useTranslation('account');
  const notice = useNotice();
  const start = useStartTwoStepSetup();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('twoStepOffText')}</Typography>
      <RequiredAlert requiredBy={requiredBy} />
      <Button
        variant="contained"
        disabled={start.isPending}
        onClick={() => start.mutateAsync().then(onSetup, (error: unknown) => notice.serverError(error))}
      >
        {t('twoStepSetUp')}
      </Button>
    </Stack>
  );
}

function SetupStep({ setup, onCancel, onEnabled }: { setup: TwoStepSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('account');
  const enable = useEnableTwoStep();
  const [code, setCode] = useState('');
  const codeError = useCodeError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    codeError.clear();
    enable.mutateAsync({ code }).then(({ recoveryCodes }) => onEnabled(recoveryCodes), codeError.fail);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>{t('twoStepScan')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={setup.qrCode}
          alt={t('twoStepQrAlt')}
          width={200}
          height={200}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography variant="body2" color="text.secondary">
            {t('twoStepSecretLabel')}
          </Typography>
          <Typography
            data-testid="two-step-secret"
            data-secret={setup.secret}
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', direction: 'ltr', textAlign: 'start' }}
          >
            {grouped(setup.secret)}
          </Typography>
        </Box>
      </Box>
      <TextInput
        label={t('twoStepCodeLabel')}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError.error !== null}
        helperText={codeError.error ?? t('twoStepCodeHint')}
        sx={{ maxWidth: 260 }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" disabled={enable.isPending}>
          {t('twoStepTurnOn')}
        </Button>
        <Button onClick={onCancel}>{t('twoStepCancel')}</Button>
      </Stack>
    </Stack>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const notice = useNotice();
  const text = `${t('twoStepCodesFileTitle')}\n\n${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notice.success(t('twoStepCodesCopied')),
      () => notice.validation(t('twoStepCodesCopyFailed')),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'brewline-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('twoStepNowOn')}</Alert>
      <Typography>{t('twoStepCodesText')}</Typography>
      <Box
        component="ol"
        aria-label={t('twoStepCodesLabel')}
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          direction: 'ltr',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('twoStepCopyCodes')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('twoStepDownloadCodes')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('twoStepCodesSaved')}
        </Button>
      </Stack>
    </Stack>
  );
}

function OnStep({
  status,
}: {
  status: { enabledAt: string | null; recoveryCodesLeft: number; rememberedDevices: number; requiredBy: string[] };
}) {
  const { t } = useTranslation('account');
  const notice = useNotice();
  const disable = useDisableTwoStep();
  const forget = useForgetDevices();
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const codeError = useCodeError();
  const required = status.requiredBy.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    codeError.clear();
    disable.mutateAsync({ code }).then(() => {
      setTurningOff(false);
      setCode('');
      notice.success(t('twoStepTurnedOff'));
    }, codeError.fail);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{status.enabledAt ? t('twoStepOnSince', { date: formatDate(status.enabledAt) }) : t('twoStepNowOn')}</Typography>
      <Typography color="text.secondary">
        {t('twoStepCodesLeft', { count: status.recoveryCodesLeft })} {t('twoStepDevices', { count: status.rememberedDevices })}
      </Typography>
      <RequiredAlert requiredBy={status.requiredBy} />
      {!turningOff && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {status.rememberedDevices > 0 && (
            <Button
              variant="outlined"
              disabled={forget.isPending}
              onClick={() =>
                forget.mutateAsync().then(
                  () => notice.success(t('twoStepDevicesForgotten')),
                  (error: unknown) => notice.serverError(error),
                )
              }
            >
              {t('twoStepForgetDevices')}
            </Button>
          )}
          {!required && (
            <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
              {t('twoStepTurnOff')}
            </Button>
          )}
        </Stack>
      )}
      {turningOff && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ width: '100%' }}>
          <Typography>{t('twoStepTurnOffText')}</Typography>
          <TextInput
            label={t('twoStepCodeOrRecovery')}
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError.error !== null}
            helperText={codeError.error ?? undefined}
            sx={{ maxWidth: 260 }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
              {t('twoStepTurnOff')}
            </Button>
            <Button onClick={() => setTurningOff(false)}>{t('twoStepCancel')}</Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
