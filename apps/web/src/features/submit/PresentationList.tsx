import type { TSubmitPresentation, TSubmitSettings } from '@atrium/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useLocale } from '../../i18n/index.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { FileActionButton } from './FileActionButton.tsx';
import { LazyUploadDialog } from './LazyUploadDialog.tsx';
import { SubmitTableFooter, usePaging } from './SubmitTableFooter.tsx';
import { filterPresentations, formatSlot } from './submit-model.ts';
import { useSubmitPresentations } from './submit-queries.ts';

/** Cells shown from the desktop width only; their content moves under the title on a phone. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
export const NARROW_ONLY = { display: { xs: 'block', md: 'none' } } as const;

/**
 * spec 3 §2: the poster list (Id, poster title, author, actions) or the presentation list
 * (Id, title, speaker, start and end, actions), with the Uploaded only switch, a search box
 * and pages of 100, 200, 500 or all rows.
 */
export function PresentationList({ posters, settings }: { posters: boolean; settings: TSubmitSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings: platform } = usePlatform();
  const list = useSubmitPresentations(posters, true);
  const [uploadedOnly, setUploadedOnly] = useState(false);
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);

  const rows = useMemo(
    () => filterPresentations(list.data ?? [], { uploadedOnly, search }),
    [list.data, uploadedOnly, search],
  );
  // The dialog follows the cached presentation, which each upload, removal and answer updates.
  const open = openId === null ? undefined : list.data?.find((p) => p.id === openId);
  const personLabel = posters ? t('submit.columns.author') : t('submit.columns.speaker');

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Box sx={{ width: { xs: '100%', sm: 320 } }}>
          <TextInput
            type="search"
            size="small"
            label={t('submit.filters.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              paging.first();
            }}
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={uploadedOnly}
              onChange={(event) => {
                setUploadedOnly(event.target.checked);
                paging.first();
              }}
            />
          }
          label={t('submit.filters.uploadedOnly')}
        />
      </Box>
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={posters ? t('submit.title.posters') : t('submit.title.presentations')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('submit.columns.id')}</TableCell>
                  <TableCell>{posters ? t('submit.columns.posterTitle') : t('submit.columns.title')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{personLabel}</TableCell>
                  {posters ? null : <TableCell sx={WIDE_ONLY}>{t('submit.columns.time')}</TableCell>}
                  <TableCell align="right">{t('submit.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {paging.rowsOf(rows).map((p) => (
                  <PresentationRow
                    key={p.id}
                    presentation={p}
                    showSlot={!posters}
                    slot={posters ? '' : formatSlot(p.start, p.end, locale, platform.timeZone)}
                    onOpen={() => setOpenId(p.id)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <SubmitTableFooter count={rows.length} paging={paging} />
        </>
      )}
      {open ? (
        <LazyUploadDialog presentation={open} settings={settings} mode="edit" onClose={() => setOpenId(null)} />
      ) : null}
    </>
  );
}

function PresentationRow({
  presentation: p,
  showSlot,
  slot,
  onOpen,
}: {
  presentation: TSubmitPresentation;
  showSlot: boolean;
  slot: string;
  onOpen: () => void;
}) {
  const titleId = `submit-title-${p.id}`;
  return (
    <TableRow hover data-testid="submit-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.internalCode}</TableCell>
      <TableCell>
        <Box id={titleId}>{p.title}</Box>
        {/* On a phone the person and time sit under the title instead of in their columns. */}
        <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
          {[p.speakerName, slot].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{p.speakerName}</TableCell>
      {showSlot ? <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{slot}</TableCell> : null}
      <TableCell align="right">
        <FileActionButton hasFile={p.files.length > 0} describedBy={titleId} onClick={onOpen} />
      </TableCell>
    </TableRow>
  );
}
