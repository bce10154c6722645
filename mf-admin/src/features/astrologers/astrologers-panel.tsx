import { useState } from 'react';
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
import { formatCount, formatLongDate, formatPaise, formatRupees, specializationName, spokenLanguageList } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { DataTable, type Column } from '../../shared/table/data-table';
import { FilterSelect, NO_FILTER } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast, useFetchFailureToast } from '../../shared/ui/use-failure-toast';
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
import { useAdminText } from '../../locales/use-text';

type Sort = AdminAstrologersQuery['sort'];
type Filters = { status?: ApprovalStatus; isOnline?: boolean };

const statusColour: Record<ApprovalStatus, 'success' | 'warning' | 'error'> = { approved: 'success', pending: 'warning', rejected: 'error' };

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
  const { t } = useAdminText();
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

  useFetchFailureToast(error, t('astrologers.fetchFailed'));

  const open = (next: DialogState) => {
    if (next.kind === 'form') setFormTarget(next.astrologer);
    else if (next.kind !== 'none') setShown(next.astrologer);
    setDialog(next);
  };
  const close = () => setDialog({ kind: 'none' });

  const approveOne = async (astrologer: AdminAstrologer) => {
    try {
      await approve(astrologer.id).unwrap();
      toast({ title: t('astrologers.approved'), description: t('astrologers.approvedText', { name: astrologer.name }), variant: 'success' });
    } catch (approveError) {
      failed(t('astrologers.approveFailed'), approveError);
    }
  };

  const rejectOne = async (astrologer: AdminAstrologer, reason: string) => {
    try {
      await reject({ id: astrologer.id, reason: reason || undefined }).unwrap();
      toast({ title: t('astrologers.rejected'), description: astrologer.name, variant: 'success' });
    } catch (rejectError) {
      failed(t('astrologers.rejectFailed'), rejectError);
    } finally {
      close();
    }
  };

  const deleteOne = async (astrologer: AdminAstrologer) => {
    try {
      await remove(astrologer.id).unwrap();
      toast({ title: t('astrologers.deleted'), description: astrologer.name, variant: 'success' });
    } catch (deleteError) {
      failed(t('astrologers.deleteFailed'), deleteError);
    } finally {
      close();
    }
  };

  const toggleOnline = async (astrologer: AdminAstrologer) => {
    try {
      await setOnline({ id: astrologer.id, isOnline: !astrologer.isOnline }).unwrap();
    } catch (statusError) {
      failed(t('astrologers.statusFailed'), statusError);
    }
  };

  const columns: Column<AdminAstrologer, Sort>[] = [
    {
      id: 'name',
      label: t('astrologers.column.astrologer'),
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
      label: t('astrologers.column.specializations'),
      minWidth: 170,
      render: (astrologer) => (
        <Typography variant="body2" sx={{ fontSize: '0.8125rem' }}>
          {astrologer.specializations.map(specializationName).join(' · ')}
        </Typography>
      ),
    },
    ...(pendingOnly
      ? [{ id: 'languages', label: t('astrologers.column.languages'), minWidth: 140, render: (astrologer: AdminAstrologer) => spokenLanguageList(astrologer.languages) }]
      : []),
    { id: 'experience', label: t('astrologers.column.experience'), sortKey: 'experience', align: 'right', noWrap: true, render: (astrologer) => t('astrologers.years', { count: astrologer.experience }) },
    { id: 'rate', label: t('astrologers.column.rate'), sortKey: 'ratePerMinute', align: 'right', noWrap: true, render: (astrologer) => t('astrologers.perMinute', { amount: formatRupees(astrologer.ratePerMinute) }) },
    ...(pendingOnly
      ? [{ id: 'applied', label: t('astrologers.column.applied'), sortKey: 'createdAt' as const, noWrap: true, render: (astrologer: AdminAstrologer) => formatLongDate(astrologer.createdAt) }]
      : ([
          {
            id: 'rating',
            label: t('astrologers.column.rating'),
            sortKey: 'rating',
            hideBelow: 'lg',
            align: 'right',
            noWrap: true,
            render: (astrologer) => (astrologer.reviewCount > 0 ? `★ ${astrologer.rating.toFixed(1)}` : '–'),
          },
          {
            id: 'consultations',
            label: t('astrologers.column.consultations'),
            sortKey: 'totalConsultations',
            align: 'right',
            render: (astrologer) => formatCount(astrologer.totalConsultations),
          },
          { id: 'earnings', label: t('astrologers.column.earnings'), sortKey: 'totalEarnings', align: 'right', noWrap: true, hideBelow: 'xl', render: (astrologer) => formatPaise(astrologer.totalEarnings, { decimals: false }) },
          {
            id: 'status',
            label: t('astrologers.column.status'),
            render: (astrologer) => {
              const canGoOnline = astrologer.approvalStatus === 'approved';
              return (
                <Stack spacing={0.25} alignItems="flex-start">
                  <Chip size="small" variant="outlined" label={t(`astrologers.approval.${astrologer.approvalStatus}`)} color={statusColour[astrologer.approvalStatus]} />
                  <Tooltip title={canGoOnline ? undefined : t('astrologers.onlineOnlyApproved')} placement="left">
                    <FormControlLabel
                      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.75rem', color: 'text.secondary' } }}
                      control={
                        <Switch
                          size="small"
                          checked={astrologer.isOnline}
                          onChange={() => void toggleOnline(astrologer)}
                          disabled={busy || (!canGoOnline && !astrologer.isOnline)}
                          slotProps={{ input: { 'aria-label': t('astrologers.onlineLabel', { name: astrologer.name }) } }}
                        />
                      }
                      label={astrologer.isOnline ? t('astrologers.online') : t('astrologers.offline')}
                    />
                  </Tooltip>
                </Stack>
              );
            },
          },
        ] satisfies Column<AdminAstrologer, Sort>[])),
    {
      id: 'actions',
      label: t('astrologers.column.actions'),
      align: 'right',
      render: (astrologer) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end" alignItems="center">
          {astrologer.approvalStatus !== 'approved' ? (
            <Button size="small" variant="contained" color="success" disabled={busy} onClick={() => void approveOne(astrologer)} aria-label={t('astrologers.approveLabel', { name: astrologer.name })}>
              {t('astrologers.approve')}
            </Button>
          ) : null}
          {pendingOnly && astrologer.approvalStatus === 'pending' ? (
            <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => open({ kind: 'reject', astrologer })} aria-label={t('astrologers.rejectLabel', { name: astrologer.name })}>
              {t('astrologers.reject')}
            </Button>
          ) : null}
          <Tooltip title={t('astrologers.statistics')}>
            <IconButton size="small" onClick={() => open({ kind: 'stats', astrologer })} aria-label={t('astrologers.statisticsLabel', { name: astrologer.name })}>
              <BarChartOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('astrologers.edit')}>
            <IconButton size="small" onClick={() => open({ kind: 'form', astrologer })} aria-label={t('astrologers.editLabel', { name: astrologer.name })}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('astrologers.delete')}>
            <IconButton size="small" color="error" onClick={() => open({ kind: 'delete', astrologer })} aria-label={t('astrologers.deleteLabel', { name: astrologer.name })}>
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
        <SearchField label={pendingOnly ? t('astrologers.searchPending') : t('astrologers.search')} value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        {pendingOnly ? null : (
          <>
            <FilterSelect
              label={t('astrologers.filter.approval')}
              value={query.status ?? ''}
              onChange={(value) => setQuery({ status: (value || undefined) as ApprovalStatus | undefined })}
              options={[
                { value: NO_FILTER, label: t('astrologers.filter.anyApproval') },
                { value: 'approved', label: t('astrologers.approval.approved') },
                { value: 'pending', label: t('astrologers.approval.pending') },
                { value: 'rejected', label: t('astrologers.approval.rejected') },
              ]}
            />
            <FilterSelect
              label={t('astrologers.online')}
              value={query.isOnline === undefined ? NO_FILTER : String(query.isOnline)}
              onChange={(value) => setQuery({ isOnline: value === '' ? undefined : value === 'true' })}
              options={[
                { value: NO_FILTER, label: t('astrologers.filter.anyOnline') },
                { value: 'true', label: t('astrologers.online') },
                { value: 'false', label: t('astrologers.offline') },
              ]}
              minWidth={150}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open({ kind: 'form', astrologer: null })}>
              {t('astrologers.add')}
            </Button>
          </>
        )}
      </Stack>
      <DataTable
        label={pendingOnly ? t('astrologers.tablePending') : t('astrologers.table')}
        columns={columns}
        rows={data?.items}
        rowKey={(astrologer) => astrologer.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={pendingOnly ? t('astrologers.emptyPending') : t('astrologers.emptyFiltered')}
      />
      <AstrologerFormDialog
        open={dialog.kind === 'form'}
        astrologer={formTarget}
        onClose={close}
      />
      <AstrologerStatsDialog open={dialog.kind === 'stats'} astrologer={dialog.kind === 'stats' ? dialog.astrologer : shown} onClose={close} />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={shown ? t('astrologers.deleteTitle', { name: shown.name }) : t('astrologers.deleteTitleUnnamed')}
        description={t('astrologers.deleteQuestion')}
        confirmLabel={t('astrologers.delete')}
        cancelLabel={t('common.cancel')}
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
