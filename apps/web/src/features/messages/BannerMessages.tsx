import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { withStrings } from '../../i18n/index.ts';
import { WithUnreadCount } from '../../shell/banner/WithUnreadCount.tsx';
import { useUnreadTotal } from './open-conversations.ts';

// The dropdown (search, conversation rows, MUI's popover stack) loads on first use.
const MessagesPopover = lazy(() => withStrings(import('./MessagesPopover.tsx'), 'messages'));

/** spec 1 §2.5, §2.10: the banner's private-messages button with the unread count, and its dropdown. */
export function BannerMessages() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadTotal();
  const label =
    unread > 0 ? `${t('banner.messages')}, ${t('messages.unread', { count: unread })}` : t('banner.messages');
  return (
    <>
      <AppIconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={label}
        title={t('banner.messages')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
      >
        <WithUnreadCount count={unread}>
          <ChatBubbleOutline />
        </WithUnreadCount>
      </AppIconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <MessagesPopover
            anchor={anchor}
            onClose={() => {
              setAnchor(null);
              // After the popover's focus trap has gone.
              setTimeout(() => anchor.focus());
            }}
            onOpened={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
