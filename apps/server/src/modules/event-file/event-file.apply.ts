import { randomUUID } from 'node:crypto';
import type { TEventFile, TStoredPlatformSettings } from '@atrium/contracts';
import { eq, inArray } from 'drizzle-orm';
import { customPages, menuItems, moderatorAssignments, platforms, users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../identity/password.ts';
import { applyClients } from './event-file.apply-clients.ts';
import { applyAds, applyGroups, applyLounges, applySponsors } from './event-file.apply-exhibition.ts';
import { applyPolls } from './event-file.apply-polls.ts';
import { applyProgramme } from './event-file.apply-programme.ts';
import {
  type FullMenuItem,
  type FullModerates,
  MENU_DEFAULTS,
  MODERATES_DEFAULTS,
  PAGE_DEFAULTS,
  PERSON_DEFAULTS,
  personKeyOf,
  sameValue,
} from './event-file.model.ts';
import { presentMenu, presentPage, presentPerson, type StateNames } from './event-file.present.ts';
import type { EventState, Tx } from './event-file.state.ts';
import { giveTurn, INSERT_CHUNK } from './event-file.sync.ts';

/** What apply did in one section: names of what it created, changed, found as asked, and left. */
export interface TSectionReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  /** In the event, not in the file: left as they are. */
  left: string[];
  /** Rows of a list the file gives whole (menu items, ads) that the file no longer has. */
  removed: string[];
}
export const EVENT_FILE_SECTIONS = [
  'settings',
  'submitSettings',
  'signIn',
  'clients',
  'menu',
  'landing',
  'pages',
  'moduleHtml',
  'people',
  'sponsorGroups',
  'sponsors',
  'ads',
  'lounges',
  'programme',
  'moderators',
] as const;
export type TEventFileSection = (typeof EVENT_FILE_SECTIONS)[number];

/** Ids of the event's things by natural key (lower case), completed as apply creates them. */
export class Ids {
  readonly person = new Map<string, number>();
  readonly sponsor = new Map<string, number>();
  readonly group = new Map<string, number>();
  readonly page = new Map<string, number>();
  readonly room = new Map<string, number>();
  readonly session = new Map<string, number>();
  readonly presentation = new Map<string, number>();
}
const lower = (v: string) => v.toLowerCase();

/** Writes one event file into one event, inside the caller's transaction (files already resolved to addresses). */
export class EventApplier {
  readonly report = new Map<TEventFileSection, TSectionReport>();
  readonly ids = new Ids();
  programmeChanged = false;
  /** Accounts this file disabled: their sign-ins end once it is applied. */
  readonly disabledNow: number[] = [];
  private readonly peopleById: Map<number, EventState['people'][number]>;
  readonly sponsorsById: Map<number, EventState['sponsors'][number]>;

  constructor(
    readonly tx: Tx,
    readonly platformId: number,
    readonly state: EventState,
    readonly names: StateNames,
    readonly options: { scryptCost: number; now: Date },
  ) {
    this.peopleById = new Map(state.people.map((p) => [p.id, p]));
    this.sponsorsById = new Map(state.sponsors.map((r) => [r.id, r]));
    for (const p of state.people) {
      const key = personKeyOf(p);
      if (key) this.ids.person.set(lower(key), p.id);
    }
    for (const s of state.sponsors)
      if (!this.ids.sponsor.has(lower(s.title))) this.ids.sponsor.set(lower(s.title), s.id);
    for (const g of state.groups) if (!this.ids.group.has(lower(g.title))) this.ids.group.set(lower(g.title), g.id);
    for (const p of state.pages)
      if (p.module === null && !this.ids.page.has(lower(p.title))) this.ids.page.set(lower(p.title), p.id);
    for (const [id, key] of names.session) this.ids.session.set(lower(key), id);
    for (const [id, key] of names.presentation) this.ids.presentation.set(lower(key), id);
    for (const r of state.rooms) this.ids.room.set(lower(r.name), r.id);
  }

  section(name: TEventFileSection): TSectionReport {
    let entry = this.report.get(name);
    if (!entry) {
      entry = { created: [], updated: [], unchanged: [], left: [], removed: [] };
      this.report.set(name, entry);
    }
    return entry;
  }

  /** Records `name` as created, updated or unchanged. */
  note(section: TEventFileSection, name: string, outcome: 'created' | 'updated' | 'unchanged') {
    this.section(section)[outcome].push(name);
  }

  async apply(file: TEventFile): Promise<void> {
    await this.settings(file);
    if (file.clients) await applyClients(this, file.clients);
    if (file.pages) await this.pages(file.pages);
    if (file.menu) await this.menu(file.menu);
    if (file.landing) await this.modulePage('landing', 'landing', file.landing);
    for (const [module, page] of Object.entries(file.moduleHtml ?? {}))
      if (page) await this.modulePage('moduleHtml', module, page);
    if (file.people) await this.people(file.people);
    if (file.sponsorGroups) await applyGroups(this, file.sponsorGroups);
    if (file.sponsors) await applySponsors(this, file.sponsors);
    if (file.ads) await applyAds(this, file.ads);
    if (file.lounges) await applyLounges(this, file.lounges);
    if (file.programme) this.programmeChanged = await applyProgramme(this, file.programme);
    if (file.programme) await applyPolls(this, file.programme);
    if (file.people) await this.moderators(file.people);
  }

  private async settings(file: TEventFile) {
    if (!file.settings && !file.submitSettings && !file.signIn) return;
    const current = this.state.settings;
    const changes = file.settings ?? {};
    const next: TStoredPlatformSettings = {
      ...current,
      ...changes,
      ...(changes.show || current.show ? { show: { ...current.show, ...changes.show } } : {}),
      ...(changes.modules || current.modules ? { modules: { ...current.modules, ...changes.modules } } : {}),
      ...(file.submitSettings || current.submit ? { submit: { ...current.submit, ...file.submitSettings } } : {}),
      // The providers, when given, are the whole list (an entry left out is removed).
      ...(file.signIn || current.signIn ? { signIn: { ...current.signIn, ...file.signIn } } : {}),
    };
    const { submit: nextSubmit, signIn: nextSignIn, ...nextRest } = next;
    const { submit: currentSubmit, signIn: currentSignIn, ...currentRest } = current;
    if (file.settings) this.note('settings', 'settings', sameValue(nextRest, currentRest) ? 'unchanged' : 'updated');
    if (file.submitSettings)
      this.note('submitSettings', 'submit settings', sameValue(nextSubmit, currentSubmit) ? 'unchanged' : 'updated');
    if (file.signIn)
      this.note('signIn', 'sign-in settings', sameValue(nextSignIn, currentSignIn) ? 'unchanged' : 'updated');
    if (!sameValue(next, current)) {
      await this.tx
        .update(platforms)
        .set({ settings: next, updatedAt: this.options.now })
        .where(eq(platforms.id, this.platformId));
    }
  }

  private async pages(pages: NonNullable<TEventFile['pages']>) {
    const wanted = new Set(pages.map((p) => lower(p.title)));
    for (const page of pages) {
      await giveTurn();
      const id = this.ids.page.get(lower(page.title));
      const row = id === undefined ? undefined : this.state.pages.find((p) => p.id === id);
      const desired = { ...(row ? presentPage(row) : PAGE_DEFAULTS), ...page };
      if (!row) {
        const [made] = await this.tx
          .insert(customPages)
          .values({ platformId: this.platformId, module: null, ...desired })
          .returning({ id: customPages.id });
        if (made) this.ids.page.set(lower(page.title), made.id);
        this.note('pages', page.title, 'created');
      } else if (sameValue(desired, presentPage(row))) this.note('pages', page.title, 'unchanged');
      else {
        await this.tx.update(customPages).set(desired).where(eq(customPages.id, row.id));
        this.note('pages', page.title, 'updated');
      }
    }
    for (const row of this.state.pages)
      if (row.module === null && !wanted.has(lower(row.title))) this.section('pages').left.push(row.title);
  }

  /** The landing page or a module's custom HTML: one page per module. */
  private async modulePage(
    section: 'landing' | 'moduleHtml',
    module: string,
    page: NonNullable<TEventFile['landing']>,
  ) {
    const row = this.state.pages.find((p) => p.module === module);
    const current = row ? { ...presentPage(row), useHomeVodModule: row.useHomeVodModule } : undefined;
    const desired = { ...(current ?? { ...PAGE_DEFAULTS, useHomeVodModule: false }), ...page };
    if (!row) {
      await this.tx.insert(customPages).values({ platformId: this.platformId, module, ...desired });
      this.note(section, module, 'created');
    } else if (sameValue(desired, current)) this.note(section, module, 'unchanged');
    else {
      await this.tx.update(customPages).set(desired).where(eq(customPages.id, row.id));
      this.note(section, module, 'updated');
    }
  }

  /** The menu, given whole: when it differs in anything, the event's menu is written again. */
  private async menu(menu: NonNullable<TEventFile['menu']>) {
    const full = (items: NonNullable<TEventFile['menu']>): FullMenuItem[] =>
      items.map(({ items: children, ...item }) => ({
        ...MENU_DEFAULTS,
        ...item,
        ...(item.page ? { link: '' } : {}),
        items: full(children ?? []),
      }));
    const desired = full(menu);
    const current = presentMenu(this.names);
    // A page named by title: compare by the title the event's link resolves to.
    const normal = (items: FullMenuItem[]): unknown =>
      items.map((i) => ({ ...i, page: i.page ? lower(i.page) : undefined, items: normal(i.items) }));
    if (sameValue(normal(desired), normal(current))) {
      this.note('menu', `${this.state.menu.length} items`, 'unchanged');
      return;
    }
    await this.tx.delete(menuItems).where(eq(menuItems.platformId, this.platformId));
    let count = 0;
    const insert = async (items: FullMenuItem[], parentId: number | null) => {
      for (const [i, { items: children, page, ...item }] of items.entries()) {
        await giveTurn();
        const pageId = page ? this.ids.page.get(lower(page)) : undefined;
        const [row] = await this.tx
          .insert(menuItems)
          .values({
            platformId: this.platformId,
            parentId,
            ...item,
            link: pageId === undefined ? item.link : `custom/${pageId}`,
            sortOrder: i,
          })
          .returning({ id: menuItems.id });
        count++;
        if (row) await insert(children, row.id);
      }
    };
    await insert(desired, null);
    this.note('menu', `${count} items`, this.state.menu.length ? 'updated' : 'created');
  }

  private async people(people: NonNullable<TEventFile['people']>) {
    const wanted = new Set(people.map((p) => lower(p.email ?? p.key ?? '')));
    // New accounts are written together, a few hundred a statement (an event's first file has thousands).
    const created: (typeof users.$inferInsert)[] = [];
    for (const person of people) {
      await giveTurn();
      const key = person.email ?? person.key ?? '';
      const id = this.ids.person.get(lower(key));
      const row = id === undefined ? undefined : this.peopleById.get(id);
      const { moderates: _m, password, passwordHash, roles, email: _e, key: _k, ...fields } = person;
      const current = row ? presentPerson(row, this.names) : undefined;
      const base = current ?? { ...PERSON_DEFAULTS };
      const desiredRoles = roles ?? base.roles;
      const values = {
        ...Object.fromEntries(
          Object.keys(PERSON_DEFAULTS)
            .filter((k) => k !== 'roles' && k !== 'moderates')
            .map((k) => [k, (fields as Record<string, unknown>)[k] ?? (base as Record<string, unknown>)[k]]),
        ),
        isAdmin: desiredRoles.includes('admin'),
        isSpeaker: desiredRoles.includes('speaker'),
        isReportViewer: desiredRoles.includes('reportViewer'),
        isSubmitter: desiredRoles.includes('submitter'),
      } as Partial<typeof users.$inferInsert>;
      let newHash: string | undefined;
      if (passwordHash !== undefined && passwordHash !== row?.passwordHash) newHash = passwordHash;
      else if (password !== undefined && !(row && (await verifyPassword(password, row.passwordHash))))
        newHash = await hashPassword(password, this.options.scryptCost);
      if (!row) {
        created.push({
          platformId: this.platformId,
          email: person.email ?? null,
          externalKey: person.email ? null : (person.key ?? null),
          passwordHash: newHash ?? null,
          ureventRef: randomUUID(),
          ...values,
        });
        this.note('people', key, 'created');
        continue;
      }
      const desiredView = {
        ...Object.fromEntries(Object.keys(values).map((k) => [k, (values as Record<string, unknown>)[k]])),
      };
      const currentView = Object.fromEntries(
        Object.keys(values).map((k) => [k, (row as unknown as Record<string, unknown>)[k]]),
      );
      if (sameValue(desiredView, currentView) && newHash === undefined) {
        this.note('people', key, 'unchanged');
        continue;
      }
      await this.tx
        .update(users)
        .set({ ...values, ...(newHash === undefined ? {} : { passwordHash: newHash }) })
        .where(eq(users.id, row.id));
      if (values.disabled && !row.disabled) this.disabledNow.push(row.id);
      this.note('people', key, 'updated');
    }
    for (let i = 0; i < created.length; i += INSERT_CHUNK) {
      await giveTurn();
      const made = await this.tx
        .insert(users)
        .values(created.slice(i, i + INSERT_CHUNK))
        .returning({ id: users.id, email: users.email, externalKey: users.externalKey });
      for (const m of made) this.ids.person.set(lower(m.email ?? m.externalKey ?? ''), m.id);
    }
    for (const row of this.state.people) {
      const key = personKeyOf(row);
      if (key && !wanted.has(lower(key))) this.section('people').left.push(key);
    }
  }

  /** Each person's moderator scopes, given whole (after every section that makes what they name). */
  private async moderators(people: NonNullable<TEventFile['people']>) {
    for (const person of people) {
      if (!person.moderates) continue;
      await giveTurn();
      const key = person.email ?? person.key ?? '';
      const userId = this.ids.person.get(lower(key));
      if (userId === undefined) continue;
      const m: FullModerates = { ...MODERATES_DEFAULTS, ...person.moderates };
      const desired = new Set<string>();
      if (m.platform) desired.add('platform:0');
      if (m.lounges) desired.add('lounge:0');
      const add = (scope: string, list: string[], ids: Map<string, number>) => {
        for (const name of list) {
          const id = ids.get(lower(name));
          if (id !== undefined) desired.add(`${scope}:${id}`);
        }
      };
      add('session', m.sessions, this.ids.session);
      add('presentation', m.presentations, this.ids.presentation);
      add('sponsor', m.sponsors, this.ids.sponsor);
      add('sponsor_lounge', m.sponsorLounges, this.ids.sponsor);
      const current = this.names.assignmentsOf.get(userId) ?? [];
      const currentKeys = new Set(current.map((a) => `${a.scope}:${a.entityId}`));
      const extra = current.filter((a) => !desired.has(`${a.scope}:${a.entityId}`));
      const missing = [...desired].filter((k) => !currentKeys.has(k));
      if (extra.length === 0 && missing.length === 0) {
        this.note('moderators', key, 'unchanged');
        continue;
      }
      if (extra.length)
        await this.tx.delete(moderatorAssignments).where(
          inArray(
            moderatorAssignments.id,
            extra.map((a) => a.id),
          ),
        );
      for (const k of missing) {
        const [scope, entityId] = k.split(':') as [string, string];
        await this.tx
          .insert(moderatorAssignments)
          .values({ platformId: this.platformId, userId, scope, entityId: Number(entityId) })
          .onConflictDoNothing();
      }
      this.note('moderators', key, current.length ? 'updated' : 'created');
    }
  }
}
