import { ACCOUNT_CODE_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH, JOURNAL_ACCOUNTS } from '@brewline/contracts/journal';
import { type AccountMapping, type AccountMappingResponse, AccountMappingSchema } from '@brewline/contracts/schemas/journal';
import { ExpandMore } from '@mui/icons-material';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../components/save-bar';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useSaveAccountMapping } from '../api/journal';

const valuesOf = (copy: AccountMappingResponse): AccountMapping => copy.accounts;

/**
 * The accounts the journal books to (decision 304): each one's name, as QuickBooks knows it, and its code, as Xero
 * does. People who manage the shop edit them; the others see them.
 */
export function AccountMappingCard({
  shopId,
  mapping,
  accounts,
  editable,
}: {
  shopId: number;
  /** The saved mapping, for those who may edit it. */
  mapping: AccountMappingResponse | undefined;
  /** The accounts the journal on screen used. */
  accounts: AccountMapping | undefined;
  editable: boolean;
}) {
  const { t } = useTranslation('journal');
  const titleId = 'account-mapping-title';
  return (
    <Accordion variant="outlined" component="section" aria-labelledby={titleId} disableGutters sx={{ minWidth: 0 }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="account-mapping-content">
        <Stack sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('mapping.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {editable ? t('mapping.hint') : t('mapping.readOnly')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="account-mapping-content">
        {editable && mapping ? (
          <MappingForm shopId={shopId} mapping={mapping} />
        ) : (
          accounts && (
            <Stack spacing={1}>
              {JOURNAL_ACCOUNTS.map((account) => (
                <Typography key={account} variant="body2">
                  <strong>{t(`accounts.${account}`)}</strong>: {accounts[account].name} ({accounts[account].code})
                </Typography>
              ))}
            </Stack>
          )
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function MappingForm({ shopId, mapping }: { shopId: number; mapping: AccountMappingResponse }) {
  const { t } = useTranslation('journal');
  const notice = useNotice();
  const save = useSaveAccountMapping(shopId);
  const form = useSavedForm({
    schema: AccountMappingSchema,
    copy: mapping,
    toValues: valuesOf,
    save: (values) => save.mutateAsync(values),
    reload: () => Promise.resolve(mapping),
    onSaved: (_saved, changed) => changed && notice.success(t('mapping.saved')),
    refusal: { title: t('mapping.errorTitle') },
    leave: {},
  });
  const { fieldError } = form;
  return (
    <Box component="form" noValidate onSubmit={(event) => void form.submit(event)}>
      <Stack spacing={1.5}>
        {JOURNAL_ACCOUNTS.map((account) => {
          const nameError = fieldError(`${account}.name`);
          const codeError = fieldError(`${account}.code`);
          return (
            <Box
              key={account}
              data-testid={`mapping-${account}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'flex-start',
                gap: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Typography sx={{ flex: '1 1 200px', alignSelf: 'center', fontWeight: 600 }}>{t(`accounts.${account}`)}</Typography>
              <TextField
                {...form.register(`${account}.name`)}
                label={t('mapping.name', { account: t(`accounts.${account}`) })}
                size="small"
                error={Boolean(nameError)}
                helperText={nameError}
                sx={{ flex: '2 1 220px' }}
                slotProps={{ htmlInput: { maxLength: ACCOUNT_NAME_MAX_LENGTH } }}
              />
              <TextField
                {...form.register(`${account}.code`)}
                label={t('mapping.code', { account: t(`accounts.${account}`) })}
                size="small"
                error={Boolean(codeError)}
                helperText={codeError}
                sx={{ flex: '1 1 140px' }}
                slotProps={{ htmlInput: { maxLength: ACCOUNT_CODE_MAX_LENGTH } }}
              />
            </Box>
          );
        })}
        <SaveBar {...form.saveBar} persistent submits />
      </Stack>
    </Box>
  );
}
