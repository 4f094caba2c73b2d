import {
  formToFields,
  membershipFormValues,
  CALL_TO_ACTION_MAX_LENGTH,
  MEMBERSHIP_DESCRIPTION_MAX_LENGTH,
  MAX_BENEFITS,
  MAX_QUESTIONS,
} from '@brewline/contracts/memberships';
import { type Membership, MembershipFormSchema } from '@brewline/contracts/schemas/memberships';
import { isMessageKey } from '@brewline/contracts/messages';
import { AddCircleOutlined, DeleteOutlined, ImageSearchOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  Divider,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useReloadMembership } from '../api/get-membership';
import { useSaveMembership } from '../api/save-membership';
import { BENEFIT_ICON_LOOK, isBenefitIcon } from './benefit-icons';
import { IconPickerDialog } from './icon-picker-dialog';

const newBenefit = () => ({ title: '', description: '', icon: '' });
const newQuestion = () => ({ question: '', required: false });

/**
 * The membership form, checked with the schema the server uses. Save asks 'Are You Sure?' first; a
 * failed check is named in a notice titled 'Error saving membership!' and under its field; success closes the dialog.
 */
export function MembershipForm({ shopId, membership, onClose }: { shopId: number; membership: Membership | null; onClose: () => void }) {
  const { t } = useTranslation('memberships');
  const notice = useNotice();
  const confirm = useConfirm();
  const save = useSaveMembership(shopId);
  const reload = useReloadMembership(shopId);
  const errorTitle = t('dialog.errorTitle');
  const form = useSavedForm({
    schema: MembershipFormSchema,
    copy: membership,
    toValues: membershipFormValues,
    save: (values, base) => save.mutateAsync({ fields: formToFields(values), base }),
    reload: async () => (membership ? reload(membership.membershipId) : null),
    confirm: () => confirm({ text: t('dialog.confirmText') }),
    onSaved: (_saved, changed) => {
      if (!changed) return;
      notice.success('membershipSaved', t('dialog.successTitle'));
      onClose();
    },
    onInvalid: () => {
      const result = MembershipFormSchema.safeParse(form.getValues());
      const first = result.success ? undefined : result.error.issues[0]?.message;
      notice.validation(first && isMessageKey(first) ? first : 'invalidInput', errorTitle);
    },
    refusal: { title: errorTitle },
  });
  const { register, control, fieldError } = form;
  const benefits = useFieldArray({ control, name: 'benefits' });
  const questions = useFieldArray({ control, name: 'questions' });
  const discountEnabled = useWatch({ control, name: 'discount.enabled' });
  const [pickingFor, setPickingFor] = useState<number | null>(null);

  type Name = Parameters<typeof register>[0];
  const text = (name: Name, label: string, props: { counter?: number; multiline?: boolean } = {}) => {
    const error = fieldError(name);
    return {
      ...register(name),
      label,
      fullWidth: true,
      multiline: props.multiline,
      minRows: props.multiline ? 2 : undefined,
      error: Boolean(error),
      helperText: error ?? (props.counter ? t('dialog.limit', { count: props.counter }) : undefined),
      // dir auto: a tier written in English reads right inside an Arabic screen, and the reverse.
      slotProps: { htmlInput: { 'aria-invalid': Boolean(error), dir: 'auto', maxLength: props.counter ? props.counter + 50 : undefined } },
    };
  };

  return (
    <>
      <DialogContent dividers>
        <form id="membership-form" onSubmit={(event) => void form.submit(event)} noValidate>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...text('name', t('fields.name'))} />
              <TextField
                {...text('price', t('fields.price'))}
                type="number"
                slotProps={{
                  htmlInput: { step: 0.01, min: 0, inputMode: 'decimal', 'aria-invalid': Boolean(fieldError('price')) },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
                sx={{ maxWidth: { sm: 220 } }}
              />
            </Stack>
            <FormControlLabel
              control={<Switch checked={membership?.isEnabled ?? true} disabled />}
              label={t('fields.enabled')}
              sx={{ alignSelf: 'flex-start' }}
            />
            <FormHelperText sx={{ mt: '-12px !important' }}>{t('fields.enabledHint')}</FormHelperText>
            <TextField {...text('callToAction', t('fields.callToAction'), { counter: CALL_TO_ACTION_MAX_LENGTH })} />
            <TextField {...text('description', t('fields.description'), { counter: MEMBERSHIP_DESCRIPTION_MAX_LENGTH, multiline: true })} />
            <TextField
              {...text('redemptionFrequency', t('fields.redemptionFrequency'))}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 2, 'aria-invalid': Boolean(fieldError('redemptionFrequency')) },
                input: { endAdornment: <InputAdornment position="end">{t('fields.hours')}</InputAdornment> },
              }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...text('termsUrl', t('fields.termsUrl'))} type="url" />
              <TextField {...text('policyUrl', t('fields.policyUrl'))} type="url" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Controller
                control={control}
                name="discount.enabled"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
                    }
                    label={t('fields.discountEnabled')}
                    sx={{ minWidth: 220, mt: { sm: 1 } }}
                  />
                )}
              />
              {discountEnabled && (
                <TextField
                  {...text('discount.percent', t('fields.discountPercent'))}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', maxLength: 6, 'aria-invalid': Boolean(fieldError('discount.percent')) },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                  sx={{ maxWidth: { sm: 220 } }}
                />
              )}
            </Stack>

            <Divider />
            <Typography component="h3" variant="h6">
              {t('fields.benefits')}
            </Typography>
            {benefits.fields.length === 0 && <Typography color="text.secondary">{t('fields.noBenefits')}</Typography>}
            {benefits.fields.map((benefit, index) => (
              <Paper key={benefit.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={t('fields.benefitN', { n: index + 1 })}>
                <Stack spacing={2}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField {...text(`benefits.${index}.title`, t('fields.benefitTitle'))} />
                    <Controller
                      control={control}
                      name={`benefits.${index}.icon`}
                      render={({ field }) => {
                        const look = isBenefitIcon(field.value) ? BENEFIT_ICON_LOOK[field.value] : null;
                        const error = fieldError(`benefits.${index}.icon`);
                        return (
                          <Box sx={{ minWidth: 200 }}>
                            <Button
                              variant="outlined"
                              color={error ? 'error' : 'primary'}
                              startIcon={look ? <look.Icon /> : <ImageSearchOutlined />}
                              onClick={() => setPickingFor(index)}
                              aria-label={`${t('fields.benefitIcon')}: ${look ? t(look.labelKey) : t('iconPicker.title')}`}
                              sx={{ height: 56, width: '100%', justifyContent: 'flex-start' }}
                            >
                              {look ? t(look.labelKey) : t('iconPicker.title')}
                            </Button>
                            {error && <FormHelperText error>{error}</FormHelperText>}
                            {pickingFor === index && (
                              <IconPickerDialog
                                open
                                selected={field.value}
                                onClose={() => setPickingFor(null)}
                                onPick={(icon) => {
                                  field.onChange(icon);
                                  setPickingFor(null);
                                }}
                              />
                            )}
                          </Box>
                        );
                      }}
                    />
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField {...text(`benefits.${index}.description`, t('fields.benefitDescription'))} />
                    <IconButton
                      onClick={() => benefits.remove(index)}
                      aria-label={t('fields.removeBenefit', { n: index + 1 })}
                      sx={{ mt: 1 }}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Stack>
                </Stack>
              </Paper>
            ))}
            <Button
              startIcon={<AddCircleOutlined />}
              onClick={() => benefits.append(newBenefit())}
              disabled={benefits.fields.length >= MAX_BENEFITS}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('fields.addBenefit')}
            </Button>

            <Divider />
            <Typography component="h3" variant="h6">
              {t('fields.questions')}
            </Typography>
            {questions.fields.length === 0 && <Typography color="text.secondary">{t('fields.noQuestions')}</Typography>}
            {questions.fields.map((question, index) => (
              <Stack
                key={question.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
                role="group"
                aria-label={t('fields.questionN', { n: index + 1 })}
              >
                <TextField {...text(`questions.${index}.question`, t('fields.question'), { counter: 250 })} />
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Controller
                    control={control}
                    name={`questions.${index}.required`}
                    render={({ field }) => (
                      <FormControlLabel
                        control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                        label={t('fields.required')}
                      />
                    )}
                  />
                  <IconButton onClick={() => questions.remove(index)} aria-label={t('fields.removeQuestion', { n: index + 1 })}>
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              </Stack>
            ))}
            <Button
              startIcon={<AddCircleOutlined />}
              onClick={() => questions.append(newQuestion())}
              disabled={questions.fields.length >= MAX_QUESTIONS}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('fields.addQuestion')}
            </Button>

            <Controller
              control={control}
              name="manualApproval"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t('fields.manualApproval')}
                />
              )}
            />
          </Stack>
        </form>
        <StaleCopyAlert staleCopy={form.staleCopy} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        <Button type="submit" form="membership-form" variant="contained" disabled={!form.canSave}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </>
  );
}
