import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';

export type TQuestion = { title: string; text: string; yes: string; no: string };

/**
 * A confirmation of spec 3 §8 (Discard changes?, Apply to presentations?, Delete session?,
 * Delete presentation?) asked as a promise: true for yes, false for no, null when closed
 * without an answer (Escape), which gives the action up.
 */
export function useConfirm(): [(question: TQuestion) => Promise<boolean | null>, ReactNode] {
  const [question, setQuestion] = useState<TQuestion | null>(null);
  const resolver = useRef<((answer: boolean | null) => void) | null>(null);
  const ask = useCallback((next: TQuestion) => {
    resolver.current?.(null);
    setQuestion(next);
    return new Promise<boolean | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = (value: boolean | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  };
  const dialog = question ? <ConfirmDialog question={question} onAnswer={answer} /> : null;
  return [ask, dialog];
}

function ConfirmDialog({ question, onAnswer }: { question: TQuestion; onAnswer: (answer: boolean | null) => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={() => onAnswer(null)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="admin-confirm"
    >
      <DialogTitle id={titleId}>{question.title}</DialogTitle>
      <DialogContent>
        <Typography id={textId} color="text.secondary">
          {question.text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {question.no}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained">
          {question.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
