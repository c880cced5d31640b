import type { Redis } from 'ioredis';

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
  // Loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
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
  keepFailuresHandled(pub, ['publish']);
  keepFailuresHandled(sub, ['punsubscribe', 'unsubscribe']);
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

/**
 * The Socket.IO Redis adapter publishes (and, when it closes, unsubscribes) without awaiting the
 * answer. While Redis is away those calls fail (after `maxRetriesPerRequest`), and an unhandled
 * rejection would end the process: each such call gets a handler here. What was published
 * meanwhile is lost for the other nodes (their clients catch up by message id), never for this
 * node's own sockets.
 */
function keepFailuresHandled(client: Redis, methods: ('publish' | 'punsubscribe' | 'unsubscribe')[]) {
  for (const method of methods) {
    const call = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: (...args: unknown[]) => {
        const answer = call(...args);
        answer.catch(() => {});
        return answer;
      },
    });
  }
}
