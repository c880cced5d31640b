import type { TDirectoryPerson, TPersonProgrammeItem } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppButton } from '../../components/AppButton.tsx';
import { linkStyle } from '../../components/link-style.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { Text } from '../../components/Text.tsx';
import { useLocale } from '../../i18n/index.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { displayName, formatProgrammeSlot, programmeItemPath } from './directory-model.ts';
import { usePersonProgramme } from './directory-queries.ts';

export type TDirectoryDialog = { kind: 'programme' | 'biography'; person: TDirectoryPerson } | null;

/** The directory's two dialogs: one open at a time, for one person (the page keeps which). */
export function DirectoryDialogs({
  dialog,
  onClose,
  fullScreen,
}: {
  dialog: TDirectoryDialog;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  if (!dialog) return null;
  const name = displayName(dialog.person);
  return dialog.kind === 'programme' ? (
    <DirectoryDialog
      title={t('directory.programme.title', { name })}
      onClose={onClose}
      fullScreen={fullScreen}
      data-testid="directory-programme-dialog"
    >
      <ProgrammeContent userId={dialog.person.userId} />
    </DirectoryDialog>
  ) : (
    <DirectoryDialog
      title={t('directory.biography.title', { name })}
      onClose={onClose}
      fullScreen={fullScreen}
      data-testid="directory-biography-dialog"
    >
      {/* spec 2 §2.7: the biography is sanitised HTML. */}
      <ServerHtml html={dialog.person.biography} sx={{ typography: 'body1' }} />
    </DirectoryDialog>
  );
}

function DirectoryDialog(props: {
  title: string;
  onClose: () => void;
  fullScreen: boolean;
  children: ReactNode;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog
      open
      onClose={props.onClose}
      placement={props.fullScreen ? 'fullScreen' : 'center'}
      width={600}
      aria-labelledby={titleId}
      data-testid={props['data-testid']}
    >
      <Text id={titleId} component="h2" variant="h6" sx={{ px: 3, pt: 2, pb: 1 }}>
        {props.title}
      </Text>
      <Box sx={{ px: 3, pb: 2, overflowY: 'auto', flex: '1 1 auto' }}>{props.children}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5, flexShrink: 0 }}>
        <AppButton onClick={props.onClose}>{t('directory.close')}</AppButton>
      </Box>
    </ModalDialog>
  );
}

/** spec 2 §2.7, §6: a speaker's or moderator's sessions and presentations, each a link to its page. */
function ProgrammeContent({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const programme = usePersonProgramme(userId, true);
  if (programme.isPending) return <Box role="status">{t('directory.loading')}</Box>;
  // spec 2 §8: a failed load is logged, nothing more; the dialog shows what it has (nothing).
  const sessions = programme.data?.sessions ?? [];
  const presentations = programme.data?.presentations ?? [];
  if (sessions.length === 0 && presentations.length === 0) return <Text>{t('directory.programme.empty')}</Text>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {sessions.length ? (
        <ProgrammeGroup heading={t('directory.programme.sessions')} items={sessions} isPresentation={false} />
      ) : null}
      {presentations.length ? (
        <ProgrammeGroup heading={t('directory.programme.presentations')} items={presentations} isPresentation />
      ) : null}
    </Box>
  );
}

function ProgrammeGroup({
  heading,
  items,
  isPresentation,
}: {
  heading: string;
  items: TPersonProgrammeItem[];
  isPresentation: boolean;
}) {
  const { t } = useTranslation();
  const { eventCode, settings } = usePlatform();
  const locale = useLocale();
  const roles = {
    speaker: t('directory.programme.roles.speaker'),
    moderator: t('directory.programme.roles.moderator'),
    presenter: t('directory.programme.roles.presenter'),
  };
  return (
    <section>
      <Text component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Text>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {items.map((item) => {
          const slot = formatProgrammeSlot(item.start, item.end, locale, settings.timeZone);
          const details = [
            slot,
            item.roomName,
            item.isPoster ? t('directory.programme.poster') : '',
            roles[item.role],
          ].filter(Boolean);
          return (
            <Box component="li" key={`${item.sessionId}-${item.id}`} data-testid="directory-programme-item">
              <Box
                component={RouterLink}
                to={programmeItemPath(eventCode, item, isPresentation)}
                sx={{ ...linkStyle, typography: 'body1' }}
              >
                {item.title}
              </Box>
              <Text variant="body2" color="text.secondary">
                {details.join(' · ')}
              </Text>
            </Box>
          );
        })}
      </Box>
    </section>
  );
}
