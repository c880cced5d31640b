import { chatTextLength, QUESTION_MAX_LENGTH, type TQuestion } from '@atrium/contracts';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../api/api-error.ts';
import { useSession } from '../../auth/session-store.ts';
import { MessageTime } from '../../components/MessageTime.tsx';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { sortQuestions, type TQuestionSort } from './player-model.ts';
import { useQuestionActions, useQuestions } from './player-queries.ts';

const STATE_LABELS: Record<'pending' | 'approved' | 'hidden', TKey> = {
  pending: tKey('player.questions.pending'),
  approved: tKey('player.questions.approved'),
  hidden: tKey('player.questions.hidden'),
};

/** The text box of a question or a reply: more than 1 character, at most 500 (spec 2 §9). */
function useTextBox() {
  const [text, setText] = useState('');
  const length = chatTextLength(text.trim());
  return {
    text,
    setText,
    valid: length > 1 && length <= QUESTION_MAX_LENGTH,
    remaining: QUESTION_MAX_LENGTH - chatTextLength(text),
  };
}

function QuestionItem({
  q,
  isMod,
  actions,
}: {
  q: TQuestion;
  isMod: boolean;
  actions: ReturnType<typeof useQuestionActions>;
}) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const [replying, setReplying] = useState(false);
  const reply = useTextBox();
  const replyId = useId();
  const state = q.isHidden ? 'hidden' : q.isApproved ? 'approved' : 'pending';
  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.valid) return;
    actions.reply.mutate(
      { questionId: q.id, text: reply.text.trim() },
      {
        onSuccess: () => {
          reply.setText('');
          setReplying(false);
        },
      },
    );
  };
  return (
    <Box
      component="li"
      data-testid="question"
      data-question-state={state}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Avatar src={q.userPhotoUri || undefined} alt="" sx={{ width: 32, height: 32 }}>
          {q.userName.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {q.userName}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              <MessageTime timeStamp={q.timeStamp} />
            </Typography>
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{q.text}</Typography>
          {q.replies.map((r) => (
            <Box key={r.id} sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {r.userName}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {r.text}
              </Typography>
            </Box>
          ))}
        </Box>
        {q.isApproved && !q.isHidden ? (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <IconButton
              size="small"
              disabled={q.userId === userId}
              aria-pressed={q.voted}
              aria-label={q.voted ? t('player.questions.unvote') : t('player.questions.vote')}
              onClick={() => actions.vote.mutate(q.id)}
            >
              {q.voted ? <ThumbUp fontSize="small" /> : <ThumbUpOutlined fontSize="small" />}
            </IconButton>
            <Typography variant="body2" aria-label={t('player.questions.votes', { count: q.votes })}>
              {q.votes}
            </Typography>
          </Box>
        ) : null}
      </Box>
      {isMod ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5, alignItems: 'center' }}>
          <Chip
            size="small"
            label={t(STATE_LABELS[state])}
            color={state === 'approved' ? 'success' : state === 'hidden' ? 'default' : 'warning'}
          />
          {state !== 'approved' ? (
            <Button size="small" onClick={() => actions.moderate.mutate({ questionId: q.id, action: 'approve' })}>
              {t('player.questions.approve')}
            </Button>
          ) : null}
          {state !== 'hidden' ? (
            <Button size="small" onClick={() => actions.moderate.mutate({ questionId: q.id, action: 'hide' })}>
              {t('player.questions.hide')}
            </Button>
          ) : null}
          <Button size="small" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
            {t('player.questions.reply')}
          </Button>
          {q.userPhotoUri ? (
            <Button size="small" onClick={() => actions.moderate.mutate({ questionId: q.id, action: 'resetPhoto' })}>
              {t('player.questions.resetPhoto')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {isMod && replying ? (
        <Box component="form" onSubmit={submitReply} sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <TextField
            id={replyId}
            size="small"
            fullWidth
            autoFocus
            label={t('player.questions.replyLabel', { name: q.userName })}
            value={reply.text}
            onChange={(e) => reply.setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: QUESTION_MAX_LENGTH * 2 } }}
          />
          <Button type="submit" variant="contained" disabled={!reply.valid || actions.reply.isPending}>
            {t('player.questions.sendReply')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The questions tab (spec 2 §2.8, §4; spec 3 §4 "Question moderation"): moderators see every
 * question with approve, hide, reply and photo reset, approve-all, hide-all and auto-approve
 * (turned off on opening); everyone may ask (a dialog says the question went to the
 * moderators), up-vote approved questions and sort by votes.
 */
export function QuestionsPanel({
  sessionId,
  presentationId,
  isMod,
  live,
}: {
  sessionId: number;
  presentationId: number | null;
  isMod: boolean;
  live: boolean;
}) {
  const { t } = useTranslation();
  const questions = useQuestions(sessionId, presentationId, { isMod, enabled: true, live });
  const actions = useQuestionActions(sessionId, presentationId);
  const ask = useTextBox();
  const [sent, setSent] = useState(false);
  const [sort, setSort] = useState<TQuestionSort>('newest');
  const [autoApprove, setAutoApprove] = useState(false);
  const askId = useId();
  const turnedOff = useRef(false);
  const { mutate: setAuto } = actions.autoApprove;

  // spec 2 §2.8: the auto-approve toggle is reset to off when a moderator opens the panel.
  useEffect(() => {
    if (!isMod || turnedOff.current) return;
    turnedOff.current = true;
    setAuto(false);
  }, [isMod, setAuto]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ask.valid) return;
    actions.ask.mutate(ask.text.trim(), {
      onSuccess: () => {
        ask.setText('');
        setSent(true);
      },
    });
  };
  const list = sortQuestions(questions.data ?? [], sort);
  const error = actions.ask.error ? (refusalMessage(actions.ask.error) ?? String(actions.ask.error)) : null;

  return (
    <Box sx={{ p: 1 }} data-testid="questions-panel">
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          id={askId}
          label={t('player.questions.ask')}
          multiline
          minRows={2}
          value={ask.text}
          onChange={(e) => ask.setText(e.target.value)}
          helperText={`${ask.remaining}`}
          error={ask.remaining < 0}
          slotProps={{ htmlInput: { maxLength: QUESTION_MAX_LENGTH * 2 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!ask.valid || actions.ask.isPending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('player.questions.send')}
        </Button>
        {error ? <Alert severity="error">{t('player.questions.failed', { message: error })}</Alert> : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={sort === 'votes'} onChange={(e) => setSort(e.target.checked ? 'votes' : 'newest')} />
          }
          label={t('player.questions.sortByVotes')}
        />
        {isMod ? (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={autoApprove}
                  onChange={(e) => {
                    setAutoApprove(e.target.checked);
                    setAuto(e.target.checked);
                  }}
                />
              }
              label={t('player.questions.autoApprove')}
            />
            <Button size="small" variant="outlined" onClick={() => actions.changeAll.mutate('approveAll')}>
              {t('player.questions.approveAll')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => actions.changeAll.mutate('hideAll')}>
              {t('player.questions.hideAll')}
            </Button>
          </>
        ) : null}
      </Box>
      {list.length === 0 && !questions.isPending ? (
        <Typography color="text.secondary">{t('player.questions.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite">
          {list.map((q) => (
            <QuestionItem key={q.id} q={q} isMod={isMod} actions={actions} />
          ))}
        </Box>
      )}
      <Dialog open={sent} onClose={() => setSent(false)} aria-labelledby={`${askId}-sent`}>
        <DialogTitle id={`${askId}-sent`}>{t('player.questions.sentTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('player.questions.sent')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSent(false)} autoFocus>
            {t('player.questions.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
