import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Event from '@mui/icons-material/Event';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Home from '@mui/icons-material/Home';
import Image from '@mui/icons-material/Image';
import Label from '@mui/icons-material/Label';
import Launch from '@mui/icons-material/Launch';
import LiveTv from '@mui/icons-material/LiveTv';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Storefront from '@mui/icons-material/Storefront';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import { menuIconKind, type TMenuIconKind } from './menu-icon-kind.ts';

const ICONS: Record<TMenuIconKind, SvgIconComponent> = {
  home: Home,
  programme: Event,
  vod: VideoLibrary,
  posters: Image,
  speakers: RecordVoiceOver,
  participants: Groups,
  exhibition: Storefront,
  live: LiveTv,
  lounge: Forum,
  submission: CloudUpload,
  reports: Assessment,
  admin: AdminPanelSettings,
  help: HelpOutline,
  link: Launch,
  page: Article,
  default: Label,
};

/** The drawer icon for a server icon name; decorative (the item's text names it). */
export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[menuIconKind(name)];
  return <Icon aria-hidden="true" fontSize="small" />;
}
