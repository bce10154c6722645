import { useState } from 'react';
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
import { FilterSelect, NO_FILTER } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast, useFetchFailureToast } from '../../shared/ui/use-failure-toast';
import { useAdminUsersQuery, useSetUserStatusMutation } from './users-api';
import { useAdminText } from '../../locales/use-text';

type Sort = AdminUsersQuery['sort'];
type Filters = { role?: Role; isActive?: boolean };

/** The Users tab: every account, searched and paged on the server; activate or deactivate with confirmation. */
export function UsersPanel() {
  const { t } = useAdminText();
  const { user: me } = useSession();
  const [query, setQuery] = useTableQuery<Sort, Filters>({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  const { data, isFetching, isError, error, refetch } = useAdminUsersQuery(query);
  const [setStatus, { isLoading: saving }] = useSetUserStatusMutation();
  // The dialog keeps showing its user while it closes, so its text does not flip during the animation.
  const [pending, setPending] = useState<User | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const failed = useFailureToast();
  const { toast } = useToast();

  useFetchFailureToast(error, t('users.fetchFailed'));

  const ask = (user: User) => {
    setPending(user);
    setConfirmOpen(true);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const updated = await setStatus({ id: pending.id, isActive: !pending.isActive }).unwrap();
      toast({ title: updated.isActive ? t('users.activated') : t('users.deactivated'), description: t('users.who', { name: updated.username, email: updated.email }), variant: 'success' });
    } catch (error) {
      failed(t('users.updateFailed'), error);
    } finally {
      setConfirmOpen(false);
    }
  };

  const columns: Column<User, Sort>[] = [
    { id: 'id', label: t('users.column.id'), sortKey: 'id', render: (user) => `#${user.id}` },
    {
      id: 'username',
      label: t('users.column.username'),
      sortKey: 'username',
      minWidth: 140,
      render: (user) => (
        <Typography variant="body2" fontWeight={600}>
          {user.username}
        </Typography>
      ),
    },
    { id: 'email', label: t('users.column.email'), sortKey: 'email', render: (user) => user.email },
    { id: 'phone', label: t('users.column.phone'), noWrap: true, render: (user) => user.phone ?? '–' },
    { id: 'role', label: t('users.column.role'), sortKey: 'role', render: (user) => t(`users.role.${user.role}`) },
    { id: 'balance', label: t('users.column.balance'), sortKey: 'balance', align: 'right', noWrap: true, render: (user) => formatPaise(user.balance) },
    {
      id: 'status',
      label: t('users.column.status'),
      sortKey: 'isActive',
      render: (user) => <Chip size="small" label={user.isActive ? t('users.active') : t('users.inactive')} color={user.isActive ? 'success' : 'default'} variant="outlined" />,
    },
    { id: 'joined', label: t('users.column.joined'), sortKey: 'createdAt', noWrap: true, render: (user) => formatLongDate(user.createdAt) },
    {
      id: 'actions',
      label: t('users.column.actions'),
      align: 'right',
      render: (user) => (
        <Button
          size="small"
          variant={user.isActive ? 'outlined' : 'contained'}
          color={user.isActive ? 'error' : 'success'}
          onClick={() => ask(user)}
          disabled={user.id === me?.id}
          aria-label={user.isActive ? t('users.deactivateLabel', { name: user.username }) : t('users.activateLabel', { name: user.username })}
        >
          {user.isActive ? t('users.deactivate') : t('users.activate')}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <SearchField label={t('users.search')} value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        <FilterSelect
          label={t('users.column.role')}
          value={query.role ?? ''}
          onChange={(value) => setQuery({ role: (value || undefined) as Role | undefined })}
          options={[
            { value: NO_FILTER, label: t('users.filter.allRoles') },
            { value: 'user', label: t('users.filter.customers') },
            { value: 'astrologer', label: t('users.filter.astrologers') },
            { value: 'admin', label: t('users.filter.admins') },
          ]}
        />
        <FilterSelect
          label={t('users.column.status')}
          value={query.isActive === undefined ? NO_FILTER : String(query.isActive)}
          onChange={(value) => setQuery({ isActive: value === '' ? undefined : value === 'true' })}
          options={[
            { value: NO_FILTER, label: t('users.filter.anyStatus') },
            { value: 'true', label: t('users.active') },
            { value: 'false', label: t('users.inactive') },
          ]}
        />
      </Stack>
      <DataTable
        label={t('users.table')}
        columns={columns}
        rows={data?.items}
        rowKey={(user) => user.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={query.q ? t('users.noMatch', { query: query.q }) : t('users.noneFiltered')}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={pending?.isActive ? t('users.confirmDeactivate') : t('users.confirmActivate')}
        description={
          pending?.isActive
            ? t('users.deactivateText', { name: pending.username, email: pending.email })
            : t('users.activateText', { name: pending?.username ?? '', email: pending?.email ?? '' })
        }
        confirmLabel={pending?.isActive ? t('users.deactivate') : t('users.activate')}
        cancelLabel={t('common.cancel')}
        tone={pending?.isActive ? 'danger' : 'default'}
        pending={saving}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
