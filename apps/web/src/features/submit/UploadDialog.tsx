import { localized, type TSubmitPresentation, type TSubmitSettings, type TSubmittedFile } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../components/DetailsList.tsx';
import { Notice } from '../../components/form-controls.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { useLocale } from '../../i18n/index.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AREA_ACCEPTS, AREA_TITLES } from './area-labels.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import { FileArea } from './FileArea.tsx';
import { PermissionQuestions } from './PermissionQuestions.tsx';
import { canFinish, fileAreas, formatSlot, type TDialogMode } from './submit-model.ts';
import { storePresentation, useAnswerQuestion } from './submit-queries.ts';
import { UploadedFiles } from './UploadedFiles.tsx';
import { useFileOpener } from './use-file-opener.ts';

export type TUploadDialogProps = {
  presentation: TSubmitPresentation;
  settings: TSubmitSettings;
  /** `view`: opened from the session list: no questions, no removal, Finish always allowed. */
  mode: TDialogMode;
  onClose: () => void;
};

/** spec 3 §9: 1024 px at most, 90 % of the window, on a desktop; the whole screen on a phone. */
/**
 * Full screen at every width (spec 3 §2); on a wide screen its title, content and buttons keep a
 * readable column of at most 1024 px in the middle.
 */
const PAPER = {
  alignItems: 'center',
  '& > .MuiDialogTitle-root, & > .MuiDialogContent-root, & > .MuiDialogActions-root': { width: '100%', maxWidth: 1024 },
} as const;

/**
 * spec 3 §2 "Upload dialog": a persistent dialog (Escape and a click beside it do nothing; Finish uploading closes it, or "Not now" while the questions are unanswered) with the
 * presentation's session, title, speaker and date, the organiser's instructions, the
 * permission questions and the file areas.
 */
export default function UploadDialog({ presentation, settings, mode, onClose }: TUploadDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { platformId, settings: platform } = usePlatform();
  const titleId = useId();
  const [ask, confirmDialog] = useConfirm();
  const openFile = useFileOpener(ask);
  const answer = useAnswerQuestion(presentation);
  const stored = useCallback(
    (next: TSubmitPresentation) => storePresentation(queryClient, platformId, next),
    [queryClient, platformId],
  );
  const confirmRemove = useCallback(
    (name: string) =>
      ask({
        title: t('submit.confirm.removeTitle'),
        text: t('submit.confirm.removeText', { name }),
        confirm: t('submit.confirm.remove'),
      }),
    [ask, t],
  );

  const isEditing = mode === 'edit' && presentation.canEdit;
  const finishAllowed = canFinish(presentation, {}, isEditing ? 'edit' : 'view');
  const instructions = localized(
    settings.submitFileUploadInstructionText,
    settings.submitFileUploadInstructionTextFr,
    locale,
  );
  const isPoster = presentation.isAPoster;
  const details: [string, string][] = [
    ...(isPoster ? [] : [[t('submit.dialog.session'), presentation.session?.title ?? ''] as [string, string]]),
    [isPoster ? t('submit.columns.author') : t('submit.columns.speaker'), presentation.speakerName],
    ...(isPoster
      ? []
      : [
          [t('submit.dialog.date'), formatSlot(presentation.start, presentation.end, locale, platform.timeZone)] as [
            string,
            string,
          ],
        ]),
  ];
  const openByName = (files: TSubmittedFile[]) => (name: string) => {
    const file = files.find((f) => f.name === name);
    if (file) openFile(file);
  };

  return (
    <Dialog
      open
      // Persistent (spec 3 §2): neither Escape nor a click beside it closes it.
      onClose={() => undefined}
      fullScreen
      slotProps={{ paper: { sx: PAPER } }}
      aria-labelledby={titleId}
      data-testid="upload-dialog"
    >
      <DialogTitle id={titleId} component="h2">
        {presentation.title}
      </DialogTitle>
      <DialogContent dividers>
        <DetailsList rows={details} />
        {instructions.trim() !== '' ? (
          <ServerHtml html={instructions} sx={{ mt: 2 }} data-testid="upload-instructions" />
        ) : null}
        {isEditing ? <PermissionQuestions presentation={presentation} settings={settings} onAnswer={answer} /> : null}
        {isEditing && !finishAllowed ? (
          <Notice severity="info" sx={{ mb: 2 }} data-testid="answer-first">
            {t('submit.dialog.answerFirst')}
          </Notice>
        ) : null}
        {fileAreas(presentation, settings).map((area) => {
          const headingId = `${titleId}-${area}`;
          const files = presentation.files.filter((f) => f.area === area);
          return (
            <Box component="section" key={area} aria-labelledby={headingId} sx={{ mt: 2 }}>
              <Typography id={headingId} component="h3" variant="h6">
                {t(AREA_TITLES[area])}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t(AREA_ACCEPTS[area])}
              </Typography>
              {isEditing ? (
                <FileArea
                  presentation={presentation}
                  area={area}
                  disabled={!finishAllowed}
                  maxBytes={settings.maxUploadMegabytes * 1024 * 1024}
                  onStored={stored}
                  onActivate={openByName(files)}
                  confirmRemove={confirmRemove}
                  aria-labelledby={headingId}
                />
              ) : null}
              <UploadedFiles files={files} onOpen={openFile} />
            </Box>
          );
        })}
      </DialogContent>
      <DialogActions>
        {/* Until the questions are answered, a way out without finishing (nothing is stored yet). */}
        {!finishAllowed ? (
          <Button onClick={onClose} data-testid="close-upload">
            {t('submit.dialog.later')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose} disabled={!finishAllowed} data-testid="finish-upload">
          {t('submit.dialog.finish')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}
