import type { DefaultModifiersResponse, MenuId, SaveDefaultModifiersBody } from '@brewline/contracts/schemas/menu';
import { Add } from '@mui/icons-material';
import { Box, Button, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import { SaveBar } from '../../../components/save-bar';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import { useNotice } from '../../../components/use-notice';
import { useSaveState } from '../../../components/use-save-state';
import { ApiError } from '../../../lib/api-client';
import { isStaleCopy } from '../../../lib/server-refusal';
import { useReloadDefaultModifiers, useSaveDefaultModifiers } from '../api/default-modifiers';
import {
  type DefaultModifiersAction,
  type DefaultModifiersDraft,
  defaultModifiersDraftFromResponse,
  isDefaultModifiersDirty,
  markDefaultModifiersInvalid,
  reduceDefaultModifiers,
  toDefaultModifiersBody,
  validateDefaultModifiersDraft,
} from '../model/default-modifiers-draft';
import { errorsAt } from '../model/field-errors';
import { OptionEditor, type OptionEditorHandlers, widgetLabelKey } from './option-editor';
import { MenuPageHeading } from './menu-shop';
import { ValueComplimentaryDialogWhenAsked } from './value-complimentary-dialog-when-asked';
import { useValueComplimentaryGuard } from './value-complimentary-guard';

/** The default modifiers are not kept in the browser: leaving asks the shared question, with nothing written first. */
const LEAVE_GUARD = {};

type Command =
  { kind: 'action'; action: DefaultModifiersAction } | { kind: 'replace'; draft: DefaultModifiersDraft } | { kind: 'markInvalid' };
const step = (draft: DefaultModifiersDraft, command: Command): DefaultModifiersDraft => {
  if (command.kind === 'action') return reduceDefaultModifiers(draft, command.action);
  if (command.kind === 'replace') return command.draft;
  return markDefaultModifiersInvalid(draft);
};

/**
 * Default Modifiers: the side list with Add Default Modifier, the editor of the selected one (the
 * same editor as inside an item), the shared save bar. Deleting asks first, since it is removed from every item using
 * it. Save: validate, save the list, then read the defaults and the menu again (decision 074). Discard asks first
 * (there is no Undo here; decision 200), then puts the saved list back.
 */
export function DefaultModifiersEditor({ shopId, loaded }: { shopId: number; loaded: DefaultModifiersResponse }) {
  const { t } = useTranslation('menu-builder');
  const notice = useNotice();
  const confirm = useConfirm();
  const saveDefaults = useSaveDefaultModifiers(shopId);
  const reloadDefaults = useReloadDefaultModifiers(shopId);
  const [base, setBase] = useState(loaded);
  const [draft, send] = useReducer(step, loaded, defaultModifiersDraftFromResponse);
  const dispatch = (action: DefaultModifiersAction) => send({ kind: 'action', action });
  const [selectedId, setSelectedId] = useState<MenuId | null>(loaded.options[0]?.id ?? null);
  const [selectLastAfter, setSelectLastAfter] = useState<number | null>(null);
  if (selectLastAfter !== null && draft.options.length > selectLastAfter) {
    setSelectLastAfter(null);
    setSelectedId(draft.options[draft.options.length - 1]!.id);
  }
  const [stale, setStale] = useState(false);
  // Which values each membership tier gets free: only for saved values (the guard says so otherwise).
  const guard = useValueComplimentaryGuard();
  const [complimentaryOpen, setComplimentaryOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  const dirty = isDefaultModifiersDirty(draft, base.options);

  const selectedIndex = draft.options.findIndex((option) => option.id === selectedId);
  const selected = draft.options[selectedIndex] ?? draft.options[0] ?? null;
  const index = selected ? draft.options.indexOf(selected) : -1;

  const adopt = (next: DefaultModifiersResponse) => {
    setBase(next);
    send({ kind: 'replace', draft: defaultModifiersDraftFromResponse(next) });
    setStale(false);
    if (!next.options.some((option) => option.id === selectedId)) setSelectedId(next.options[0]?.id ?? null);
  };

  const save = async () => {
    if (Object.keys(validateDefaultModifiersDraft(draft)).length > 0) {
      send({ kind: 'markInvalid' });
      const firstBad = Object.keys(validateDefaultModifiersDraft(draft))[0]!.split('.')[0];
      const bad = draft.options[Number(firstBad)];
      if (bad) setSelectedId(bad.id);
      notice.validation(t('defaults.invalidText'), t('defaults.invalidTitle'));
      return;
    }
    try {
      const saved = await saveDefaults.mutateAsync(toDefaultModifiersBody(draft) as SaveDefaultModifiersBody);
      const oldIndex = index;
      adopt(saved);
      // New modifiers get their ids from the server: keep the same place selected.
      setSelectedId(saved.options[oldIndex]?.id ?? saved.options[0]?.id ?? null);
      notice.success(t('defaults.savedText'));
    } catch (error) {
      if (isStaleCopy(error)) setStale(true);
      else if (error instanceof ApiError && error.status < 500 && error.messageKey) notice.serverError(error, t('defaults.errorTitle'));
      else notice.serverError(t('defaults.errorText'), t('defaults.errorTitle'));
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      adopt(await reloadDefaults());
    } catch (error) {
      notice.serverError(error);
    } finally {
      setReloading(false);
    }
  };

  const { saveBar } = useSaveState({
    dirty,
    stale,
    save,
    discard: () => (stale ? void reload() : adopt(base)),
    confirmDiscard: () => confirm({ text: t('common:saveBar.discardConfirm') }),
    leave: LEAVE_GUARD,
  });

  // Deleting asks first, because the modifier is removed from every item using it.
  const remove = async (optionId: MenuId, name: string) => {
    if (!(await confirm({ text: t('defaults.deleteConfirm', { name }) }))) return;
    dispatch({ type: 'deleteDefaultOption', optionId });
    setSelectedId(draft.options[index + 1]?.id ?? draft.options[index - 1]?.id ?? null);
  };

  const handlers: OptionEditorHandlers | null = selected
    ? {
        update: (patch) => dispatch({ type: 'updateDefaultOption', optionId: selected.id, patch }),
        addValue: () => dispatch({ type: 'addDefaultValue', optionId: selected.id }),
        updateValue: (valueId, patch) => dispatch({ type: 'updateDefaultValue', optionId: selected.id, valueId, patch }),
        deleteValue: (valueId) => dispatch({ type: 'deleteDefaultValue', optionId: selected.id, valueId }),
        setValueSoldOut: (valueId, soldOut) => dispatch({ type: 'setDefaultValueSoldOut', optionId: selected.id, valueId, soldOut }),
        copy: () => {
          setSelectLastAfter(null);
          dispatch({ type: 'copyDefaultOption', optionId: selected.id });
        },
        editComplimentary: () => {
          if (guard(selected.values)) setComplimentaryOpen(true);
        },
        delete: () => void remove(selected.id, selected.title.trim() || t('option.fallback', { number: index + 1 })),
      }
    : null;

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <MenuPageHeading title={t('defaultModifiersTitle')} />
      <StaleCopyAlert staleCopy={stale ? { reload: () => void reload(), reloading } : null} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {/* The list, then the chosen modifier's fields, each in a commit of its own (a phone's long task otherwise). */}
        <DrawnInTurn>
          <Paper variant="outlined" component="nav" aria-label={t('defaults.listLabel')}>
            <Box sx={{ p: 1.5 }}>
              <Button
                fullWidth
                variant="contained"
                startIcon={<Add />}
                onClick={() => {
                  setSelectLastAfter(draft.options.length);
                  dispatch({ type: 'addDefaultOption' });
                }}
              >
                {t('defaults.add')}
              </Button>
            </Box>
            {draft.options.length > 0 && (
              <List dense sx={{ maxHeight: { xs: 220, md: 'none' }, overflowY: 'auto' }}>
                {draft.options.map((option, position) => {
                  const bad = Object.keys(errorsAt(draft.errors, String(position))).length > 0;
                  return (
                    <ListItemButton
                      key={String(option.id)}
                      selected={option === selected}
                      aria-current={option === selected ? 'true' : undefined}
                      onClick={() => setSelectedId(option.id)}
                    >
                      <ListItemText
                        primary={option.title.trim() || t('option.fallback', { number: position + 1 })}
                        secondary={
                          bad ? t('defaults.needsAttention') : option.widgetType ? t(widgetLabelKey(option.widgetType)) : undefined
                        }
                        slotProps={{ secondary: { color: bad ? 'error' : 'text.secondary' } }}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            )}
          </Paper>
          <Box sx={{ minWidth: 0 }}>
            {selected && handlers ? (
              <OptionEditor
                key={String(selected.id)}
                option={selected}
                errors={errorsAt(draft.errors, String(index))}
                handlers={handlers}
                fallbackName={t('option.fallback', { number: index + 1 })}
              />
            ) : (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{t('defaults.empty')}</Typography>
              </Paper>
            )}
          </Box>
        </DrawnInTurn>
      </Box>
      <ValueComplimentaryDialogWhenAsked
        open={complimentaryOpen && selected !== null}
        shopId={shopId}
        option={selected}
        source="default"
        onClose={() => setComplimentaryOpen(false)}
      />
      <SaveBar {...saveBar} persistent />
    </Stack>
  );
}
