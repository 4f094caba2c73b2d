import type { SaveMenuBody } from '@brewline/contracts/schemas/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { useNotice } from '../../../components/use-notice';
import { ApiError } from '../../../lib/api-client';
import { isStaleCopy } from '../../../lib/server-refusal';
import { useReloadMenu } from '../api/get-menu';
import { useSaveMenu } from '../api/save-menu';
import { loadMenuChecks } from '../model/checks';
import { draftFromResponse, toMenu } from '../model/draft';
import type { Draft } from '../model/types';
import type { MenuDraftApi } from './use-menu-draft';

/**
 * Save and Reload of the builder. Save: a confirmation, then validation (an invalid
 * menu is marked and not sent), then the whole menu; a copy someone saved over turns `stale` on, and Reload reads
 * the server's menu again. `adopt` gets each menu the server answered. `save` is run by the shared save state
 * (useSaveState), which keeps 'Saving…' and ignores a second Save meanwhile.
 */
export function useMenuSave(shopId: number, draftApi: MenuDraftApi, adopt: (saved: Draft) => void) {
  const { t } = useTranslation('menu-builder');
  const notice = useNotice();
  const confirm = useConfirm();
  const saveMenu = useSaveMenu(shopId);
  const reloadMenu = useReloadMenu(shopId);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const save = async () => {
    // The checks load while the confirmation is open (decision 321).
    const checks = loadMenuChecks();
    if (!(await confirm({ text: t('save.confirmText') }))) return;
    const { validateDraft } = await checks;
    const checked = draftApi.current();
    if (Object.keys(validateDraft(checked)).length > 0) {
      draftApi.markInvalid(validateDraft);
      notice.validation(t('save.invalidText'), t('save.invalidTitle'));
      return;
    }
    try {
      const body = { menu: toMenu(checked), removed: checked.removed, version: checked.version } as SaveMenuBody;
      adopt(draftFromResponse(await saveMenu.mutateAsync(body)));
      notice.success(t('save.savedText'));
    } catch (error) {
      if (isStaleCopy(error)) setStale(true);
      else if (error instanceof ApiError && error.messageKey === 'menuRemoveRefused') notice.serverError(error, t('save.removeErrorTitle'));
      else if (error instanceof ApiError && error.status < 500 && error.messageKey) notice.serverError(error, t('save.errorTitle'));
      else notice.serverError(t('save.errorText'), t('save.errorTitle'));
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      adopt(draftFromResponse(await reloadMenu()));
      setStale(false);
    } catch (error) {
      notice.serverError(error);
    } finally {
      setReloading(false);
    }
  };

  return { save, stale, reload: () => void reload(), reloading };
}
