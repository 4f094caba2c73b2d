import { USERS_PAGE_SIZE } from '@brewline/contracts/users';
import type { User } from '@brewline/contracts/schemas/users';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useShopId } from '../../../lib/session-store';
import { usersQuery, useUsers } from '../api/get-users';
import { AddUserDialog } from '../components/add-user-dialog';
import { EditPermissionsDialog } from '../components/edit-permissions-dialog';
import { TwoStepRequirementSwitch } from '../components/two-step-requirement';
import { ListFrame } from '../../../components/list-frame';

const loginIdOf = (user: User) => user.loginId;

/** /app/users, Manage Users: the 'User List' of every shop of the chain, '+ Add User' and 'Edit Permissions'. */
export function UsersPage() {
  const shopId = useShopId();
  return <UsersList key={shopId} shopId={shopId} />;
}

function UsersList({ shopId }: { shopId: number }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const users = useUsers(shopId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const shops = users.data?.shops ?? [];

  const columns = useMemo<Column<User>[]>(
    () => [
      // On a phone's card the two make the title: the full name.
      { key: 'firstName', header: t('columns.firstName'), minWidth: 110, grow: 1, card: 'title' },
      { key: 'lastName', header: t('columns.lastName'), minWidth: 110, grow: 1, card: 'title' },
      {
        key: 'email',
        header: t('columns.email'),
        minWidth: 200,
        grow: 1.6,
        render: (user) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box component="span" dir="ltr" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {user.email}
            </Box>
            {user.invitationPending && <Chip size="small" label={t('invited')} />}
          </Stack>
        ),
      },
      {
        key: 'action',
        header: t('columns.action'),
        type: 'custom',
        minWidth: 150,
        exported: false,
        render: (user) => (
          <Button size="small" variant="outlined" onClick={() => setEditing(user)}>
            {t('editPermissions')}
          </Button>
        ),
      },
    ],
    [t],
  );

  const reloadUser = async (loginId: number) => {
    const fresh = await queryClient.fetchQuery({ ...usersQuery(shopId), staleTime: 0 });
    return fresh.users.find((user) => user.loginId === loginId);
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        description={t(shops.length > 1 ? 'subtitleChain' : 'subtitle')}
        actions={
          <Button variant="contained" onClick={() => setAdding(true)} disabled={!users.data} sx={{ whiteSpace: 'nowrap' }}>
            {t('addUser')}
          </Button>
        }
      />
      <ListFrame error={users.error} onRetry={() => void users.refetch()}>
        <TwoStepRequirementSwitch shopId={shopId} />
        <DataTable
          label={t('title')}
          columns={columns}
          rows={users.data?.users ?? []}
          getRowId={loginIdOf}
          emptyText={t('empty')}
          loading={users.isFetching}
          pageSizeOptions={[USERS_PAGE_SIZE]}
          defaultPageSize={USERS_PAGE_SIZE}
        />
      </ListFrame>
      {adding && <AddUserDialog shopId={shopId} shops={shops} onClose={() => setAdding(false)} />}
      {editing && (
        <EditPermissionsDialog
          shopId={shopId}
          shops={shops}
          user={editing}
          reload={() => reloadUser(editing.loginId)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
