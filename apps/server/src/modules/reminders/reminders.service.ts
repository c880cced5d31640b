import type { Agent } from 'node:https';
import {
  isSupportedLocale,
  REMINDER_DEFAULT_MINUTES,
  REMINDER_MINUTES_MAX,
  type TLocale,
  type TPushSubscription,
  type TReminderPreferences,
} from '@atrium/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PlatformService } from '../platform/platform.service.ts';
import { ProgrammeService } from '../programme/programme.service.ts';
import { reminderMail, reminderNotification, startTime } from './reminder-text.ts';
import { type DueReminder, RemindersRepository } from './reminders.repository.ts';

/** web-push loads with the first key or push, not with every process (a CLI command never pushes). */
const webPush = () => import('web-push').then((m) => m.default);

/** How often each node looks for reminders to send. */
export const REMINDER_INTERVAL_MS = 30_000;
/** How long a push service may take to answer one notification. */
const PUSH_TIMEOUT_MS = 10_000;

export interface ReminderRun {
  /** Reminders this call claimed (each sent by push and/or e-mail). */
  claimed: number;
  pushed: number;
  mailed: number;
  failed: number;
}

/**
 * Reminders of bookmarked sessions: preferences, push subscriptions, and the job that sends
 * each reminder once, whichever node claims it first (docs/ARCHITECTURE.md, "Reminders").
 */
export class RemindersService {
  readonly repo: RemindersRepository;
  private keys?: { publicKey: string; privateKey: string };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ReminderRun> | null = null;
  /**
   * The TLS agent for push services; unset: the system's trusted authorities. A test trusts the
   * certificate of its own local push endpoint through it.
   */
  pushAgent: Agent | undefined;

  constructor(
    db: Db,
    private readonly config: Config,
    private readonly platforms: PlatformService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly warn: (message: string, details: Record<string, unknown>) => void = () => {},
  ) {
    this.repo = new RemindersRepository(db);
  }

  /** The VAPID key pair: made once by web-push and kept in the database for every node. */
  async vapid(): Promise<{ publicKey: string; privateKey: string }> {
    if (this.keys) return this.keys;
    let keys = await this.repo.vapidKeys();
    if (!keys) {
      await this.repo.insertVapidKeys((await webPush()).generateVAPIDKeys());
      keys = await this.repo.vapidKeys();
    }
    if (!keys) throw new Error('no VAPID keys');
    this.keys = { publicKey: keys.publicKey, privateKey: keys.privateKey };
    return this.keys;
  }

  async preferences(userId: number): Promise<TReminderPreferences> {
    const row = await this.repo.preferences(userId);
    if (!row) return { push: false, email: false, minutes: REMINDER_DEFAULT_MINUTES, locale: 'en' };
    return {
      push: row.push,
      email: row.email,
      minutes: row.minutes,
      locale: isSupportedLocale(row.locale) ? row.locale : 'en',
    };
  }

  async savePreferences(platformId: number, userId: number, p: TReminderPreferences): Promise<TReminderPreferences> {
    await this.repo.savePreferences({ userId, platformId, ...p, updatedAt: new Date(this.clock.now()) });
    return this.preferences(userId);
  }

  async subscribe(platformId: number, userId: number, s: TPushSubscription): Promise<void> {
    await this.repo.saveSubscription({
      platformId,
      userId,
      endpoint: s.endpoint,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
    });
  }

  unsubscribe(userId: number, endpoint: string): Promise<void> {
    return this.repo.deleteSubscription(userId, endpoint);
  }

  /** Looks for due reminders every REMINDER_INTERVAL_MS until stop(). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runDueReminders(new Date(this.clock.now())).catch((error) =>
        this.warn('reminders run failed', { error: (error as Error).message }),
      );
    }, REMINDER_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /**
   * Sends every reminder due at `now`: each is claimed first (a row keyed on person, session and
   * start), so that two runs, on this node or another, never send the same one twice.
   */
  async runDueReminders(now: Date): Promise<ReminderRun> {
    const run = this.running ? this.running.then(() => this.runOnce(now)) : this.runOnce(now);
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private async runOnce(now: Date): Promise<ReminderRun> {
    const result: ReminderRun = { claimed: 0, pushed: 0, mailed: 0, failed: 0 };
    const due = await this.repo.due(now, REMINDER_MINUTES_MAX);
    if (due.length === 0) return result;
    const claimed: DueReminder[] = [];
    for (const reminder of due) {
      if (await this.repo.claim(reminder.userId, reminder.sessionId, reminder.startsAt, now)) claimed.push(reminder);
    }
    result.claimed = claimed.length;
    const subscriptions = await this.repo.subscriptionsOf([
      ...new Set(claimed.filter((r) => r.push).map((r) => r.userId)),
    ]);
    for (const reminder of claimed) {
      const platform = await this.platforms.getById(reminder.platformId);
      if (!platform) continue;
      const locale: TLocale = isSupportedLocale(reminder.locale) ? reminder.locale : 'en';
      const path = `/${platform.code}/session/${reminder.sessionId}`;
      const facts = {
        eventTitle: platform.settings.eventTitle,
        firstName: reminder.firstName,
        sessionTitle: reminder.title,
        time: startTime(reminder.startsAt, ProgrammeService.timeZoneOf(platform), locale),
        minutes: Math.max(1, Math.round((reminder.startsAt.getTime() - now.getTime()) / 60_000)),
        link: `${this.config.publicUrl.replace(/\/$/, '')}${path}`,
      };
      if (reminder.push) {
        const notification = {
          ...reminderNotification(locale, facts),
          url: path,
          tag: `session-${reminder.sessionId}`,
          icon: `/api/platform/${platform.id}/app-icon/192`,
        };
        for (const subscription of subscriptions.filter((s) => s.userId === reminder.userId)) {
          if (await this.push(subscription, JSON.stringify(notification), reminder.startsAt, now)) result.pushed++;
          else result.failed++;
        }
      }
      if (reminder.byEmail && reminder.email) {
        try {
          await this.mailer.send({ to: reminder.email, ...reminderMail(locale, facts) });
          result.mailed++;
        } catch (error) {
          result.failed++;
          this.warn('reminder mail failed', { userId: reminder.userId, error: (error as Error).message });
        }
      }
    }
    return result;
  }

  /** One Web Push request (RFC 8030, 8291, 8292); a subscription its service says is gone is removed. */
  private async push(
    subscription: { id: number; endpoint: string; p256dh: string; auth: string },
    payload: string,
    startsAt: Date,
    now: Date,
  ): Promise<boolean> {
    const vapid = await this.vapid();
    try {
      await (await webPush()).sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: this.vapidSubject(), ...vapid },
          // Worthless once the session has started.
          TTL: Math.max(60, Math.round((startsAt.getTime() - now.getTime()) / 1000)),
          urgency: 'high',
          timeout: PUSH_TIMEOUT_MS,
          ...(this.pushAgent ? { agent: this.pushAgent } : {}),
        },
      );
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await this.repo.deleteSubscriptionById(subscription.id);
      else this.warn('reminder push failed', { status, error: (error as Error).message });
      return false;
    }
  }

  /** Who the push services may contact (RFC 8292 `sub`): the sender's address, else the site. */
  private vapidSubject(): string {
    const address = /<([^>]+)>/.exec(this.config.mailFrom)?.[1] ?? this.config.mailFrom;
    if (address.includes('@')) return `mailto:${address.trim()}`;
    return this.config.publicUrl;
  }
}
