import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUsersQuery, Role, User } from '@astrosetu/contracts';
import { ConfirmDialog } from '@astrosetu/design-system/confirm-dialog';
import { formatLongDate, formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import { DataTable, type Column } from '../../shared/table/data-table';
import { FilterSelect } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import { useAdminUsersQuery, useSetUserStatusMutation } from './users-api';

type Sort = AdminUsersQuery['sort'];
type Filters = { role?: Role; isActive?: boolean };

const roleLabels: Record<Role, string> = { user: 'Customer', astrologer: 'Astrologer', admin: 'Admin' };

/** The Users tab: every account, searched and paged on the server; activate or deactivate with confirmation. */
export function UsersPanel() {
  const { user: me } = useSession();
  const [query, setQuery] = useTableQuery<Sort, Filters>({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  const { data, isFetching, isError, error, refetch } = useAdminUsersQuery(query);
  const [setStatus, { isLoading: saving }] = useSetUserStatusMutation();
  // The dialog keeps showing its user while it closes, so its text does not flip during the animation.
  const [pending, setPending] = useState<User | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const failed = useFailureToast();
  const { toast } = useToast();

  useEffect(() => {
    if (error) failed('Failed to fetch users', error);
  }, [error, failed]);

  const ask = (user: User) => {
    setPending(user);
    setConfirmOpen(true);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const updated = await setStatus({ id: pending.id, isActive: !pending.isActive }).unwrap();
      toast({ title: updated.isActive ? 'User activated' : 'User deactivated', description: `${updated.username} (${updated.email})`, variant: 'success' });
    } catch (error) {
      failed('Failed to update user status', error);
    } finally {
      setConfirmOpen(false);
    }
  };

  const columns: Column<User, Sort>[] = [
    { id: 'id', label: 'ID', sortKey: 'id', render: (user) => `#${user.id}` },
    {
      id: 'username',
      label: 'Username',
      sortKey: 'username',
      minWidth: 140,
      render: (user) => (
        <Typography variant="body2" fontWeight={600}>
          {user.username}
        </Typography>
      ),
    },
    { id: 'email', label: 'Email', sortKey: 'email', render: (user) => user.email },
    { id: 'phone', label: 'Phone', noWrap: true, render: (user) => user.phone ?? '–' },
    { id: 'role', label: 'Role', sortKey: 'role', render: (user) => roleLabels[user.role] },
    { id: 'balance', label: 'Balance', sortKey: 'balance', align: 'right', noWrap: true, render: (user) => formatPaise(user.balance) },
    {
      id: 'status',
      label: 'Status',
      sortKey: 'isActive',
      render: (user) => <Chip size="small" label={user.isActive ? 'Active' : 'Inactive'} color={user.isActive ? 'success' : 'default'} variant="outlined" />,
    },
    { id: 'joined', label: 'Joined', sortKey: 'createdAt', noWrap: true, render: (user) => formatLongDate(user.createdAt) },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (user) => (
        <Button
          size="small"
          variant={user.isActive ? 'outlined' : 'contained'}
          color={user.isActive ? 'error' : 'success'}
          onClick={() => ask(user)}
          disabled={user.id === me?.id}
          aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.username}`}
        >
          {user.isActive ? 'Deactivate' : 'Activate'}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <SearchField label="Search users" value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        <FilterSelect
          label="Role"
          value={query.role ?? ''}
          onChange={(value) => setQuery({ role: (value || undefined) as Role | undefined })}
          options={[
            { value: '', label: 'All roles' },
            { value: 'user', label: 'Customers' },
            { value: 'astrologer', label: 'Astrologers' },
            { value: 'admin', label: 'Admins' },
          ]}
        />
        <FilterSelect
          label="Status"
          value={query.isActive === undefined ? '' : String(query.isActive)}
          onChange={(value) => setQuery({ isActive: value === '' ? undefined : value === 'true' })}
          options={[
            { value: '', label: 'Any status' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
      </Stack>
      <DataTable
        label="Users"
        columns={columns}
        rows={data?.items}
        rowKey={(user) => user.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={query.q ? `No user matches "${query.q}".` : 'No users match these filters.'}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={pending?.isActive ? 'Deactivate this user?' : 'Activate this user?'}
        description={
          pending?.isActive
            ? `${pending.username} (${pending.email}) will be signed out and will not be able to sign in until activated again.`
            : `${pending?.username ?? ''} (${pending?.email ?? ''}) will be able to sign in again.`
        }
        confirmLabel={pending?.isActive ? 'Deactivate' : 'Activate'}
        tone={pending?.isActive ? 'danger' : 'default'}
        pending={saving}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
