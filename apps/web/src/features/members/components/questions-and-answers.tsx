import type { QuestionAnswer } from '@brewline/contracts/schemas/members';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The questionnaire as the customer answered it: each question, then the answer (or 'No answer'). */
export function QuestionsAndAnswers({ questions, dense = false }: { questions: readonly QuestionAnswer[]; dense?: boolean }) {
  const { t } = useTranslation('members');
  if (questions.length === 0) return <Typography color="text.secondary">{t('noQuestions')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: dense ? 0.5 : 1.5 }}>
      {questions.map((entry, index) => (
        <Box key={index}>
          <Typography component="dt" dir="auto" variant={dense ? 'body2' : 'subtitle2'} sx={{ fontWeight: 600 }}>
            {entry.question}
          </Typography>
          <Typography
            component="dd"
            dir="auto"
            variant="body2"
            sx={{ m: 0, color: entry.response ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {entry.response || t('noAnswer')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
