import { HUB_PATH, type TClientToServerEvents, type THubAck, type TServerToClientEvents } from '@atrium/contracts';
import { io, type Socket } from 'socket.io-client';

/** A real socket.io-client connection to a test server's hub. */
export type HubClient = Socket<TServerToClientEvents, TClientToServerEvents>;

type ServerEvent = keyof TServerToClientEvents;
type PayloadOf<E extends ServerEvent> = Parameters<TServerToClientEvents[E]>[0];
type ClientEvent = keyof TClientToServerEvents;
type ClientPayload<E extends ClientEvent> = Parameters<TClientToServerEvents[E]>[0];
type AnswerOf<E extends ClientEvent> =
  NonNullable<Parameters<TClientToServerEvents[E]>[1]> extends (answer: infer A) => void ? A : never;

export interface ConnectOptions {
  token?: string;
  platformId?: number;
  headers?: Record<string, string>;
}

const open: HubClient[] = [];

/** Connects (WebSocket only, no reconnection); rejects with the server's refusal. */
export function connectHub(baseUrl: string, options: ConnectOptions = {}): Promise<HubClient> {
  const auth: Record<string, unknown> = {};
  if (options.token !== undefined) auth.token = options.token;
  if (options.platformId !== undefined) auth.platformId = options.platformId;
  const client: HubClient = io(baseUrl, {
    path: HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
    extraHeaders: options.headers,
  });
  open.push(client);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', (error) => {
      client.close();
      reject(error);
    });
  });
}

/** Closes every client this helper opened (afterEach/afterAll). */
export function closeAllClients() {
  for (const client of open.splice(0)) client.close();
}

/** Sends a message and waits for its acknowledgement. */
export async function send<E extends ClientEvent>(
  client: HubClient,
  event: E,
  payload: ClientPayload<E>,
  timeoutMs = 5000,
): Promise<AnswerOf<E>> {
  // biome-ignore lint/suspicious/noExplicitAny: emitWithAck's overloads do not follow a generic event name
  return (client.timeout(timeoutMs) as any).emitWithAck(event, payload);
}

/** Sends and expects success: the answer's data. */
export async function ok<E extends ClientEvent>(client: HubClient, event: E, payload: ClientPayload<E>) {
  const answer = (await send(client, event, payload)) as THubAck<unknown>;
  if (!answer.ok) throw new Error(`${event} refused: ${answer.error} ${answer.message}`);
  return answer.data as AnswerOf<E> extends THubAck<infer T> ? T : never;
}

/** The next `event` (matching `accept`), or a rejection after `timeoutMs`. */
export function next<E extends ServerEvent>(
  client: HubClient,
  event: E,
  accept: (payload: PayloadOf<E>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<PayloadOf<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // biome-ignore lint/suspicious/noExplicitAny: listener typed by the event map
      client.off(event, listener as any);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: PayloadOf<E>) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      // biome-ignore lint/suspicious/noExplicitAny: listener typed by the event map
      client.off(event, listener as any);
      resolve(payload);
    };
    // biome-ignore lint/suspicious/noExplicitAny: listener typed by the event map
    client.on(event, listener as any);
  });
}

/** Every `event` a client receives from now on, with the time it came. */
export function record<E extends ServerEvent>(client: HubClient, event: E): { at: number; payload: PayloadOf<E> }[] {
  const seen: { at: number; payload: PayloadOf<E> }[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: listener typed by the event map
  client.on(event, ((payload: PayloadOf<E>) => seen.push({ at: Date.now(), payload })) as any);
  return seen;
}

/** Polls until `check` passes or the time is up (then throws its last error). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000, stepMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, stepMs));
    }
  }
}

/** Resolves after `ms`. */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
