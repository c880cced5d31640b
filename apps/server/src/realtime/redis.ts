import { Redis } from 'ioredis';

/**
 * Redis connections of one node (DESIGN: many nodes): `command` for presence and rate limits,
 * `pub` and `sub` for the Socket.IO adapter (a subscribed connection can do nothing else).
 */
export interface RedisClients {
  command: Redis;
  pub: Redis;
  sub: Redis;
  /** Prefix of every key and channel (REDIS_PREFIX). */
  prefix: string;
  close(): Promise<void>;
}

export async function connectRedis(url: string, prefix: string): Promise<RedisClients> {
  const make = (name: string) =>
    new Redis(url, {
      connectionName: `atrium-${name}`,
      lazyConnect: true,
      // Commands wait while reconnecting instead of failing at once; a hub call then fails after this.
      maxRetriesPerRequest: 3,
      enableAutoPipelining: name === 'command',
    });
  const command = make('command');
  const pub = make('pub');
  const sub = make('sub');
  // ioredis reconnects by itself; an 'error' event without a listener would end the process.
  for (const client of [command, pub, sub]) client.on('error', () => {});
  await Promise.all([command.connect(), pub.connect(), sub.connect()]);
  return {
    command,
    pub,
    sub,
    prefix,
    async close() {
      await Promise.allSettled([command.quit(), pub.quit(), sub.quit()]);
    },
  };
}
