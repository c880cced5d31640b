import { HUB_PATH } from '@atrium/contracts';
import WebSocket from 'ws';

/**
 * A bare WebSocket speaking just enough of the Engine.IO 4 / Socket.IO 5 protocol to join the
 * hub, so that a test can make it fall silent (no pong, no close frame): a socket dropped without
 * a goodbye, which only the server's ping time-out notices.
 */
export interface RawHubClient {
  request(event: string, payload: unknown): Promise<unknown>;
  goSilent(): void;
  destroy(): void;
}

export function connectRawHub(baseUrl: string, token: string): Promise<RawHubClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${HUB_PATH}/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url);
  let silent = false;
  let nextAck = 1;
  const acks = new Map<number, (answer: unknown) => void>();
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      if (silent) return;
      const text = data.toString();
      if (text.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
      else if (text === '2') ws.send('3');
      else if (text.startsWith('44')) reject(new Error(text));
      else if (text.startsWith('40')) {
        resolve({
          request(event, payload) {
            const id = nextAck++;
            ws.send(`42${id}${JSON.stringify([event, payload])}`);
            return new Promise((done) => acks.set(id, done));
          },
          goSilent() {
            silent = true;
          },
          destroy() {
            ws.terminate();
          },
        });
      } else if (text.startsWith('43')) {
        const match = /^43(\d+)(.*)$/s.exec(text);
        if (match) {
          const [answer] = JSON.parse(match[2] as string) as [unknown];
          acks.get(Number(match[1]))?.(answer);
        }
      }
    });
  });
}
