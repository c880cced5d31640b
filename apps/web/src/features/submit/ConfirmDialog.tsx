import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TQuestion = { title: string; text: string; confirm: string };

/**
 * A yes/no confirmation over the upload dialog, asked as a promise (FilePond's
 * beforeRemoveFile waits for one): `ask` opens it, the answer resolves the promise.
 */
export function useConfirm(): [(question: TQuestion) => Promise<boolean>, ReactNode] {
  const [question, setQuestion] = useState<TQuestion | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const ask = useCallback((next: TQuestion) => {
    resolver.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  };
  const dialog = question ? <ConfirmDialog question={question} onAnswer={answer} /> : null;
  return [ask, dialog];
}

function ConfirmDialog({ question, onAnswer }: { question: TQuestion; onAnswer: (answer: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="submit-confirm"
    >
      <DialogTitle id={titleId}>{question.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{question.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('submit.confirm.cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained">
          {question.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
