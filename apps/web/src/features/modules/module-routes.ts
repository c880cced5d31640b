import type { TCustomHtmlModule } from '@atrium/contracts';
import { type TKey, tKey } from '../../i18n/keys.ts';

/**
 * A module page of spec 1 §2.1. Each shows the event's custom HTML for it when there is
 * some, else a "not available yet" message until the module itself is built.
 */
export type TModuleRoute = {
  path: string;
  /** The module whose custom HTML endpoint replaces the page. */
  module?: TCustomHtmlModule;
  /** The path parameter holding a custom page id (custom variants). */
  customParam?: 'customId' | 'id';
  /** Title used when neither the custom page nor the menu gives one. */
  titleKey: TKey;
  /** Page name of the trace log (spec 1 §4.11). */
  trace: string;
  /** Only a page of the event's menu: any other path here is PAGE NOT FOUND. */
  isMenuItemOnly?: boolean;
};

/** The standard modules and the custom variant of each (spec 1 §2.1; VOD's variant has its own shape). */
const STANDARD_MODULES: { segment: string; module: TCustomHtmlModule; titleKey: TKey; trace: string }[] = [
  { segment: 'programme', module: 'programme', titleKey: tKey('menu.programme'), trace: 'Programme' },
  { segment: 'livenow', module: 'live', titleKey: tKey('menu.liveSessions'), trace: 'LiveNow' },
  { segment: 'vod', module: 'vod', titleKey: tKey('menu.vod'), trace: 'Vod' },
  { segment: 'posters', module: 'poster', titleKey: tKey('menu.posters'), trace: 'Posters' },
  { segment: 'speakers', module: 'speakers', titleKey: tKey('menu.speakers'), trace: 'Speakers' },
  {
    segment: 'all-participants',
    module: 'all-participants',
    titleKey: tKey('menu.allParticipants'),
    trace: 'AllParticipants',
  },
  { segment: 'expo', module: 'expo', titleKey: tKey('menu.exhibition'), trace: 'Expo' },
  { segment: 'lounge', module: 'lounge', titleKey: tKey('menu.lounge'), trace: 'Lounge' },
];

export const MODULE_ROUTES: TModuleRoute[] = [
  ...STANDARD_MODULES.flatMap(({ segment, module, titleKey, trace }) => [
    { path: segment, module, titleKey, trace },
    segment === 'vod'
      ? { path: 'vod/:custom/:customId', customParam: 'customId' as const, titleKey, trace }
      : { path: `${segment}/custom/:customId`, customParam: 'customId' as const, titleKey, trace },
  ]),
  // Menu items: a custom page (menu link `custom/{id}`, or under a parent item), and any
  // other standard item.
  { path: 'custom/:customId', customParam: 'customId', titleKey: tKey('pages.custom'), trace: 'Custom' },
  { path: ':parent/custom/:id', customParam: 'id', titleKey: tKey('pages.custom'), trace: 'Custom' },
  { path: ':parent', titleKey: tKey('pages.custom'), trace: 'MenuItem', isMenuItemOnly: true },
];
