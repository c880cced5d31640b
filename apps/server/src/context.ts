import path from 'node:path';
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/database.ts';
import { IdentityService } from './identity/identity.service.ts';
import { KeyStore } from './identity/keys.ts';
import { LoginThrottle } from './identity/throttle.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { ContentService } from './modules/content/content.service.ts';
import { ActivityLogService } from './modules/logs/logs.service.ts';
import { PlatformService } from './modules/platform/platform.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { FileStorage } from './storage/file-storage.ts';

/** Everything a route or command needs, made once per server process. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  keys: KeyStore;
  platforms: PlatformService;
  users: UsersService;
  identity: IdentityService;
  content: ContentService;
  logs: ActivityLogService;
  files: FileStorage;
  mailer: Mailer;
  close(): Promise<void>;
}

export async function createContext(
  config: Config,
  database: Database,
  overrides: { mailer?: Mailer } = {},
): Promise<AppContext> {
  const db = database.db;
  const keys = new KeyStore(db);
  await keys.init();
  const platforms = new PlatformService(db);
  const users = new UsersService(db, config.scryptCost);
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom });
  const identity = new IdentityService(db, config, keys, users, platforms, new LoginThrottle(db), mailer);
  const content = new ContentService(db, platforms);
  const logs = new ActivityLogService(db);
  const files = new FileStorage(path.join(config.dataDir, 'files'));
  return {
    config,
    database,
    db,
    keys,
    platforms,
    users,
    identity,
    content,
    logs,
    files,
    mailer,
    async close() {
      await logs.stop();
      await database.close();
    },
  };
}
