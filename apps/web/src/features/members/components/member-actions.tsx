import { allowedMemberActions, type MemberAction } from '@brewline/contracts/members';
import type { MemberRow } from '@brewline/contracts/schemas/members';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { useNotice } from '../../../components/use-notice';
import { ApiError } from '../../../lib/api-client';
import { useTransitionMember } from '../api/transition-member';

/**
 * The buttons a request shows: exactly the actions the contracts' transition table allows from its status (Approve
 * Free only for a tier with a free price). All of them are disabled while one is being applied. Cancel membership
 * asks first (decision 042). A refusal shows 'Error updating membership!' with the server's reason; the list then
 * refetches and shows the current status.
 */
export function MemberActions({
  shopId,
  member,
  size = 'small',
}: {
  shopId: number;
  member: Pick<MemberRow, 'id' | 'status' | 'hasFreePrice' | 'name'>;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('members');
  const notice = useNotice();
  const confirm = useConfirm();
  const transition = useTransitionMember(shopId);
  const actions = allowedMemberActions(member.status, { hasFreePrice: member.hasFreePrice });
  if (actions.length === 0) return null;

  const run = async (action: MemberAction) => {
    if (action === 'cancelMembership' && !(await confirm({ text: t('confirmCancelMembership', { name: member.name }) }))) return;
    transition.mutate(
      { memberId: member.id, action, from: member.status },
      {
        onSuccess: () => notice.success(t(`done.${action}`, { name: member.name })),
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? notice.serverError(error, 'membershipUpdateFailed')
            : notice.serverError('membershipUpdateFailed'),
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-busy={transition.isPending}>
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          variant={action === 'approve' || action === 'approveFree' || action === 'cancelCancellation' ? 'contained' : 'outlined'}
          color={action === 'decline' || action === 'cancelMembership' ? 'error' : 'primary'}
          disabled={transition.isPending}
          onClick={() => void run(action)}
          aria-label={`${t(`actions.${action}`)}: ${member.name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}
