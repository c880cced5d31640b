import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { tKey } from '../../i18n/keys.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useTrace } from '../logs/trace-store.ts';
import ModulePage from '../modules/ModulePage.tsx';
import { useCustomHtml } from '../platform/platform-queries.ts';
import { withInlineAds } from './browse-model.ts';
import { useLiveNowRefresh, useSessionList } from './browse-queries.ts';
import { CardList } from './CardList.tsx';
import { LIST_PAGE_PADDING } from './card-sizes.ts';
import { useCardOpen } from './use-card-open.tsx';

/** spec 2 §2.4: /{eventCode}/livenow: the event's custom HTML for it when it has some, else the two lists. */
export default function LiveNowPage() {
  const content = useCustomHtml({ kind: 'module', module: 'live' });
  // Asked for alongside the custom HTML, not after it.
  useSessionList('live', null);
  if (content.isPending) return <Loading />;
  if (content.data?.html) return <ModulePage module="live" titleKey={tKey('menu.liveSessions')} trace="LiveNow" />;
  return <LiveNow />;
}

function LiveNow() {
  const { t } = useTranslation();
  const title = t('menu.liveSessions');
  usePageTitle(title);
  useTrace('LiveNow', { title });
  const { onOpen, dialogs } = useCardOpen();
  useLiveNowRefresh();
  return (
    <Box sx={{ ...LIST_PAGE_PADDING, minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <LiveList kind="live" heading={t('browse.liveNow.live')} emptyText={t('browse.liveNow.noLive')} onOpen={onOpen} />
      <LiveList
        kind="comingup"
        heading={t('browse.liveNow.comingUp')}
        emptyText={t('browse.liveNow.noComingUp')}
        onOpen={onOpen}
      />
      {dialogs}
    </Box>
  );
}

/** One of the two lists, asked for again every minute (browse-queries), its pages appended. */
function LiveList(props: {
  kind: 'live' | 'comingup';
  heading: string;
  emptyText: string;
  onOpen: ReturnType<typeof useCardOpen>['onOpen'];
}) {
  const headingId = useId();
  const list = useSessionList(props.kind, null);
  const entries = useMemo(() => withInlineAds(list.data?.pages.flatMap((p) => p.items) ?? [], []), [list.data]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }} data-testid={`${props.kind}-section`}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {props.heading}
      </Typography>
      <CardList
        data-testid={`${props.kind}-list`}
        entries={entries}
        view="grid"
        isPending={list.isPending}
        emptyText={props.emptyText}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
        onOpen={props.onOpen}
      />
    </Box>
  );
}
