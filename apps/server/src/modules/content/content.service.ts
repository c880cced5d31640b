import {
  AD_TYPE_GROUPS,
  type TAdType,
  type TCustomHtml,
  type TLanding,
  type TModuleFlag,
  type TModuleItem,
  type TSponsorAd,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { PlatformRecord, PlatformService } from '../platform/platform.service.ts';
import { type AdRow, ContentRepository, type CustomPageRow, type MenuRow } from './content.repository.ts';

/** Menu modules named by a menu item → the settings flag that switches it (spec 1 §3.1). */
const MODULE_FLAG_OF: Record<string, TModuleFlag> = {
  programme: 'programme',
  vod: 'vod',
  posters: 'poster',
  poster: 'poster',
  expo: 'exhibition',
  exhibition: 'exhibition',
  speakers: 'speakers',
  'all-participants': 'allParticipants',
  allParticipants: 'allParticipants',
  livenow: 'liveSession',
  live: 'liveSession',
  liveSession: 'liveSession',
};

interface PlatformContent {
  menu: MenuRow[];
  pages: CustomPageRow[];
  adsByType: Map<string, TSponsorAd[]>;
}

const EMPTY_HTML: TCustomHtml = { id: null, title: '', html: '', titleFr: '', htmlFr: '' };
/** How long a node trusts its copy; other nodes' changes show within this time. */
const CACHE_TTL_MS = 5000;
const CACHE_MAX = 10_000;

/**
 * Read-mostly content of an event: menu, landing and custom HTML, ads. Cached per event in
 * memory (DESIGN: performance) and dropped when the event changes.
 */
export class ContentService {
  private readonly repo: ContentRepository;
  private readonly cache: TtlCache<number, PlatformContent>;
  private readonly menuTrees = new WeakMap<PlatformContent, { platform: PlatformRecord; tree: TModuleItem[] }>();

  constructor(db: Db, platforms: PlatformService, clock: Clock) {
    this.repo = new ContentRepository(db);
    this.cache = new TtlCache(clock, { ttlMs: CACHE_TTL_MS, maxSize: CACHE_MAX });
    platforms.onChange((id) => this.invalidate(id));
  }

  invalidate(platformId: number) {
    this.cache.delete(platformId);
  }

  private load(platformId: number): Promise<PlatformContent> {
    return this.cache.getOrLoad(platformId, async () => {
      const [menu, pages, ads] = await Promise.all([
        this.repo.menu(platformId),
        this.repo.modulePages(platformId),
        this.repo.ads(platformId),
      ]);
      const adsByType = new Map<string, TSponsorAd[]>();
      for (const ad of ads) {
        const list = adsByType.get(ad.type) ?? [];
        list.push(presentAd(ad));
        adsByType.set(ad.type, list);
      }
      return { menu, pages, adsByType };
    });
  }

  /** GET /modules: the menu tree; items of switched-off modules are left out. */
  async modules(platform: PlatformRecord): Promise<TModuleItem[]> {
    const content = await this.load(platform.id);
    // The same loaded menu and the same settings give the same tree: build it once.
    const built = this.menuTrees.get(content);
    if (built?.platform === platform) return built.tree;
    const tree = this.buildMenu(content.menu, platform);
    this.menuTrees.set(content, { platform, tree });
    return tree;
  }

  private buildMenu(menu: MenuRow[], platform: PlatformRecord): TModuleItem[] {
    const enabled = (row: MenuRow) => {
      const flag = row.module ? MODULE_FLAG_OF[row.module] : undefined;
      return flag ? platform.settings.modules[flag] : true;
    };
    const byParent = new Map<number | null, MenuRow[]>();
    for (const row of menu) {
      const list = byParent.get(row.parentId) ?? [];
      list.push(row);
      byParent.set(row.parentId, list);
    }
    const build = (row: MenuRow, parentLink: string): TModuleItem => ({
      id: row.id,
      title: row.title,
      title_en: row.titleEn,
      title_fr: row.titleFr,
      icon: row.icon,
      link: row.link,
      parent: parentLink,
      custom: row.custom,
      loginRequired: row.loginRequired,
      subItems: (byParent.get(row.id) ?? []).filter(enabled).map((child) => build(child, row.link)),
    });
    return (byParent.get(null) ?? []).filter(enabled).map((row) => build(row, ''));
  }

  /** GET /landing (spec 1 §2.3). */
  async landing(platformId: number): Promise<TLanding> {
    const { pages } = await this.load(platformId);
    const page = pages.find((p) => p.module === 'landing');
    return {
      useHomeVodModule: page?.useHomeVodModule ?? false,
      customHtml: page?.html ?? '',
      customHtmlFr: page?.htmlFr ?? '',
    };
  }

  /** Switches the on-demand home on the welcome page (spec 1 §2.3 useHomeVodModule) on or off. */
  async setHomeVod(platformId: number, on: boolean): Promise<void> {
    await this.repo.setHomeVod(platformId, on);
    this.invalidate(platformId);
  }

  /** Per-module custom HTML; an empty answer when the event has none. */
  async moduleHtml(platformId: number, module: string): Promise<TCustomHtml> {
    const { pages } = await this.load(platformId);
    const page = pages.find((p) => p.module === module);
    return page ? presentPage(page) : EMPTY_HTML;
  }

  /**
   * The title of a module's page from its menu item (spec 2 §2.1: English or French title by
   * locale); empty strings when the menu has no item for it (the web then translates its own).
   */
  async moduleTitle(
    platformId: number,
    module: string,
  ): Promise<{ title: string; title_en: string; title_fr: string }> {
    const { menu } = await this.load(platformId);
    const item =
      menu.find((row) => row.module === module) ?? menu.find((row) => row.link.replace(/^\/+/, '') === module);
    return { title: item?.title ?? '', title_en: item?.titleEn ?? '', title_fr: item?.titleFr ?? '' };
  }

  /** GET /custom/{id}: a free custom page of this event. */
  async customPage(platformId: number, id: number): Promise<TCustomHtml> {
    const { pages } = await this.load(platformId);
    const page = pages.find((p) => p.id === id && p.module === null);
    if (!page) throw notFound('Page not found');
    return presentPage(page);
  }

  /** GET /sponsors/sda?datype=...: ads of one type. */
  /** The ads of one type, or of a list's group of types (`vod`, `poster`), in the group's order. */
  async ads(platformId: number, type: TAdType | keyof typeof AD_TYPE_GROUPS): Promise<TSponsorAd[]> {
    const { adsByType } = await this.load(platformId);
    const types: readonly TAdType[] = type === 'vod' || type === 'poster' ? AD_TYPE_GROUPS[type] : [type];
    return types.flatMap((t) => adsByType.get(t) ?? []);
  }
}

function presentAd(row: AdRow): TSponsorAd {
  return {
    id: row.id,
    imageUri: row.imageUri,
    link: row.link,
    title: row.title,
    titleFr: row.titleFr,
    type: row.type as TAdType,
  };
}

function presentPage(page: CustomPageRow): TCustomHtml {
  return { id: page.id, title: page.title, html: page.html, titleFr: page.titleFr, htmlFr: page.htmlFr };
}
