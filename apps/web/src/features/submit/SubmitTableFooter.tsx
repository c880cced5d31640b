import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ROWS, DEFAULT_PAGE_SIZE, PAGE_SIZES, pageOf } from './submit-model.ts';

/** The page of a list and its size; a new size (or a new filter: `first()`) starts on page one. */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  return {
    page,
    pageSize,
    setPage,
    setPageSize(size: number) {
      setPageSize(size);
      setPage(0);
    },
    first: () => setPage(0),
    rowsOf: <T,>(rows: T[]) => pageOf(rows, page, pageSize),
  };
}
export type TPaging = ReturnType<typeof usePaging>;

/** Under a list: "nothing found" when empty, and spec 3 §9's pages of 100 rows (100, 200, 500, all). */
export function SubmitTableFooter({ count, paging }: { count: number; paging: TPaging }) {
  const { t } = useTranslation();
  return (
    <>
      {count === 0 ? (
        <Typography sx={{ p: 2 }} data-testid="submit-empty">
          {t('submit.empty')}
        </Typography>
      ) : null}
      <TablePagination
        component="div"
        count={count}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={PAGE_SIZES.map((size) =>
          size === ALL_ROWS ? { value: ALL_ROWS, label: t('submit.pagination.all') } : size,
        )}
        onPageChange={(_, next) => paging.setPage(next)}
        onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
        labelRowsPerPage={t('submit.pagination.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) =>
          t('submit.pagination.displayed', { from, to, count: total })
        }
        getItemAriaLabel={(type) =>
          type === 'next' ? t('submit.pagination.next') : type === 'previous' ? t('submit.pagination.previous') : ''
        }
      />
    </>
  );
}
