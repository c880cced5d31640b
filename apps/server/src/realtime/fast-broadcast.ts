/**
 * One WebSocket frame per broadcast, written as is to every WebSocket in the room (DESIGN:
 * serialise a broadcast once per room, not per socket). Socket.IO already encodes a broadcast
 * once, but then queues it through Engine.IO per socket (a packet object, a write buffer, events
 * and a callback each); here a socket whose Engine.IO connection has nothing queued gets the
 * frame written straight to its WebSocket sender, the same call Engine.IO makes for pre-encoded
 * frames. A socket that has something queued (an ack or ping waiting for its write), is upgrading
 * or uses HTTP long-polling takes the ordinary Socket.IO path, so order per socket is kept.
 */

/** The parts of an Engine.IO socket and its WebSocket transport this relies on. */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: { readyState: number; _sender?: { sendFrame(list: Buffer[], cb?: () => void): void } };
  };
}

const WS_OPEN = 1;

/** A final, unmasked text frame (RFC 6455 §5.2) carrying `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const header = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, header);
  return frame;
}

/** The frame of a Socket.IO event on the main namespace: Engine.IO message `4` + Socket.IO EVENT `2`. */
export function eventFrame(event: string, payload: unknown): Buffer {
  return textFrame(Buffer.from(`42${JSON.stringify([event, payload])}`));
}

/** Writes the frame if the connection can take it directly; false: use the ordinary path. */
export function writeFrame(connection: unknown, frame: Buffer): boolean {
  const conn = connection as EngineConnection;
  const transport = conn.transport;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return false;
  if (transport.name !== 'websocket' || !transport.writable) return false;
  const ws = transport.socket;
  if (!ws || ws.readyState !== WS_OPEN || !ws._sender) return false;
  ws._sender.sendFrame([frame]);
  return true;
}
