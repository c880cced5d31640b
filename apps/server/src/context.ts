import path from 'node:path';
import {
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  REACTION_RATE_BURST,
  REACTION_RATE_PER_SECOND,
} from '@atrium/contracts';
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/database.ts';
import { AppAuthorizeService } from './identity/authorize/authorize.service.ts';
import { AppClients } from './identity/authorize/clients.ts';
import { ExternalSignInService } from './identity/external/sign-in.service.ts';
import { IdentityService } from './identity/identity.service.ts';
import { KeyStore } from './identity/keys.ts';
import { LoginThrottle } from './identity/throttle.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { BookmarksService } from './modules/bookmarks/bookmarks.service.ts';
import { BrowseService } from './modules/browse/browse.service.ts';
import { CalendarFeedService } from './modules/calendar/calendar.service.ts';
import { chatHubCommands } from './modules/chat/chat.hub.ts';
import { ChatService } from './modules/chat/chat.service.ts';
import { GroupDirectory } from './modules/chat/chat-groups.ts';
import { ContentService } from './modules/content/content.service.ts';
import { ConversationsService } from './modules/conversations/conversations.service.ts';
import { EngagementService } from './modules/engagement/engagement.service.ts';
import { EventFileService } from './modules/event-file/event-file.service.ts';
import { FilesService } from './modules/files/files.service.ts';
import { ActivityLogService } from './modules/logs/logs.service.ts';
import { LoungesRepository } from './modules/lounges/lounges.repository.ts';
import { LoungesService } from './modules/lounges/lounges.service.ts';
import { ModerationService } from './modules/moderation/moderation.service.ts';
import { PlatformService } from './modules/platform/platform.service.ts';
import { PlayerService } from './modules/player/player.service.ts';
import { PollsService } from './modules/polls/polls.service.ts';
import { ProgrammeService } from './modules/programme/programme.service.ts';
import { ProgrammeAdminRepository } from './modules/programme-admin/programme-admin.repository.ts';
import { ProgrammeAdminService } from './modules/programme-admin/programme-admin.service.ts';
import { QuestionsService } from './modules/questions/questions.service.ts';
import { reactionHubCommands } from './modules/reactions/reactions.hub.ts';
import { ReactionsService } from './modules/reactions/reactions.service.ts';
import { RemindersService } from './modules/reminders/reminders.service.ts';
import { ReportsRepository } from './modules/reports/reports.repository.ts';
import { ReportsService } from './modules/reports/reports.service.ts';
import { ScheduleImportService } from './modules/schedule-import/schedule-import.service.ts';
import { SponsorsRepository } from './modules/sponsors/sponsors.repository.ts';
import { SponsorsService } from './modules/sponsors/sponsors.service.ts';
import { SubmitService } from './modules/submit/submit.service.ts';
import { DirectoryRepository } from './modules/users/directory.repository.ts';
import { DirectoryService } from './modules/users/directory.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import type { Metrics } from './ops/metrics.ts';
import { dependencyChecks, Lifecycle, ReadinessMonitor } from './ops/readiness.ts';
import { groupHubCommands } from './realtime/groups.hub.ts';
import { Hub } from './realtime/hub.ts';
import { HubCommandRegistry } from './realtime/hub-command.ts';
import { MemoryRateLimiter, RedisRateLimiter } from './realtime/rate-limiter.ts';
import { connectRedis, type RedisClients } from './realtime/redis.ts';
import { LocalObjectStorage } from './storage/local-storage.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { UrlSigner } from './storage/signed-url.ts';

/** Everything a route or command needs, made once per server process. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  keys: KeyStore;
  platforms: PlatformService;
  users: UsersService;
  /** Who moderates what, and each user's role in a group (modules/moderation). */
  moderation: ModerationService;
  identity: IdentityService;
  /** Sign-in at the events' external OpenID Connect providers (identity/external). */
  externalSignIn: ExternalSignInService;
  /** The apps registered to sign people in through Atrium, and their code flow (identity/authorize). */
  appClients: AppClients;
  appAuthorize: AppAuthorizeService;
  content: ContentService;
  programme: ProgrammeService;
  /** Organisers' edits of sessions and presentations (modules/programme-admin). */
  programmeAdmin: ProgrammeAdminService;
  /** Live now, coming up, on demand, posters, the on-demand home (modules/browse). */
  browse: BrowseService;
  bookmarks: BookmarksService;
  /** Reminders of bookmarked sessions by push and e-mail, and their job (modules/reminders). */
  reminders: RemindersService;
  /** Likes, ratings and views of sessions and presentations (modules/engagement). */
  engagement: EngagementService;
  /** The event as a file: export and apply (modules/event-file). */
  eventFile: EventFileService;
  /** Reports over the activity rollups, messages and ad clicks (modules/reports). */
  reports: ReportsService;
  /** The exhibition and its stands (modules/sponsors). */
  sponsors: SponsorsService;
  /** The participant and speaker directories (modules/users). */
  directory: DirectoryService;
  /** Questions and answers of sessions and presentations (modules/questions). */
  questions: QuestionsService;
  /** Polls in sessions (modules/polls). */
  polls: PollsService;
  /** The player's session and presentation pages, related sessions (modules/player). */
  player: PlayerService;
  calendar: CalendarFeedService;
  scheduleImport: ScheduleImportService;
  logs: ActivityLogService;
  /** Every stored file: the registry over the local folder or the S3 bucket (storage/). */
  files: FilesService;
  submit: SubmitService;
  mailer: Mailer;
  /** The one source of "now" for time rules and caches (tests fix it). */
  clock: Clock;
  /** Set when REDIS_URL is: fan-out, presence and rate limits shared by every node. */
  redis: RedisClients | null;
  hub: Hub;
  chat: ChatService;
  /** Reactions to live sessions, counted by the hub (modules/reactions). */
  reactions: ReactionsService;
  /** The hub's client commands: the group commands and each domain's (modules/<domain>/<domain>.hub.ts). */
  hubCommands: HubCommandRegistry;
  lounges: LoungesService;
  conversations: ConversationsService;
  /** Draining from SIGTERM until exit (/readyz answers 503 meanwhile). */
  lifecycle: Lifecycle;
  /** /readyz's answer, from checks run in the background (ops/readiness.ts). */
  readiness: ReadinessMonitor;
  /** Prometheus metrics of this node, when METRICS_PORT is set (ops/metrics.ts). */
  metrics: Metrics | null;
  close(): Promise<void>;
}

/** A warning from a part without a request (the activity log buffer): one JSON line on stderr. */
function warnLineOf(clock: Clock) {
  return (message: string, details: Record<string, unknown>) => {
    process.stderr.write(`${JSON.stringify({ level: 'warn', time: clock.now(), msg: message, ...details })}\n`);
  };
}

export async function createContext(
  config: Config,
  database: Database,
  overrides: { mailer?: Mailer; clock?: Clock } = {},
): Promise<AppContext> {
  const db = database.db;
  const clock = overrides.clock ?? systemClock;
  const warnLine = warnLineOf(clock);
  const keys = new KeyStore(db);
  await keys.init();
  const platforms = new PlatformService(db, clock);
  const content = new ContentService(db, platforms, clock);
  const programme = new ProgrammeService(db, platforms, content, clock);
  const groups = new GroupDirectory(db, new LoungesRepository(db), platforms, clock);
  // Sponsors are read by the group directory until they have a domain of their own.
  const moderation = new ModerationService(
    db,
    programme,
    async (platformId, sponsorId) => Boolean(await groups.resolve(platformId, 'SPONSOR', sponsorId)),
    clock,
  );
  const users = new UsersService(db, config.scryptCost, moderation, clock);
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      clock,
    });
  const identity = new IdentityService(db, config, keys, users, platforms, new LoginThrottle(db, clock), mailer, clock);
  const appClients = new AppClients(db);
  const bookmarks = new BookmarksService(db, programme);
  const reminders = new RemindersService(db, config, platforms, mailer, clock, (message, details) =>
    config.logLevel === 'silent' ? undefined : warnLine(message, details),
  );
  const engagement = new EngagementService(db, programme, clock);
  const calendar = new CalendarFeedService(db, config, platforms, programme, bookmarks, clock);
  const scheduleImport = new ScheduleImportService(db, platforms, programme);
  const logs = new ActivityLogService(db, clock, config.logLevel === 'silent' ? undefined : warnLine);
  const signer = new UrlSigner(await FilesService.secret(db, config.filesSecret));
  // The S3 client, Prometheus' client and the like load only when configured: a one-off command
  // (`atrium platform list`) does not pay for what it does not use.
  const s3 = config.s3 ? new (await import('./storage/s3-storage.ts')).S3ObjectStorage(config.s3, clock) : null;
  const storage: ObjectStorage =
    s3 ?? new LocalObjectStorage(path.join(config.dataDir, 'files'), signer, () => Math.floor(clock.now() / 1000));
  const files = new FilesService(db, storage, signer, clock, config);
  const submit = new SubmitService(db, files);
  const browse = new BrowseService(programme, files, clock);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix) : null;
  const hub = new Hub(config.hub, redis, clock);
  programme.onChanged((platformId, version) => hub.programmeChanged(platformId, version));
  platforms.onSettingsChanged((platformId, version) => hub.settingsChanged(platformId, version));
  identity.onSignInsEnded((ended) => hub.signInsEnded(ended));
  const bucket = { burst: CHAT_RATE_BURST, perSecond: CHAT_RATE_PER_SECOND };
  const limiter = redis ? new RedisRateLimiter(redis, bucket, clock) : new MemoryRateLimiter(bucket, clock);
  const chat = new ChatService(db, users, moderation, platforms, groups, hub, limiter, clock);
  // Per node, in memory: a reaction is cheap and forgotten, and one Redis call each would cost more than it.
  const reactionBucket = { burst: REACTION_RATE_BURST, perSecond: REACTION_RATE_PER_SECOND };
  const reactions = new ReactionsService(hub, new MemoryRateLimiter(reactionBucket, clock), clock);
  const lounges = new LoungesService(db, chat, groups, hub, users, moderation);
  const sponsors = new SponsorsService(
    new SponsorsRepository(db),
    hub,
    (platformId, sponsorId) => lounges.ofSponsor(platformId, sponsorId),
    clock,
  );
  const conversations = new ConversationsService(db, users, hub);
  const directory = new DirectoryService(new DirectoryRepository(db), programme, clock);
  const eventFile = new EventFileService({
    db,
    files,
    clock,
    config,
    platforms,
    programme,
    sponsors,
    directory,
    moderation,
    users,
    identity,
  });
  const questions = new QuestionsService(db, programme, users, moderation, hub, chat);
  const polls = new PollsService(db, programme, users, moderation, hub, clock);
  const player = new PlayerService(programme, engagement, questions, files, clock);
  const lifecycle = new Lifecycle();
  const metrics =
    config.metricsPort === undefined
      ? null
      : new (await import('./ops/metrics.ts')).Metrics({
          database,
          redis,
          hubConnections: () => hub.connectionCount,
          logBacklog: () => logs.backlog(),
          draining: () => lifecycle.draining,
        });
  if (metrics) hub.instruments = metrics.hub;
  const readiness = new ReadinessMonitor(dependencyChecks(database, redis, storage), lifecycle);
  if (metrics) readiness.onChecked = (checks) => metrics.readinessChecked(checks);
  return {
    config,
    database,
    db,
    keys,
    platforms,
    users,
    moderation,
    identity,
    appClients,
    appAuthorize: new AppAuthorizeService(db, appClients, platforms, users, identity, clock),
    externalSignIn: new ExternalSignInService(
      db,
      platforms,
      users,
      config,
      config.oidcSecrets,
      clock,
      (error, message) =>
        config.logLevel === 'silent'
          ? undefined
          : warnLine(message, { error: (error as Error)?.message ?? String(error) }),
    ),
    content,
    programme,
    programmeAdmin: new ProgrammeAdminService(new ProgrammeAdminRepository(db), programme, clock),
    browse,
    bookmarks,
    reminders,
    engagement,
    reports: new ReportsService(new ReportsRepository(db)),
    sponsors,
    directory,
    eventFile,
    questions,
    polls,
    player,
    calendar,
    scheduleImport,
    logs,
    files,
    submit,
    mailer,
    clock,
    redis,
    hub,
    chat,
    reactions,
    hubCommands: new HubCommandRegistry([...groupHubCommands, ...chatHubCommands, ...reactionHubCommands]),
    lounges,
    conversations,
    lifecycle,
    readiness,
    metrics,
    async close() {
      readiness.stop();
      await reminders.stop();
      polls.close();
      await hub.close();
      await logs.stop();
      await database.close();
      await redis?.close();
      s3?.close();
    },
  };
}
