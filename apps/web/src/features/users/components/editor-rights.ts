import type { PermissionFlag } from '@brewline/contracts/permissions';
import { useMemo } from 'react';
import { useClientSession } from '../../../lib/session-store';
import type { EditorRights } from './permissions-grid';

/**
 * What the signed-in editor may change, from their session's entries (the server checks the same rule, decision
 * 050): a row where they hold userManagement, a flag turned on only where they hold it. Administrators may do all.
 */
export function useEditorRights(): EditorRights {
  const client = useClientSession();
  return useMemo(() => {
    const admin = client?.session.user.isPlatformAdmin ?? false;
    const entry = (shopId: number) => client?.session.shops.find((shop) => shop.shopId === shopId)?.permissions;
    const canChange = (shopId: number) => admin || Boolean(entry(shopId)?.userManagement);
    return {
      canChange,
      canGrant: (shopId: number, flag: PermissionFlag) => admin || (canChange(shopId) && Boolean(entry(shopId)?.[flag])),
    };
  }, [client]);
}
