import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form-controls.tsx';
import { useLocale } from '../../i18n/index.ts';
import {
  pageOf,
  REPORT_PAGE_SIZE,
  searchRows,
  sortRows,
  type TSortDirection,
  type TSortValue,
} from './report-model.ts';

export type TReportColumn<T> = {
  key: string;
  label: string;
  /** What the column sorts by (a number, an ISO time, a text). */
  sortValue: (row: T) => TSortValue;
  /** What the cell shows (default: the sort value). */
  render?: (row: T) => ReactNode;
  isNumeric?: boolean;
  /** Whether the search looks into this column's text. */
  isSearched?: boolean;
};

type TReportTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: readonly TReportColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The column sorted first, and its direction. */
  initialSort?: { key: string; direction: TSortDirection };
  testId: string;
};

/**
 * A report's table: searchable, sorted by any column (a header is a button: click or Enter),
 * and paged by 100 rows so that an event of thousands of people stays quick. It scrolls
 * sideways on a phone rather than squeezing its columns.
 */
export function ReportTable<T>({ label, rows, columns, rowKey, initialSort, testId }: TReportTableProps<T>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(initialSort ?? null);
  const [page, setPage] = useState(0);

  const shown = useMemo(() => {
    const searched = columns.filter((column) => column.isSearched);
    const found = searchRows(rows, search, (row) => searched.map((column) => String(column.sortValue(row) ?? '')));
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    return column && sort ? sortRows(found, column.sortValue, sort.direction, locale) : found;
  }, [rows, columns, search, sort, locale]);
  const lastPage = Math.max(0, Math.ceil(shown.length / REPORT_PAGE_SIZE) - 1);
  const currentPage = Math.min(page, lastPage);

  const sortBy = (column: TReportColumn<T>) => {
    setSort((current) =>
      current?.key === column.key
        ? { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key: column.key, direction: column.isNumeric ? 'desc' : 'asc' },
    );
    setPage(0);
  };

  return (
    <Box data-testid={testId}>
      <Box sx={{ width: { xs: '100%', sm: 320 }, mb: 1.5 }}>
        <TextInput
          type="search"
          size="small"
          label={t('reports.table.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </Box>
      {/* A region of its own that the keyboard can reach and scroll sideways on a phone. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <TableCell
                    key={column.key}
                    align={column.isNumeric ? 'right' : 'left'}
                    sortDirection={direction ?? false}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                  >
                    <TableSortLabel
                      active={direction !== undefined}
                      direction={direction ?? 'asc'}
                      onClick={() => sortBy(column)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageOf(shown, currentPage, REPORT_PAGE_SIZE).map((row) => (
              <TableRow key={rowKey(row)} data-testid={`${testId}-row`}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.isNumeric ? 'right' : 'left'}>
                    {column.render ? column.render(row) : column.sortValue(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {shown.length === 0 ? (
        <Typography sx={{ p: 2 }} data-testid={`${testId}-empty`}>
          {search.trim() ? t('reports.table.noMatch') : t('reports.table.empty')}
        </Typography>
      ) : null}
      {shown.length > REPORT_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={shown.length}
          page={currentPage}
          rowsPerPage={REPORT_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => t('reports.table.displayed', { from, to, count })}
          getItemAriaLabel={(type) =>
            type === 'next' ? t('reports.table.next') : type === 'previous' ? t('reports.table.previous') : ''
          }
        />
      ) : null}
    </Box>
  );
}
