import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { ALL_ROWS, PAGE_SIZES } from './submit-model.ts';

/** spec 3 §9: pages of 100 rows, with 100, 200, 500 and all. */
export function SubmitPagination({
  count,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES.map((size) =>
        size === ALL_ROWS ? { value: ALL_ROWS, label: t('submit.pagination.all') } : size,
      )}
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={t('submit.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('submit.pagination.displayed', { from, to, count: total })}
      getItemAriaLabel={(type) =>
        type === 'next' ? t('submit.pagination.next') : type === 'previous' ? t('submit.pagination.previous') : ''
      }
    />
  );
}
