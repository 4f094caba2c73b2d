import { MEMBER_STATUS_LABELS, type MemberStatus } from '@brewline/contracts/members';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A status as the screens name it ('approved' reads 'Active'), from the contracts' message table. */
export function useStatusLabel() {
  const { t } = useTranslation('messages');
  return useCallback((status: MemberStatus) => t(MEMBER_STATUS_LABELS[status]), [t]);
}
