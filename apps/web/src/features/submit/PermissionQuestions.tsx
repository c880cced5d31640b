import {
  PERMISSION_ANSWER_KEY,
  type TPermissionQuestion,
  type TSubmitPresentation,
  type TSubmitSettings,
} from '@atrium/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/index.ts';
import { answerOf, questionText, requiredQuestions, type TAnswers } from './submit-model.ts';

/**
 * spec 3 §2, §4: the permission questions the presentation asks, each a Yes/No choice sent at
 * once (`onAnswer`). The choice shows from the click itself (state of its own, set in the
 * event): a controlled radio whose value arrived only with the query cache's next notification
 * was put back by React for that moment, and a quick second look saw it unchanged.
 */
export function PermissionQuestions({
  presentation,
  settings,
  onAnswer,
}: {
  presentation: TSubmitPresentation;
  settings: TSubmitSettings;
  onAnswer: (question: TPermissionQuestion, value: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [chosen, setChosen] = useState<TAnswers>({});
  const questions = requiredQuestions(presentation);
  if (questions.length === 0) return null;
  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, my: 2 }}
      data-testid="permission-questions"
    >
      {questions.map((q) => {
        const answer = answerOf(presentation, chosen, q);
        const labelId = `submit-question-${q}`;
        return (
          <FormControl key={q} component="fieldset" data-testid={`question-${q}`}>
            <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary' }}>
              {questionText(settings, q, locale) || q}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              value={answer === null ? '' : String(answer)}
              onChange={(event) => {
                const value = event.target.value === 'true';
                setChosen((before) => ({ ...before, [PERMISSION_ANSWER_KEY[q]]: value }));
                onAnswer(q, value);
              }}
            >
              <FormControlLabel value="true" control={<Radio />} label={t('submit.dialog.yes')} />
              <FormControlLabel value="false" control={<Radio />} label={t('submit.dialog.no')} />
            </RadioGroup>
          </FormControl>
        );
      })}
    </Box>
  );
}
