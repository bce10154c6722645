import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { auditActions, auditTargetTypes, type AuditAction, type AuditEntry, type AuditTargetType } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { DataTable, type Column } from '../../shared/table/data-table';
import { FilterSelect } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import { useAuditLogQuery } from './audit-api';
import { AuditChanges } from './audit-changes';
import { actionLabels, actionTone, targetLabels } from './audit-labels';

type Filters = { action?: AuditAction; targetType?: AuditTargetType };

/** Every admin action: who, what, when, and the record before and after (newest first). */
export function AuditLogPanel() {
  const [query, setQuery] = useTableQuery<'createdAt', Filters>({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  const { data, isFetching, isError, error, refetch } = useAuditLogQuery(query);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const failed = useFailureToast();

  useEffect(() => {
    if (error) failed('Failed to fetch the audit log', error);
  }, [error, failed]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: Column<AuditEntry, 'createdAt'>[] = [
    { id: 'when', label: 'When', sortKey: 'createdAt', noWrap: true, render: (entry) => formatDateTime(entry.createdAt) },
    { id: 'who', label: 'Who', render: (entry) => entry.actor.username },
    {
      id: 'what',
      label: 'Action',
      render: (entry) => <Chip size="small" variant="outlined" color={actionTone(entry.action)} label={actionLabels[entry.action]} />,
    },
    { id: 'target', label: 'Record', noWrap: true, render: (entry) => `${targetLabels[entry.target.type]} #${entry.target.id}` },
    {
      id: 'summary',
      label: 'Summary',
      minWidth: 240,
      render: (entry) => (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {entry.summary}
        </Typography>
      ),
    },
    {
      id: 'changes',
      label: 'Before / after',
      align: 'right',
      render: (entry) => (
        <Button
          size="small"
          onClick={() => toggle(entry.id)}
          aria-expanded={expanded.has(entry.id)}
          endIcon={expanded.has(entry.id) ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
          aria-label={`${expanded.has(entry.id) ? 'Hide' : 'Show'} changes of entry ${entry.id}`}
        >
          {expanded.has(entry.id) ? 'Hide changes' : 'Show changes'}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <SearchField label="Search the log" value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        <FilterSelect
          label="Action"
          value={query.action ?? ''}
          onChange={(value) => setQuery({ action: (value || undefined) as AuditAction | undefined })}
          options={[{ value: '', label: 'Every action' }, ...auditActions.map((action) => ({ value: action, label: actionLabels[action] }))]}
          minWidth={200}
        />
        <FilterSelect
          label="Record type"
          value={query.targetType ?? ''}
          onChange={(value) => setQuery({ targetType: (value || undefined) as AuditTargetType | undefined })}
          options={[{ value: '', label: 'Every record' }, ...auditTargetTypes.map((type) => ({ value: type, label: targetLabels[type] }))]}
        />
      </Stack>
      <DataTable
        label="Audit log"
        columns={columns}
        rows={data?.items}
        rowKey={(entry) => entry.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText="No admin action matches these filters."
        renderDetail={(entry) => (expanded.has(entry.id) ? <AuditChanges entry={entry} /> : null)}
      />
    </Stack>
  );
}
