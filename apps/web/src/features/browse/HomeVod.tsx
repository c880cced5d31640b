import type { TSessionItem } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import {
  heroButtonSize,
  homeCardHeight,
  homeColours,
  homeGroupLink,
  isPlayable,
  type TBreakpoint,
  thumbnailFor,
} from './browse-model.ts';
import { useBrowseLabel, useHomeVod } from './browse-queries.ts';
import { HomeVodGroup } from './HomeVodGroup.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import { LaunchButton } from './LaunchButton.tsx';
import { useBreakpoint } from './use-breakpoint.ts';

/**
 * spec 2 §2.2: the on-demand home, shown on the welcome page when the landing asks for it
 * (spec 1 §2.3): the pinned session as a hero, then Live Now and a group per room, theme and
 * type; a card opens its detail dialog. Loaded only then (the welcome page's first load stays
 * without it).
 */
export default function HomeVod() {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const home = useHomeVod();
  const label = useBrowseLabel(false);
  const breakpoint = useBreakpoint();
  const isMobile = useIsMobile();
  const [chosen, setChosen] = useState<TSessionItem | null>(null);
  const onOpen = useCallback((item: TSessionItem) => setChosen(item), []);

  if (home.isPending) return <Loading />;
  const data = home.data;
  if (!data) return null;
  const colours = homeColours(data);
  const cardHeight = homeCardHeight(breakpoint);
  return (
    <Box
      component="section"
      aria-label={t('browse.home.label')}
      data-testid="home-vod"
      sx={{
        minHeight: '100%',
        color: colours.text,
        bgcolor: colours.background,
        backgroundImage: data.backgroundImageUri ? `url("${encodeURI(data.backgroundImageUri)}")` : undefined,
        backgroundSize: 'cover',
        p: { xs: 1.5, md: 3 },
      }}
    >
      {data.pinnedSession ? (
        <Hero
          item={data.pinnedSession}
          imageUri={data.pinnedSessionImageUri}
          breakpoint={breakpoint}
          onMoreInfo={onOpen}
        />
      ) : null}
      <HomeVodGroup
        title={t('browse.home.liveNow')}
        link={`/${eventCode}/livenow`}
        items={data.live}
        cardHeight={cardHeight}
        textColour={colours.text}
        onOpen={onOpen}
      />
      {data.rooms.map((group) => (
        <HomeVodGroup
          key={`room-${group.roomId}`}
          title={group.roomName}
          link={homeGroupLink(eventCode, 'room', group.roomId)}
          items={group.roomSessions}
          cardHeight={cardHeight}
          textColour={colours.text}
          onOpen={onOpen}
        />
      ))}
      {data.themes.map((group) => (
        <HomeVodGroup
          key={`theme-${group.themeName}`}
          title={label('theme', group.themeName)}
          link={homeGroupLink(eventCode, 'theme', group.themeName)}
          items={group.themeSessions}
          cardHeight={cardHeight}
          textColour={colours.text}
          onOpen={onOpen}
        />
      ))}
      {data.types.map((group) => (
        <HomeVodGroup
          key={`type-${group.typeName}`}
          title={label('type', group.typeName)}
          link={homeGroupLink(eventCode, 'type', group.typeName)}
          items={group.typeSessions}
          cardHeight={cardHeight}
          textColour={colours.text}
          onOpen={onOpen}
        />
      ))}
      {chosen ? (
        <ItemDialog item={chosen} variant="home" onClose={() => setChosen(null)} fullScreen={isMobile} />
      ) : null}
    </Box>
  );
}

/** spec 2 §2.2: the pinned session: its picture and title, Launch when playable, More info always. */
function Hero(props: {
  item: TSessionItem;
  imageUri: string;
  breakpoint: TBreakpoint;
  onMoreInfo: (item: TSessionItem) => void;
}) {
  const { item, breakpoint } = props;
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const size = heroButtonSize(breakpoint);
  // MUI's largest button is large: x-large is large with a larger label.
  const buttonSize = size === 'x-large' ? 'large' : size;
  const buttonSx = size === 'x-large' ? { fontSize: '1.25rem', px: 4, py: 1.5 } : undefined;
  return (
    <Box
      data-testid="home-hero"
      sx={{ position: 'relative', mb: 3, borderRadius: 1, overflow: 'hidden', minHeight: { xs: 200, md: 360 } }}
    >
      <Box
        component="img"
        src={thumbnailFor(item, settings, props.imageUri || item.homeVodThumbnailUri || settings.portalBannerUri)}
        alt=""
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          gap: 2,
          minHeight: 'inherit',
          p: { xs: 2, md: 4 },
          color: '#FFFFFF',
          // Dark enough everywhere for white text over any picture (a drawn one's light badges too).
          background: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0.5) 70%, rgba(0,0,0,0.35))',
        }}
      >
        <Typography
          component="h2"
          variant="h4"
          sx={{ fontWeight: 700, maxWidth: 800, textShadow: '0 1px 4px rgba(0,0,0,0.8)' }}
        >
          {item.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {isPlayable(item) ? (
            <LaunchButton item={item} label={t('browse.home.launch')} size={buttonSize} sx={buttonSx} />
          ) : null}
          <Button
            variant="outlined"
            size={buttonSize}
            onClick={() => props.onMoreInfo(item)}
            sx={[{ color: '#FFFFFF', borderColor: '#FFFFFF' }, buttonSx ?? {}]}
          >
            {t('browse.home.moreInfo')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
