// Light load-generator clients for the hub benchmark: one bare WebSocket each (raw-websocket.ts),
// speaking just the Engine.IO 4 / Socket.IO 5 framing the servers need (the same code for the hub
// and the minimal Socket.IO server, so the generator costs the same against both), or plain frames
// for raw `ws`. Receivers find the send time and sequence number in the frame's bytes without
// decoding or parsing it.
import { performance } from 'node:perf_hooks';
import { RawWebSocket } from './raw-websocket.ts';

export type ServerKind = 'hub' | 'socketio' | 'ws';

/** A chat message arrived: sent at `sentAt` (performance.now() of this process), sequence `seq`. */
export type ChatSink = (sentAt: number, seq: number) => void;

const CHAT_PREFIX = Buffer.from('42["CHAT_POSTED"');
const USERS_CHANGED_PREFIX = Buffer.from('42["GROUP_USERS_CHANGED"');
const T_MARK = Buffer.from('T=');
const S_MARK = Buffer.from(';S=');
const SEMICOLON = 0x3b;

const startsWith = (payload: Buffer, prefix: Buffer) =>
  payload.length >= prefix.length && payload.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

/** Reads `T=<ms>;S=<seq>;` from a frame. */
function marker(p: Buffer): [number, number] | null {
  const t = p.indexOf(T_MARK);
  if (t < 0) return null;
  const s = p.indexOf(S_MARK, t);
  const end = p.indexOf(SEMICOLON, s + 3);
  return [Number(p.toString('latin1', t + 2, s)), Number(p.toString('latin1', s + 3, end))];
}

/** The chat text a poster sends: marker, then padding up to `length` characters. */
export function chatText(seq: number, length: number): string {
  const head = `T=${performance.now().toFixed(3)};S=${seq};`;
  return head + 'x'.repeat(Math.max(0, length - head.length));
}

export class BenchClient {
  private readonly ws: RawWebSocket;
  private readonly acks = new Map<number, (text: string) => void>();
  private nextAck = 1;
  /** The group's user count as this client last heard it (hub only). */
  count = -1;
  /** Chat frames received. */
  received = 0;
  readonly connected: Promise<void>;
  onChat: ChatSink | null = null;
  onCount: (() => void) | null = null;
  /** Any other event frame (`42["NAME",…]`), for benches of other events (questions). */
  onEvent: ((frame: Buffer) => void) | null = null;
  /** The connection ended (the server closed it, e.g. after a ping time-out). */
  closed = false;

  constructor(
    readonly kind: ServerKind,
    baseUrl: string,
    auth: Record<string, unknown> = {},
  ) {
    const ws = baseUrl.replace(/^http/, 'ws');
    this.ws = new RawWebSocket(kind === 'ws' ? `${ws}/ws` : `${ws}/hub/?EIO=4&transport=websocket`);
    this.connected = new Promise((resolve, reject) => {
      this.ws.opened.then(() => {
        if (kind === 'ws') resolve();
      }, reject);
      this.ws.onClose = () => {
        this.closed = true;
        reject(new Error('closed before connecting'));
      };
      this.ws.onFrame = (p) => {
        if (kind === 'ws') return this.chat(p);
        const type = p[0];
        if (type === 0x32 /* '2' ping */) this.ws.send('3');
        else if (type === 0x30 /* '0' open */) this.ws.send(`40${JSON.stringify(auth)}`);
        else if (type !== 0x34 /* '4' message */) return;
        else if (startsWith(p, CHAT_PREFIX)) this.chat(p);
        else if (startsWith(p, USERS_CHANGED_PREFIX)) this.heardCount(p.toString());
        else if (p[1] === 0x33 /* ack */) {
          let i = 2;
          while ((p[i] as number) >= 0x30 && (p[i] as number) <= 0x39) i++;
          const id = Number(p.toString('latin1', 2, i));
          this.acks.get(id)?.(p.toString());
          this.acks.delete(id);
        } else if (p[1] === 0x32 /* an event */) this.onEvent?.(p);
        else if (p[1] === 0x30) resolve();
        else if (p[1] === 0x34) reject(new Error(`refused: ${p.toString()}`));
      };
    });
    this.connected.catch(() => {});
  }

  /** Size of the last chat frame's payload, in bytes. */
  frameBytes = 0;

  private chat(p: Buffer) {
    this.received++;
    this.frameBytes = p.length;
    const found = marker(p);
    if (found && this.onChat) this.onChat(found[0], found[1]);
  }

  /** `"groupCount":n` of a GROUP_USERS_CHANGED or USER_GROUP_ENTERED answer. */
  heardCount(text: string) {
    const match = /"groupCount":(\d+)/.exec(text);
    if (!match) return;
    this.count = Number(match[1]);
    this.onCount?.();
  }

  /** Sends a Socket.IO event and waits for its ack (the raw frame). */
  request(event: string, payload: unknown): Promise<string> {
    const id = this.nextAck++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${event}: no answer`)), 60_000);
      this.acks.set(id, (text) => {
        clearTimeout(timer);
        if (text.includes('"ok":false')) reject(new Error(`${event} refused: ${text.slice(0, 200)}`));
        else resolve(text);
      });
      this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    });
  }

  /** Posts a chat message without waiting (the answer is its broadcast). */
  post(groupId: number, message: string) {
    if (this.kind === 'ws') this.ws.send(JSON.stringify({ message }));
    else this.ws.send(`42${JSON.stringify(['POST_CHAT', { groupType: 'SESSION', groupId, message }])}`);
  }

  /** Sends a Socket.IO event without an acknowledgement (a refusal comes back as HUB_ERROR). */
  emit(event: string, payload: unknown) {
    this.ws.send(`42${JSON.stringify([event, payload])}`);
  }

  close() {
    this.ws.close();
  }
}

export interface HubIdentity {
  token: string;
  platformId: number;
  eventCode: string;
  userId: number;
  userName: string;
  groupId: number;
}

/** Connection attempts that failed and were made again (a real client reconnects too). */
export const retries = { count: 0 };

/** As joinOnce, again after a pause when the connection fails (at most 5 attempts). */
export async function joinClient(kind: ServerKind, baseUrl: string, who?: HubIdentity): Promise<BenchClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await joinOnce(kind, baseUrl, who);
    } catch (error) {
      if (attempt >= 5) throw error;
      retries.count++;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Connects and, on the hub, joins the event and enters the session group (the count comes with the answer). */
async function joinOnce(kind: ServerKind, baseUrl: string, who?: HubIdentity): Promise<BenchClient> {
  const client = new BenchClient(
    kind,
    baseUrl,
    who && kind === 'hub' ? { token: who.token, platformId: who.platformId } : {},
  );
  await client.connected.catch((error: unknown) => {
    client.close();
    throw error;
  });
  if (kind === 'hub' && who) {
    await client.request('CONNECT_USER', {
      eventCode: who.eventCode,
      eventId: who.platformId,
      userId: who.userId,
      userName: who.userName,
    });
    client.heardCount(await client.request('ENTER_GROUP', { groupType: 'SESSION', groupId: who.groupId }));
  }
  return client;
}

/** Joins many clients, `parallel` at a time. */
export async function joinMany(
  kind: ServerKind,
  baseUrl: string,
  identities: (HubIdentity | undefined)[],
  parallel = 100,
): Promise<BenchClient[]> {
  const clients: BenchClient[] = new Array(identities.length);
  let next = 0;
  const worker = async () => {
    while (next < identities.length) {
      const index = next++;
      clients[index] = await joinClient(kind, baseUrl, identities[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, identities.length) }, worker));
  return clients;
}
