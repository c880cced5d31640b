// A minimal WebSocket client on a bare TCP socket, for the load generator only: one process has to
// take in up to 100,000 frames a second, and a full client library (a stream and events per frame)
// would make the generator, not the server, the bottleneck. Text frames only; frames the client
// sends are masked with a zero key (RFC 6455 §5.3 requires the bit; the key's value is ours).
import { randomBytes } from 'node:crypto';
import net from 'node:net';

export type FrameHandler = (payload: Buffer) => void;

export class RawWebSocket {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private upgraded = false;
  readonly opened: Promise<void>;
  onFrame: FrameHandler = () => {};
  onClose: () => void = () => {};

  constructor(url: string) {
    const { hostname, port, pathname, search } = new URL(url);
    this.socket = net.connect({ host: hostname, port: Number(port) });
    this.socket.setNoDelay(true);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.once('connect', () => {
        this.socket.write(
          `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
            'Sec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      this.socket.on('data', (chunk: Buffer) => {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
        if (!this.upgraded) {
          const end = this.buffer.indexOf('\r\n\r\n');
          if (end < 0) return;
          const head = this.buffer.subarray(0, end).toString();
          if (!head.startsWith('HTTP/1.1 101')) {
            reject(new Error(head.split('\r\n')[0]));
            this.socket.destroy();
            return;
          }
          this.upgraded = true;
          this.buffer = this.buffer.subarray(end + 4);
          resolve();
        }
        this.readFrames();
      });
    });
    this.socket.on('close', () => this.onClose());
    this.socket.on('error', () => {});
    this.opened.catch(() => {});
  }

  private readFrames() {
    let offset = 0;
    const b = this.buffer;
    while (b.length - offset >= 2) {
      const opcode = (b[offset] as number) & 0x0f;
      let length = (b[offset + 1] as number) & 0x7f;
      let header = 2;
      if (length === 126) {
        if (b.length - offset < 4) break;
        length = b.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (b.length - offset < 10) break;
        length = Number(b.readBigUInt64BE(offset + 2));
        header = 10;
      }
      if (b.length - offset < header + length) break;
      const payload = b.subarray(offset + header, offset + header + length);
      offset += header + length;
      if (opcode === 1) this.onFrame(payload);
      else if (opcode === 8) this.socket.end();
    }
    this.buffer = offset === b.length ? Buffer.alloc(0) : b.subarray(offset);
  }

  /** Sends a text frame (masked, zero key). */
  send(text: string) {
    const payload = Buffer.from(text);
    const n = payload.length;
    const header = n < 126 ? 6 : n < 65_536 ? 8 : 14;
    const frame = Buffer.alloc(header + n);
    frame[0] = 0x81;
    if (n < 126) frame[1] = 0x80 | n;
    else if (n < 65_536) {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(n, 2);
    } else {
      frame[1] = 0x80 | 127;
      frame.writeBigUInt64BE(BigInt(n), 2);
    }
    payload.copy(frame, header);
    this.socket.write(frame);
  }

  close() {
    this.socket.destroy();
  }
}
