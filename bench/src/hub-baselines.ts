// The two baselines of the hub fan-out benchmark, each a bare broadcast server that sends the
// same frames as the hub (the same CHAT_POSTED JSON, so the same bytes per delivery):
//   node --import tsx hub-baselines.ts socketio PORT   minimal Socket.IO: every socket in one room
//   node --import tsx hub-baselines.ts ws PORT         raw `ws`: every connection gets every message
// A poster sends {"message": ...} (ws) or POST_CHAT (Socket.IO); the server builds the message
// once and broadcasts it (Socket.IO: io.to(room).emit; ws: one Buffer sent to every client).
import http from 'node:http';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';

const [kind, port] = process.argv.slice(2);
let id = 0;

function chatMessage(message: string) {
  return {
    id: ++id,
    message,
    userName: 'Poster Bench',
    userPhotoUri: '',
    userId: 1,
    roleName: 'USER',
    timeStamp: new Date().toISOString(),
    messageType: 'POST_CHAT',
    group: 'Bench session',
    groupId: 1,
    groupType: 'SESSION',
    parentId: null,
    eventCode: 'BENCH',
    eventId: 1,
    isMod: false,
  };
}

const server = http.createServer((req, res) => {
  res.statusCode = req.url === '/healthz' ? 200 : 404;
  res.end(req.url === '/healthz' ? '{"ok":true}' : '');
});

if (kind === 'socketio') {
  // The hub's transport settings: WebSocket, no compression, its keep-alive (spec 1 §7).
  const io = new Server(server, {
    path: '/hub',
    serveClient: false,
    transports: ['websocket'],
    perMessageDeflate: false,
    pingInterval: 5000,
    pingTimeout: 5000,
  });
  io.on('connection', (socket) => {
    socket.join('group');
    socket.on('POST_CHAT', (m: { message: string }, ack?: (answer: unknown) => void) => {
      const message = chatMessage(String(m?.message ?? ''));
      io.to('group').emit('CHAT_POSTED', message);
      ack?.({ ok: true, data: message });
    });
  });
} else if (kind === 'ws') {
  const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const { message } = JSON.parse(data.toString()) as { message: string };
      const frame = Buffer.from(JSON.stringify(chatMessage(message)));
      for (const client of wss.clients) client.send(frame, { binary: false });
    });
  });
} else {
  throw new Error(`unknown baseline ${kind}`);
}

server.listen(Number(port), '127.0.0.1');
