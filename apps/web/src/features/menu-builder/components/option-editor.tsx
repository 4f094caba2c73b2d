import { WIDGET_TYPES, type WidgetType } from '@brewline/contracts/menu';
import { Add, ContentCopy, ContentPaste, Delete, DragIndicator } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftOption, DraftValue, FieldErrors, OptionPatch, ValuePatch } from '../model/types';
import { errorsAt, sameErrors } from '../model/field-errors';
import { MoneyField, NumberField, type SoldOut, SoldOutSelect, useFieldMessage } from './fields';

/** The texts' key of a widget type's name (keys ending in '_one' would read as plural forms to i18next). */
const WIDGET_LABEL_KEYS: Record<WidgetType, string> = {
  exactly_one: 'widget.exactlyOne',
  allow_one: 'widget.allowOne',
  allow_multiple: 'widget.allowMultiple',
  one_or_more: 'widget.oneOrMore',
  select_max: 'widget.selectMax',
};
export const widgetLabelKey = (type: WidgetType) => WIDGET_LABEL_KEYS[type];

/** A modifier as the editor needs it: an item's option or a default modifier (which has no defaultOptionId). */
export type EditableOption = Omit<DraftOption, 'defaultOptionId' | 'widgetType'> & {
  defaultOptionId?: number | null;
  widgetType: WidgetType | null;
};

/** What the editor can ask for; the item's modifier list and the Default Modifiers screen each turn these into their model's actions. */
export interface OptionEditorHandlers {
  update: (patch: OptionPatch) => void;
  addValue: () => void;
  updateValue: (valueId: DraftValue['id'], patch: ValuePatch) => void;
  deleteValue: (valueId: DraftValue['id']) => void;
  setValueSoldOut: (valueId: DraftValue['id'], soldOut: SoldOut) => void;
  copyValue?: (valueId: DraftValue['id']) => void;
  pasteValue?: () => void;
  copy?: () => void;
  delete: () => void;
  /** Opens the complimentary values dialog (which of the values each membership tier gets free). */
  editComplimentary?: () => void;
}

export interface OptionEditorProps {
  option: EditableOption;
  /** This option's errors, keyed below it ('title', 'values.0.priceCents'). */
  errors: FieldErrors;
  handlers: OptionEditorHandlers;
  /** The clipboard holds a value: Paste value is offered. */
  canPasteValue?: boolean;
  /** An attached default modifier: shown read-only until the person chooses to edit it (which detaches it). */
  attached?: { onEdit: () => void };
  /** The drag handle, when the option can be reordered. */
  dragHandle?: ReactNode;
  /** A name for the card ('Modifier 2'), used while the title is still empty. */
  fallbackName: string;
}

/**
 * One modifier: its title, widget type (with None, so a missing choice says 'this is required'), max number for
 * Select Max, price for all, on-tablet and sold-out switches, and its values (text, price, sold out, copy, delete).
 */
export function OptionEditor({ option, errors, handlers, canPasteValue, attached, dragHandle, fallbackName }: OptionEditorProps) {
  const { t } = useTranslation('menu-builder');
  const message = useFieldMessage(errors);
  const readOnly = attached !== undefined;
  const name = option.title.trim() || fallbackName;
  return (
    <Paper variant="outlined" component="section" aria-label={t('option.label', { name })} sx={{ p: 2 }}>
      <OptionHeader name={name} readOnly={readOnly} handlers={handlers} dragHandle={dragHandle} />
      {attached && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={attached.onEdit}>
              {t('option.editDefault')}
            </Button>
          }
        >
          {t('option.attachedText')}
        </Alert>
      )}
      <OptionSettings
        title={option.title}
        widgetType={option.widgetType}
        maxNum={option.maxNum}
        priceForAllCents={option.priceForAllCents}
        isOnTablet={option.isOnTablet}
        isAvailable={option.isAvailable}
        readOnly={readOnly}
        errors={errors}
        update={handlers.update}
      />
      {message('values') && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {message('values')}
        </Typography>
      )}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('option.valuesLabel', { name })}>
        {option.values.map((value, index) => (
          <ValueRow
            key={String(value.id)}
            value={value}
            index={index}
            errors={errorsAt(errors, `values.${index}`)}
            readOnly={readOnly}
            handlers={handlers}
            optionName={name}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<Add />} disabled={readOnly} onClick={handlers.addValue}>
          {t('option.addValue')}
        </Button>
        {canPasteValue && handlers.pasteValue && (
          <Button size="small" startIcon={<ContentPaste />} disabled={readOnly} onClick={handlers.pasteValue}>
            {t('option.pasteValue')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The modifier's heading: its drag handle, name, and the complimentary, copy and delete buttons. Memoized: Add Value
 * and typing in a value leave it alone (decision 136).
 */
const OptionHeader = memo(function OptionHeader({
  name,
  readOnly,
  handlers,
  dragHandle,
}: {
  name: string;
  readOnly: boolean;
  handlers: OptionEditorHandlers;
  dragHandle?: ReactNode;
}) {
  const { t } = useTranslation('menu-builder');
  return (
    // On a phone the name keeps its line and the buttons wrap below it, all on the screen.
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 1.5 }}>
      {dragHandle}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 120px', minWidth: 0 }} noWrap>
        {name}
      </Typography>
      {readOnly && <Chip size="small" color="primary" variant="outlined" label={t('option.defaultChip')} />}
      {handlers.editComplimentary && (
        <Button size="small" onClick={handlers.editComplimentary} aria-label={t('option.complimentaryLabel', { name })}>
          {t('option.complimentary')}
        </Button>
      )}
      {handlers.copy && (
        <Tooltip title={t('option.copy')}>
          <IconButton aria-label={t('option.copyLabel', { name })} onClick={handlers.copy}>
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('option.delete')}>
        <IconButton aria-label={t('option.deleteLabel', { name })} onClick={handlers.delete}>
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});

interface OptionSettingsProps {
  title: string;
  widgetType: WidgetType | null;
  maxNum: number | null;
  priceForAllCents: number | null;
  isOnTablet: boolean;
  isAvailable: boolean;
  readOnly: boolean;
  /** The option's errors ('title', 'values.0.priceCents'); compared by content. */
  errors: FieldErrors;
  update: (patch: OptionPatch) => void;
}

/**
 * The modifier's own settings (title, widget type, max number or price for all, on tablet, sold out), memoized on
 * them: Add Value or typing in a value leaves these fields alone (decision 135).
 */
const OptionSettings = memo(
  function OptionSettings({
    title,
    widgetType,
    maxNum,
    priceForAllCents,
    isOnTablet,
    isAvailable,
    readOnly,
    errors,
    update,
  }: OptionSettingsProps) {
    const { t } = useTranslation('menu-builder');
    const message = useFieldMessage(errors);
    return (
      <>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr)' },
            mb: 1.5,
          }}
        >
          <TextField
            size="small"
            label={t('option.title')}
            value={title}
            disabled={readOnly}
            required
            error={Boolean(message('title'))}
            helperText={message('title')}
            onChange={(event) => update({ title: event.target.value })}
          />
          <TextField
            select
            size="small"
            label={t('option.widgetType')}
            value={widgetType ?? ''}
            disabled={readOnly}
            required
            error={Boolean(message('widgetType'))}
            helperText={message('widgetType')}
            onChange={(event) => {
              const widgetType = (event.target.value || null) as WidgetType | null;
              update({
                widgetType: widgetType as DraftOption['widgetType'],
                ...(widgetType === 'select_max' ? {} : { maxNum: null }),
              });
            }}
          >
            <MenuItem value="">
              <em>{t('widget.none')}</em>
            </MenuItem>
            {WIDGET_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(widgetLabelKey(type))}
              </MenuItem>
            ))}
          </TextField>
          {widgetType === 'select_max' ? (
            <NumberField
              label={t('option.maxNum')}
              value={maxNum}
              disabled={readOnly}
              required
              error={Boolean(message('maxNum'))}
              helperText={message('maxNum')}
              onNumber={(maxNum) => update({ maxNum: maxNum === null || Number.isNaN(maxNum) ? null : maxNum })}
            />
          ) : (
            <MoneyField
              label={t('option.priceForAll')}
              cents={priceForAllCents}
              disabled={readOnly}
              error={Boolean(message('priceForAllCents'))}
              helperText={message('priceForAllCents')}
              onCents={(priceForAllCents) => update({ priceForAllCents })}
            />
          )}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
          <FormControlLabel
            control={<Switch checked={isOnTablet} disabled={readOnly} onChange={(_, isOnTablet) => update({ isOnTablet })} />}
            label={t('option.onTablet')}
          />
          <FormControlLabel
            control={<Switch checked={!isAvailable} disabled={readOnly} onChange={(_, soldOut) => update({ isAvailable: !soldOut })} />}
            label={t('option.soldOut')}
          />
        </Stack>
      </>
    );
  },
  (before, after) =>
    sameErrors(before.errors, after.errors) &&
    (Object.keys(after) as Array<keyof OptionSettingsProps>).every((key) => key === 'errors' || before[key] === after[key]),
);

/**
 * One value, memoized: with stable handlers (the item's modifier list makes them once per option), adding a value or
 * typing in one re-renders that row only. Its errors are its own ('value', 'priceCents'), compared by content.
 */
const ValueRow = memo(
  ValueRowFields,
  (before, after) =>
    sameErrors(before.errors, after.errors) &&
    (Object.keys(after) as Array<keyof ValueRowProps>).every((key) => key === 'errors' || before[key] === after[key]),
);

interface ValueRowProps {
  value: DraftValue;
  index: number;
  /** This value's errors, keyed below it ('value', 'priceCents'). */
  errors: FieldErrors;
  readOnly: boolean;
  handlers: OptionEditorHandlers;
  optionName: string;
}

function ValueRowFields({ value, index, errors, readOnly, handlers, optionName }: ValueRowProps) {
  const { t } = useTranslation('menu-builder');
  const message = useFieldMessage(errors);
  const name = value.value.trim() || t('option.valueFallback', { number: index + 1 });
  return (
    <Box
      component="li"
      aria-label={t('option.valueLabel', { name, option: optionName })}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        // A phone: the text on its own line, price and sold out side by side, the buttons under them.
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(96px, 1fr) minmax(170px, auto) auto' },
      }}
    >
      <TextField
        size="small"
        label={t('option.valueText')}
        value={value.value}
        disabled={readOnly}
        required
        error={Boolean(message('value'))}
        helperText={message('value')}
        onChange={(event) => handlers.updateValue(value.id, { value: event.target.value })}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <MoneyField
        label={t('option.valuePrice')}
        cents={value.priceCents}
        disabled={readOnly}
        required
        error={Boolean(message('priceCents'))}
        helperText={message('priceCents')}
        onCents={(priceCents) => handlers.updateValue(value.id, { priceCents })}
      />
      {/* Sold out cannot be set on a default modifier's value from within an item. */}
      <SoldOutSelect
        part={value}
        label={t('option.valueSoldOut')}
        disabled={readOnly}
        onChange={(soldOut) => handlers.setValueSoldOut(value.id, soldOut)}
      />
      <Stack direction="row">
        {handlers.copyValue && (
          <Tooltip title={t('option.copyValue')}>
            <IconButton aria-label={t('option.copyValueLabel', { name })} onClick={() => handlers.copyValue?.(value.id)}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('option.deleteValue')}>
          <span>
            <IconButton
              aria-label={t('option.deleteValueLabel', { name })}
              disabled={readOnly}
              onClick={() => handlers.deleteValue(value.id)}
            >
              <Delete fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Box>
  );
}

/** The drag handle of a sortable row: a button named for what it moves, so keyboard users can lift it with Space. */
export function DragHandle({ label, ...props }: { label: string } & Record<string, unknown>) {
  return (
    <IconButton size="small" aria-label={label} sx={{ cursor: 'grab', touchAction: 'none' }} {...props}>
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}
