import { describe, expect, it } from 'vitest';
import * as ws from 'ws';

// The ws library's own framing, to compare with (a named export of its ES module wrapper).
type FrameOptions = { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean };
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

import { eventFrame, textFrame, writeFrame } from './fast-broadcast.ts';

describe('textFrame', () => {
  it('makes the same frame as the ws library for short, medium and long payloads', () => {
    for (const size of [0, 10, 125, 126, 200, 65_535, 65_536, 70_000]) {
      const payload = Buffer.alloc(size, 0x61);
      const expected = Buffer.concat(
        Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }),
      );
      expect(textFrame(payload).equals(expected), `size ${size}`).toBe(true);
    }
  });

  it('frames a Socket.IO event as Engine.IO message 4 + Socket.IO EVENT 2', () => {
    const frame = eventFrame('CHAT_POSTED', { id: 1, message: 'héllo' });
    expect(frame.subarray(2).toString()).toBe('42["CHAT_POSTED",{"id":1,"message":"héllo"}]');
  });
});

describe('writeFrame', () => {
  const sent: Buffer[][] = [];
  const connection = (overrides: Record<string, unknown> = {}, transport: Record<string, unknown> = {}) => ({
    readyState: 'open',
    upgrading: false,
    writeBuffer: [],
    ...overrides,
    transport: {
      name: 'websocket',
      writable: true,
      socket: { readyState: 1, _sender: { sendFrame: (list: Buffer[]) => sent.push(list) } },
      ...transport,
    },
  });

  it('writes straight to an idle WebSocket connection', () => {
    sent.length = 0;
    const frame = textFrame(Buffer.from('42["X",1]'));
    expect(writeFrame(connection(), frame)).toBe(true);
    expect(sent).toEqual([[frame]]);
  });

  it('leaves to Socket.IO a connection with something queued, upgrading, polling or closing', () => {
    sent.length = 0;
    const frame = textFrame(Buffer.from('x'));
    expect(writeFrame(connection({ writeBuffer: [{}] }), frame)).toBe(false);
    expect(writeFrame(connection({ upgrading: true }), frame)).toBe(false);
    expect(writeFrame(connection({ readyState: 'closing' }), frame)).toBe(false);
    expect(writeFrame(connection({}, { writable: false }), frame)).toBe(false);
    expect(writeFrame(connection({}, { name: 'polling' }), frame)).toBe(false);
    expect(writeFrame(connection({}, { socket: { readyState: 2, _sender: {} } }), frame)).toBe(false);
    expect(sent).toEqual([]);
  });
});
