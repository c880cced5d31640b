import Search from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.ts';
import { Text } from '../../components/Text.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useConversationList } from './conversation-queries.ts';
import type { TConversation } from './conversations-model.ts';
import { openConversation, openConversationWithUser } from './conversations-store.ts';
import { useUserSearch } from './use-user-search.ts';

type TPrivateMessagesPanelProps = {
  /** Called once a conversation is opened, to close the surrounding dropdown or dialog. */
  onOpened?: () => void;
  /** Puts the keyboard in the search box at once (the dropdown). */
  autoFocusSearch?: boolean;
};

/**
 * spec 1 §2.10, §4.7: the private-messages dropdown's content (also the phone menu's page):
 * the participant search from 3 characters with its loading bar, and one's conversations
 * with the other's name, the latest message and the unread count. Either opens a chat box.
 */
export function PrivateMessagesPanel({ onOpened, autoFocusSearch = false }: TPrivateMessagesPanelProps) {
  const { t } = useTranslation();
  const { userId: me } = useSession();
  const [search, type, reset] = useUserSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsTitleId = useId();

  useEffect(() => {
    if (autoFocusSearch) inputRef.current?.focus();
  }, [autoFocusSearch]);

  return (
    <Box sx={{ pb: 1 }}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.25,
            border: '1px solid',
            borderColor: 'grey.600',
            borderRadius: 1,
            '&:focus-within': {
              borderColor: 'primary.main',
              boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
            },
          }}
        >
          <Search aria-hidden="true" sx={{ color: 'text.secondary' }} />
          <Box
            component="input"
            ref={inputRef}
            type="search"
            value={search.text}
            placeholder={t('messages.findParticipant')}
            aria-label={t('messages.findParticipant')}
            autoComplete="off"
            data-testid="messages-search"
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => type(event.target.value)}
            onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
              // spec 1 §4.7: Esc resets the search; with nothing typed it closes the dropdown as usual.
              if (event.key === 'Escape' && search.text !== '') {
                event.preventDefault();
                event.stopPropagation();
                reset();
              }
            }}
            sx={{
              flex: 1,
              minWidth: 0,
              border: 0,
              outline: 0,
              py: 1,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              fontSize: '1rem',
              '&::placeholder': { color: 'text.secondary', opacity: 1 },
            }}
          />
        </Box>
        {search.status === 'searching' ? (
          <LinearProgress aria-label={t('messages.searching')} sx={{ mt: 0.5 }} data-testid="messages-search-loading" />
        ) : null}
      </Box>
      {search.status === 'idle' ? (
        <ConversationRows onOpened={onOpened} />
      ) : search.status === 'results' ? (
        <>
          <ListTitle id={resultsTitleId}>{t('messages.participants')}</ListTitle>
          <List dense aria-labelledby={resultsTitleId}>
            {search.results.filter((user) => user.userId !== me).length === 0 ? (
              <ListItem>
                <Text variant="body2">{t('messages.noParticipant')}</Text>
              </ListItem>
            ) : null}
            {search.results
              .filter((user) => user.userId !== me)
              .map((user) => (
                <ListItem key={user.userId} disablePadding>
                  <ListItemButton
                    data-testid="messages-search-result"
                    onClick={() => {
                      void openConversationWithUser({ userId: user.userId, userName: user.userName });
                      onOpened?.();
                    }}
                    sx={{ gap: 1.5 }}
                  >
                    <Avatar src={user.photoUri || undefined} alt="" sx={{ width: 32, height: 32 }}>
                      {user.userName.charAt(0)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Text variant="body2">{user.userName}</Text>
                      {user.organisation ? (
                        <Text variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {user.organisation}
                        </Text>
                      ) : null}
                    </Box>
                  </ListItemButton>
                </ListItem>
              ))}
          </List>
        </>
      ) : null}
    </Box>
  );
}

function ConversationRows({ onOpened }: { onOpened?: () => void }) {
  const { t } = useTranslation();
  const { data: conversations = [], isPending } = useConversationList();
  const titleId = useId();
  return (
    <>
      <ListTitle id={titleId}>{t('messages.conversations')}</ListTitle>
      <List dense aria-labelledby={titleId}>
        {conversations.length === 0 && !isPending ? (
          <ListItem>
            <Text variant="body2">{t('messages.noConversations')}</Text>
          </ListItem>
        ) : null}
        {conversations.map((conversation) => (
          <ListItem key={conversation.id} disablePadding>
            <ListItemButton
              data-testid="conversation-row"
              onClick={() => {
                openConversation(conversation);
                onOpened?.();
              }}
              sx={{ gap: 1.5 }}
            >
              <Avatar src={conversation.otherUserPhotoUri || undefined} alt="" sx={{ width: 32, height: 32 }}>
                {conversation.otherUserName.charAt(0)}
              </Avatar>
              <ConversationRowText conversation={conversation} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The heading of a list (outside it: a list holds only its items). */
function ListTitle({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} component="h3" variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, fontWeight: 500 }}>
      {children}
    </Text>
  );
}

function ConversationRowText({ conversation }: { conversation: TConversation }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Text variant="body2" noWrap sx={{ fontWeight: conversation.unreadCount > 0 ? 700 : 500 }}>
          {conversation.otherUserName}
        </Text>
        <Text variant="body2" noWrap color="text.secondary">
          {conversation.latestMessage}
        </Text>
      </Box>
      {conversation.unreadCount > 0 ? (
        <Box
          component="span"
          data-testid="conversation-unread"
          sx={{
            minWidth: 22,
            height: 22,
            px: 0.75,
            borderRadius: 11,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            typography: 'caption',
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <span aria-hidden="true">{conversation.unreadCount}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('messages.unread', { count: conversation.unreadCount })}
          </Box>
        </Box>
      ) : null}
    </>
  );
}
