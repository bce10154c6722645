import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AdminAstrologer, AdminAstrologersQuery, ApprovalStatus } from '@astrosetu/contracts';
import { ConfirmDialog } from '@astrosetu/design-system/confirm-dialog';
import { formatCount, formatLongDate, formatPaise, formatRupees } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { DataTable, type Column } from '../../shared/table/data-table';
import { FilterSelect } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import { AstrologerFormDialog } from './astrologer-form-dialog';
import { AstrologerStatsDialog } from './astrologer-stats-dialog';
import {
  useAdminAstrologersQuery,
  useApproveAstrologerMutation,
  useDeleteAstrologerMutation,
  useRejectAstrologerMutation,
  useSetAstrologerOnlineMutation,
} from './astrologers-api';
import { RejectDialog } from './reject-dialog';

type Sort = AdminAstrologersQuery['sort'];
type Filters = { status?: ApprovalStatus; isOnline?: boolean };

export const DELETE_ASTROLOGER_QUESTION = 'Are you sure you want to delete this astrologer? This action cannot be undone.';

const statusChip: Record<ApprovalStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  approved: { label: 'Approved', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
};

type DialogState =
  | { kind: 'none' }
  | { kind: 'form'; astrologer: AdminAstrologer | null }
  | { kind: 'stats'; astrologer: AdminAstrologer }
  | { kind: 'delete'; astrologer: AdminAstrologer }
  | { kind: 'reject'; astrologer: AdminAstrologer };

export interface AstrologersPanelProps {
  /** 'all': every profile with filters and Add; 'pending': the approval queue, oldest first. */
  mode: 'all' | 'pending';
}

/** All Astrologers and Pending Approvals: create, edit, delete, approve, reject, online, stats. */
export function AstrologersPanel({ mode }: AstrologersPanelProps) {
  const pendingOnly = mode === 'pending';
  const [query, setQuery] = useTableQuery<Sort, Filters>({
    page: 1,
    pageSize: 20,
    sort: pendingOnly ? 'createdAt' : 'id',
    order: 'asc',
    ...(pendingOnly ? { status: 'pending' as const } : {}),
  });
  const { data, isFetching, isError, error, refetch } = useAdminAstrologersQuery(query);
  const [approve, approving] = useApproveAstrologerMutation();
  const [reject, rejecting] = useRejectAstrologerMutation();
  const [remove, removing] = useDeleteAstrologerMutation();
  const [setOnline, switching] = useSetAstrologerOnlineMutation();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  // Dialogs keep their astrologer while they close, so their text does not change during the animation.
  const [shown, setShown] = useState<AdminAstrologer | null>(null);
  const [formTarget, setFormTarget] = useState<AdminAstrologer | null>(null);
  const failed = useFailureToast();
  const { toast } = useToast();
  const busy = approving.isLoading || rejecting.isLoading || removing.isLoading || switching.isLoading;

  useEffect(() => {
    if (error) failed('Failed to fetch astrologers', error);
  }, [error, failed]);

  const open = (next: DialogState) => {
    if (next.kind === 'form') setFormTarget(next.astrologer);
    else if (next.kind !== 'none') setShown(next.astrologer);
    setDialog(next);
  };
  const close = () => setDialog({ kind: 'none' });

  const approveOne = async (astrologer: AdminAstrologer) => {
    try {
      await approve(astrologer.id).unwrap();
      toast({ title: 'Astrologer approved', description: `${astrologer.name} is now listed for customers.`, variant: 'success' });
    } catch (approveError) {
      failed('Failed to approve astrologer', approveError);
    }
  };

  const rejectOne = async (astrologer: AdminAstrologer, reason: string) => {
    try {
      await reject({ id: astrologer.id, reason: reason || undefined }).unwrap();
      toast({ title: 'Astrologer rejected', description: astrologer.name, variant: 'success' });
    } catch (rejectError) {
      failed('Failed to reject astrologer', rejectError);
    } finally {
      close();
    }
  };

  const deleteOne = async (astrologer: AdminAstrologer) => {
    try {
      await remove(astrologer.id).unwrap();
      toast({ title: 'Astrologer deleted', description: astrologer.name, variant: 'success' });
    } catch (deleteError) {
      failed('Failed to delete astrologer', deleteError);
    } finally {
      close();
    }
  };

  const toggleOnline = async (astrologer: AdminAstrologer) => {
    try {
      await setOnline({ id: astrologer.id, isOnline: !astrologer.isOnline }).unwrap();
    } catch (statusError) {
      failed('Failed to update astrologer status', statusError);
    }
  };

  const columns: Column<AdminAstrologer, Sort>[] = [
    {
      id: 'name',
      label: 'Astrologer',
      sortKey: 'name',
      minWidth: 220,
      render: (astrologer) => (
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Avatar src={astrologer.image} alt="" sx={{ width: 36, height: 36 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" fontWeight={600}>
              {astrologer.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              #{astrologer.id} · {astrologer.email}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      id: 'specializations',
      label: 'Specializations',
      minWidth: 170,
      render: (astrologer) => (
        <Typography variant="body2" sx={{ fontSize: '0.8125rem' }}>
          {astrologer.specializations.join(' · ')}
        </Typography>
      ),
    },
    ...(pendingOnly
      ? [{ id: 'languages', label: 'Languages', minWidth: 140, render: (astrologer: AdminAstrologer) => astrologer.languages.join(', ') }]
      : []),
    { id: 'experience', label: 'Experience', sortKey: 'experience', align: 'right', noWrap: true, render: (astrologer) => `${astrologer.experience} yrs` },
    { id: 'rate', label: 'Rate', sortKey: 'ratePerMinute', align: 'right', noWrap: true, render: (astrologer) => `${formatRupees(astrologer.ratePerMinute)}/min` },
    ...(pendingOnly
      ? [{ id: 'applied', label: 'Applied', sortKey: 'createdAt' as const, noWrap: true, render: (astrologer: AdminAstrologer) => formatLongDate(astrologer.createdAt) }]
      : ([
          {
            id: 'rating',
            label: 'Rating',
            sortKey: 'rating',
            hideBelow: 'lg',
            align: 'right',
            noWrap: true,
            render: (astrologer) => (astrologer.reviewCount > 0 ? `★ ${astrologer.rating.toFixed(1)}` : '–'),
          },
          {
            id: 'consultations',
            label: 'Consultations',
            sortKey: 'totalConsultations',
            align: 'right',
            render: (astrologer) => formatCount(astrologer.totalConsultations),
          },
          { id: 'earnings', label: 'Earnings', sortKey: 'totalEarnings', align: 'right', noWrap: true, hideBelow: 'xl', render: (astrologer) => formatPaise(astrologer.totalEarnings, { decimals: false }) },
          {
            id: 'status',
            label: 'Status',
            render: (astrologer) => {
              const chip = statusChip[astrologer.approvalStatus];
              const canGoOnline = astrologer.approvalStatus === 'approved';
              return (
                <Stack spacing={0.25} alignItems="flex-start">
                  <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />
                  <Tooltip title={canGoOnline ? '' : 'Only an approved astrologer can be online'} placement="left">
                    <FormControlLabel
                      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.75rem', color: 'text.secondary' } }}
                      control={
                        <Switch
                          size="small"
                          checked={astrologer.isOnline}
                          onChange={() => void toggleOnline(astrologer)}
                          disabled={busy || (!canGoOnline && !astrologer.isOnline)}
                          slotProps={{ input: { 'aria-label': `${astrologer.name} online` } }}
                        />
                      }
                      label={astrologer.isOnline ? 'Online' : 'Offline'}
                    />
                  </Tooltip>
                </Stack>
              );
            },
          },
        ] satisfies Column<AdminAstrologer, Sort>[])),
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (astrologer) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end" alignItems="center">
          {astrologer.approvalStatus !== 'approved' ? (
            <Button size="small" variant="contained" color="success" disabled={busy} onClick={() => void approveOne(astrologer)} aria-label={`Approve ${astrologer.name}`}>
              Approve
            </Button>
          ) : null}
          {pendingOnly && astrologer.approvalStatus === 'pending' ? (
            <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => open({ kind: 'reject', astrologer })} aria-label={`Reject ${astrologer.name}`}>
              Reject
            </Button>
          ) : null}
          <Tooltip title="Statistics">
            <IconButton size="small" onClick={() => open({ kind: 'stats', astrologer })} aria-label={`Statistics of ${astrologer.name}`}>
              <BarChartOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit">
            <IconButton size="small" onClick={() => open({ kind: 'form', astrologer })} aria-label={`Edit ${astrologer.name}`}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" color="error" onClick={() => open({ kind: 'delete', astrologer })} aria-label={`Delete ${astrologer.name}`}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
        <SearchField label={pendingOnly ? 'Search pending astrologers' : 'Search astrologers'} value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        {pendingOnly ? null : (
          <>
            <FilterSelect
              label="Approval"
              value={query.status ?? ''}
              onChange={(value) => setQuery({ status: (value || undefined) as ApprovalStatus | undefined })}
              options={[
                { value: '', label: 'Any approval' },
                { value: 'approved', label: 'Approved' },
                { value: 'pending', label: 'Pending' },
                { value: 'rejected', label: 'Rejected' },
              ]}
            />
            <FilterSelect
              label="Online"
              value={query.isOnline === undefined ? '' : String(query.isOnline)}
              onChange={(value) => setQuery({ isOnline: value === '' ? undefined : value === 'true' })}
              options={[
                { value: '', label: 'Online or not' },
                { value: 'true', label: 'Online' },
                { value: 'false', label: 'Offline' },
              ]}
              minWidth={150}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open({ kind: 'form', astrologer: null })}>
              Add astrologer
            </Button>
          </>
        )}
      </Stack>
      <DataTable
        label={pendingOnly ? 'Astrologers waiting for approval' : 'Astrologers'}
        columns={columns}
        rows={data?.items}
        rowKey={(astrologer) => astrologer.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={pendingOnly ? 'No astrologer is waiting for approval.' : 'No astrologer matches these filters.'}
      />
      <AstrologerFormDialog
        open={dialog.kind === 'form'}
        astrologer={formTarget}
        onClose={close}
      />
      <AstrologerStatsDialog open={dialog.kind === 'stats'} astrologer={dialog.kind === 'stats' ? dialog.astrologer : shown} onClose={close} />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={`Delete ${shown?.name ?? 'astrologer'}?`}
        description={DELETE_ASTROLOGER_QUESTION}
        confirmLabel="Delete"
        tone="danger"
        pending={removing.isLoading}
        onConfirm={() => dialog.kind === 'delete' && void deleteOne(dialog.astrologer)}
        onCancel={close}
      />
      <RejectDialog
        open={dialog.kind === 'reject'}
        astrologer={shown}
        pending={rejecting.isLoading}
        onConfirm={(reason) => dialog.kind === 'reject' && void rejectOne(dialog.astrologer, reason)}
        onCancel={close}
      />
    </Stack>
  );
}
