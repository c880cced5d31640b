import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser } from '../../features/users/user-queries.ts';
import { withStrings } from '../../i18n/index.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { useIsMobile } from '../use-is-mobile.ts';
import { EditProfileForm } from './EditProfileForm.tsx';
import { closeProfileDialog, showProfilePage, type TProfilePage, useProfileDialog } from './profile-dialog-store.ts';
import { mustAnswerConsent } from './profile-rules.ts';

// The phone pages (menu, language, bookmarks) load when a phone opens the dialog.
const MobileProfilePage = lazy(() => withStrings(import('./MobileProfilePage.tsx'), 'messages'));
// The reminders of bookmarked sessions load with the profile form (features/reminders).
const RemindersSection = lazy(() => withStrings(import('../../features/reminders/RemindersSection.tsx'), 'reminders'));

const PAGE_TITLES: Record<TProfilePage, TKey> = {
  menu: tKey('profile.title'),
  language: tKey('language.label'),
  myAgenda: tKey('banner.myProgramme'),
  myBookmarks: tKey('banner.bookmarks'),
  privateMessages: tKey('banner.messages'),
  editProfile: tKey('profile.editProfile'),
};

/**
 * spec 1 §2.6: on desktop the dialog is the edit-profile form; on mobile it is full screen
 * with a menu (Language, My Programme, My Bookmarks, Edit Profile, Log out) and sub-pages
 * with a back arrow. While consent is demanded and unanswered it cannot be closed, and on
 * mobile it opens straight on the form; opened for the consent, it is titled so and closes
 * once the answer is saved.
 */
export default function ProfileDialog() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const { open, page } = useProfileDialog();
  const isMobile = useIsMobile();
  const user = useCurrentUser();
  const titleId = useId();
  const mustAnswer = mustAnswerConsent(settings.demandGdpr, user?.accepted);
  // Opened to ask for the consent (the answer is due): it says so, and closes once saved.
  const [isForConsent, setIsForConsent] = useState(false);
  if (open && mustAnswer && !isForConsent) setIsForConsent(true);
  if (!open && isForConsent) setIsForConsent(false);
  const asked: TProfilePage = isMobile ? (page ?? (mustAnswer ? 'editProfile' : 'menu')) : 'editProfile';
  // The page chosen at opening stays after the consent is answered (the form shows its confirmation).
  useEffect(() => {
    if (open && page === undefined && isMobile) showProfilePage(mustAnswer ? 'editProfile' : 'menu');
  }, [open, page, isMobile, mustAnswer]);
  const current = asked;
  // Asked for the consent, the dialog has nowhere else to go until it is answered: no back arrow.
  const hasBack = isMobile && current !== 'menu' && !mustAnswer;

  return (
    <ModalDialog
      open={open}
      onClose={closeProfileDialog}
      dismissible={!mustAnswer}
      placement={isMobile ? 'fullScreen' : 'center'}
      aria-labelledby={titleId}
      data-testid="profile-dialog"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        {hasBack ? (
          <AppIconButton edge="start" onClick={() => showProfilePage('menu')} aria-label={t('profile.backToMenu')}>
            <ArrowBack />
          </AppIconButton>
        ) : null}
        <Box component="h2" id={titleId} sx={{ flexGrow: 1, m: 0, typography: 'h6' }}>
          {isForConsent && current === 'editProfile' ? t('profile.consentTitle') : t(PAGE_TITLES[current])}
        </Box>
        {mustAnswer ? null : (
          <AppIconButton edge="end" onClick={closeProfileDialog} aria-label={t('app.close')}>
            <Close />
          </AppIconButton>
        )}
      </Box>
      <Box
        sx={{
          flex: '1 1 auto',
          overflowY: 'auto',
          px: 3,
          py: 2,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {current === 'editProfile' ? (
          <>
            <EditProfileForm
              mode={isForConsent ? 'consent' : 'profile'}
              onSaved={isForConsent ? closeProfileDialog : undefined}
            />
            {isForConsent ? null : (
              <Suspense fallback={null}>
                <RemindersSection />
              </Suspense>
            )}
          </>
        ) : (
          <Suspense fallback={<Loading />}>
            <MobileProfilePage page={current} />
          </Suspense>
        )}
      </Box>
    </ModalDialog>
  );
}
