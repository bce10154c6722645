import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { auditActions, auditTargetTypes, type AuditAction, type AuditEntry, type AuditTargetType } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { DataTable, type Column } from '../../shared/table/data-table';
import { FilterSelect, NO_FILTER } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFetchFailureToast } from '../../shared/ui/use-failure-toast';
import { useAuditLogQuery } from './audit-api';
import { AuditChanges } from './audit-changes';
import { actionLabel, actionTone, targetLabel } from './audit-labels';
import { useAdminText } from '../../locales/use-text';

type Filters = { action?: AuditAction; targetType?: AuditTargetType };

/** Every admin action: who, what, when, and the record before and after (newest first). */
export function AuditLogPanel() {
  const { t } = useAdminText();
  const [query, setQuery] = useTableQuery<'createdAt', Filters>({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  const { data, isFetching, isError, error, refetch } = useAuditLogQuery(query);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  useFetchFailureToast(error, t('audit.fetchFailed'));

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: Column<AuditEntry, 'createdAt'>[] = [
    { id: 'when', label: t('audit.column.when'), sortKey: 'createdAt', noWrap: true, render: (entry) => formatDateTime(entry.createdAt) },
    { id: 'who', label: t('audit.column.who'), render: (entry) => entry.actor.username },
    {
      id: 'what',
      label: t('audit.column.action'),
      render: (entry) => <Chip size="small" variant="outlined" color={actionTone(entry.action)} label={actionLabel(entry.action)} />,
    },
    { id: 'target', label: t('audit.column.record'), noWrap: true, render: (entry) => t('audit.record', { type: targetLabel(entry.target.type), id: entry.target.id }) },
    {
      id: 'summary',
      label: t('audit.column.summary'),
      minWidth: 240,
      render: (entry) => (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {entry.summary}
        </Typography>
      ),
    },
    {
      id: 'changes',
      label: t('audit.column.changes'),
      align: 'right',
      render: (entry) => (
        <Button
          size="small"
          onClick={() => toggle(entry.id)}
          aria-expanded={expanded.has(entry.id)}
          endIcon={expanded.has(entry.id) ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
          aria-label={expanded.has(entry.id) ? t('audit.hideLabel', { id: entry.id }) : t('audit.showLabel', { id: entry.id })}
        >
          {expanded.has(entry.id) ? t('audit.hide') : t('audit.show')}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <SearchField label={t('audit.search')} value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        <FilterSelect
          label={t('audit.column.action')}
          value={query.action ?? ''}
          onChange={(value) => setQuery({ action: (value || undefined) as AuditAction | undefined })}
          options={[{ value: NO_FILTER, label: t('audit.everyAction') }, ...auditActions.map((action) => ({ value: action, label: actionLabel(action) }))]}
          minWidth={200}
        />
        <FilterSelect
          label={t('audit.recordType')}
          value={query.targetType ?? ''}
          onChange={(value) => setQuery({ targetType: (value || undefined) as AuditTargetType | undefined })}
          options={[{ value: NO_FILTER, label: t('audit.everyRecord') }, ...auditTargetTypes.map((type) => ({ value: type, label: targetLabel(type) }))]}
        />
      </Stack>
      <DataTable
        label={t('audit.table')}
        columns={columns}
        rows={data?.items}
        rowKey={(entry) => entry.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={t('audit.emptyList')}
        renderDetail={(entry) => (expanded.has(entry.id) ? <AuditChanges entry={entry} /> : null)}
      />
    </Stack>
  );
}
