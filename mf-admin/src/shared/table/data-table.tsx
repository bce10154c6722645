import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../ui/visually-hidden';
import type { TableQuery } from '../api/page-query';
import { useAdminText } from '../../locales/use-text';

export interface Column<Row, Sort extends string> {
  id: string;
  label: string;
  /** The server's sort field for this column; without it the column does not sort. */
  sortKey?: Sort;
  align?: 'left' | 'right' | 'center';
  render: (row: Row) => ReactNode;
  /** Keeps short values (dates, money) on one line. */
  noWrap?: boolean;
  minWidth?: number;
  /** A secondary column, left out on screens narrower than this breakpoint (the row still has it elsewhere). */
  hideBelow?: 'md' | 'lg' | 'xl';
}

const displayFrom = (breakpoint: Column<unknown, string>['hideBelow']) =>
  breakpoint ? { display: { xs: 'none', [breakpoint]: 'table-cell' } } : {};

export interface DataTableProps<Row, Sort extends string> {
  /** The table's accessible name (its caption, visually hidden). */
  label: string;
  columns: readonly Column<Row, Sort>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  total: number;
  query: TableQuery<Sort>;
  onQueryChange: (patch: Partial<TableQuery<Sort>>) => void;
  /** A request is running (first load or a new page). */
  loading: boolean;
  failed?: boolean;
  onRetry?: () => void;
  emptyText: string;
  /** A second row under a row (the audit log's before/after). */
  renderDetail?: (row: Row) => ReactNode;
  pageSizes?: number[];
}

/**
 * A table whose rows the server pages, sorts and searches: MUI Table, TableSortLabel and TablePagination driven
 * by the query; it scrolls sideways on a phone instead of squeezing its columns.
 */
export function DataTable<Row, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  total,
  query,
  onQueryChange,
  loading,
  failed = false,
  onRetry,
  emptyText,
  renderDetail,
  pageSizes = [10, 20, 50, 100],
}: DataTableProps<Row, Sort>) {
  const { t } = useAdminText();
  const firstLoad = loading && rows === undefined;

  const sortBy = (key: Sort) => {
    if (query.sort === key) onQueryChange({ order: query.order === 'asc' ? 'desc' : 'asc' });
    else onQueryChange({ sort: key, order: 'asc' });
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && !firstLoad ? <LinearProgress aria-label={t('table.loading', { label })} /> : null}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-busy={loading || undefined}
          // Narrower side padding than MUI's 16 px: admin tables carry many columns and should fit a laptop.
          sx={{ minWidth: 640, '& th, & td': { px: 1.25 }, '& th:first-of-type, & td:first-of-type': { pl: 2 }, '& th:last-of-type, & td:last-of-type': { pr: 2 } }}
        >
          <caption style={visuallyHidden}>{label}</caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={column.sortKey && query.sort === column.sortKey ? query.order : false}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', minWidth: column.minWidth, ...displayFrom(column.hideBelow) }}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={query.sort === column.sortKey}
                      direction={query.sort === column.sortKey ? query.order : 'asc'}
                      onClick={() => sortBy(column.sortKey as Sort)}
                    >
                      {column.label}
                      {query.sort === column.sortKey ? (
                        <Box component="span" sx={visuallyHidden}>
                          {query.order === 'desc' ? t('table.sortedDescending') : t('table.sortedAscending')}
                        </Box>
                      ) : null}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {firstLoad
              ? Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={`skeleton-${index}`} aria-hidden>
                    {columns.map((column) => (
                      <TableCell key={column.id} sx={displayFrom(column.hideBelow)}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {!firstLoad && failed && !rows?.length ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: 'center' }}>
                  <Typography color="text.secondary" gutterBottom>
                    {t('table.failed')}
                  </Typography>
                  {onRetry ? (
                    <Button variant="outlined" onClick={onRetry}>
                      {t('common.retry')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ) : null}
            {!firstLoad && !failed && rows?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: 'center' }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {rows?.map((row) => {
              const detail = renderDetail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <TableRow hover sx={detail ? { '& > td': { borderBottom: 'none' } } : undefined}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        align={column.align}
                        sx={{ whiteSpace: column.noWrap ? 'nowrap' : undefined, minWidth: column.minWidth, ...displayFrom(column.hideBelow) }}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                  {detail ? (
                    <TableRow>
                      <TableCell colSpan={columns.length} sx={{ pt: 0 }}>
                        {detail}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, query.page - 1)}
        rowsPerPage={query.pageSize}
        rowsPerPageOptions={pageSizes}
        onPageChange={(_event, page) => onQueryChange({ page: page + 1 })}
        onRowsPerPageChange={(event) => onQueryChange({ pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`table.page.${type}`)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}
