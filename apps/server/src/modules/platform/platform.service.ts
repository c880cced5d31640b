import {
  resolvePlatformSettings,
  type TPlatformSettings,
  type TStoredPlatformSettings,
  ZEventCode,
  ZStoredPlatformSettings,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { PlatformRepository, type PlatformRow } from './platform.repository.ts';

/** An event as the rest of the server sees it: ids and resolved settings. */
export interface PlatformRecord {
  id: number;
  code: string;
  settings: TPlatformSettings;
  stored: TStoredPlatformSettings;
  /** Raised by every programme change; a node whose cached programme is older rebuilds it. */
  programmeVersion: number;
}

/** How long a node trusts its cached copy; other nodes' changes show within this time. */
const CACHE_TTL_MS = 5000;
/** Events kept per node, far above any deployment's count: a bound, not a policy. */
const CACHE_MAX = 10_000;

export class PlatformService {
  private readonly repo: PlatformRepository;
  private readonly byId: TtlCache<number, PlatformRecord | null>;
  private readonly idByCode = new Map<string, number>();
  private readonly listeners: ((platformId: number) => void)[] = [];
  private readonly settingsListeners: ((platformId: number, platformVersion: string) => void)[] = [];

  constructor(db: Db, clock: Clock) {
    this.repo = new PlatformRepository(db);
    this.byId = new TtlCache(clock, { ttlMs: CACHE_TTL_MS, maxSize: CACHE_MAX });
  }

  /** Called after a change to an event's settings (caches of other domains listen). */
  onChange(listener: (platformId: number) => void) {
    this.listeners.push(listener);
  }

  /** Called once an event's settings were changed and stored (the hub tells the open pages). */
  onSettingsChanged(listener: (platformId: number, platformVersion: string) => void) {
    this.settingsListeners.push(listener);
  }

  /** Tells the listeners that the event's settings changed, with its platformVersion now. */
  async announceSettings(platformId: number): Promise<void> {
    const record = await this.getById(platformId);
    if (!record) return;
    for (const listener of this.settingsListeners) listener(platformId, record.settings.platformVersion);
  }

  private toRecord(row: PlatformRow): PlatformRecord {
    const stored = ZStoredPlatformSettings.safeParse(row.settings);
    const settings = stored.success ? stored.data : {};
    return {
      id: row.id,
      code: row.code,
      stored: settings,
      programmeVersion: row.programmeVersion,
      settings: resolvePlatformSettings({ eventId: row.id, eventCode: row.code }, settings),
    };
  }

  getById(id: number): Promise<PlatformRecord | null> {
    return this.byId.getOrLoad(id, async () => {
      const row = await this.repo.findById(id);
      const record = row ? this.toRecord(row) : null;
      if (record) this.idByCode.set(record.code, record.id);
      return record;
    });
  }

  async getByCode(code: string): Promise<PlatformRecord | null> {
    const normalised = code.toUpperCase();
    const id = this.idByCode.get(normalised);
    if (id !== undefined) {
      const record = await this.getById(id);
      if (record?.code === normalised) return record;
    }
    const row = await this.repo.findByCode(normalised);
    if (!row) return null;
    const record = this.toRecord(row);
    this.byId.set(record.id, record);
    this.idByCode.set(record.code, record.id);
    return record;
  }

  async requireByCode(code: string): Promise<PlatformRecord> {
    const record = await this.getByCode(code);
    if (!record) throw notFound('Platform does not exist');
    return record;
  }

  async list(): Promise<PlatformRecord[]> {
    return (await this.repo.list()).map((row) => this.toRecord(row));
  }

  async create(code: string, settings: TStoredPlatformSettings): Promise<PlatformRecord> {
    const parsedCode = ZEventCode.safeParse(code);
    if (!parsedCode.success) throw badRequest(`Event code: ${parsedCode.error.issues[0]?.message}`, 'code');
    const parsed = ZStoredPlatformSettings.safeParse(settings);
    if (!parsed.success)
      throw badRequest(
        `Settings: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
        'settings',
      );
    if (await this.repo.findByCode(parsedCode.data))
      throw conflict(`An event with code ${parsedCode.data} exists already`);
    const row = await this.repo.insert(parsedCode.data, parsed.data);
    return this.toRecord(row);
  }

  /** Merges changes into an event's stored settings (nested show/modules/submit settings merge too). */
  async updateSettings(code: string, changes: TStoredPlatformSettings): Promise<PlatformRecord> {
    const current = await this.requireByCode(code);
    const merged: TStoredPlatformSettings = {
      ...current.stored,
      ...changes,
      show: { ...current.stored.show, ...changes.show },
      modules: { ...current.stored.modules, ...changes.modules },
      submit: { ...current.stored.submit, ...changes.submit },
    };
    const parsed = ZStoredPlatformSettings.safeParse(merged);
    if (!parsed.success)
      throw badRequest(
        `Settings: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
        'settings',
      );
    await this.repo.updateSettings(current.id, parsed.data);
    this.invalidate(current.id);
    const updated = await this.getById(current.id);
    if (!updated) throw notFound('Platform does not exist');
    await this.announceSettings(current.id);
    return updated;
  }

  invalidate(platformId: number) {
    this.byId.delete(platformId);
    for (const listener of this.listeners) listener(platformId);
  }
}
