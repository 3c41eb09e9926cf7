/**
 * The floor under a message's cost (bench realtime): the same round trips a
 * send makes, with the least work in each, and no app. `node:http` takes a
 * POST with a JSON body; one named statement reads a session by its token (the
 * send context's unique-key read), a second inserts the message and NOTIFYs it
 * (the send's write); the answer is a small JSON body. A LISTEN connection hands
 * each notification to the recipient's WebSocket (`ws`), as one frame.
 * Usage (by bench/realtime.ts): node --import tsx bench/lib/floor-server.ts <database-url>;
 * prints `ready <port>`, serves until killed.
 */
import http from 'node:http';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const url = process.argv[2];
if (!url) throw new Error('usage: floor-server.ts <database-url>');

const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`create table if not exists floor_sessions (token text primary key, user_id int not null);
  create table if not exists floor_messages (id bigserial primary key, conversation int not null, sender int not null,
    body text not null, created_at timestamptz not null default now());
  insert into floor_sessions select 'token-' || i, i from generate_series(0, 999) i on conflict do nothing`);

const sockets = new Map<string, WebSocket>();
const listener = new pg.Client({ connectionString: url });
await listener.connect();
listener.on('notification', (note) => {
  const event = JSON.parse(note.payload ?? '{}') as { to: string };
  sockets.get(event.to)?.send(note.payload ?? '');
});
await listener.query('listen floor');

const server = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    void (async () => {
      const { text, to } = JSON.parse(body) as { text: string; to: string };
      const token = request.headers['x-token'];
      const session = await pool.query<{ user_id: number }>({
        name: 'floor_session',
        text: 'select user_id from floor_sessions where token = $1',
        values: [token],
      });
      const sender = session.rows[0]?.user_id;
      if (sender === undefined) {
        response.writeHead(401).end();
        return;
      }
      const written = await pool.query<{ id: string; created_at: string }>({
        name: 'floor_write',
        text: `with m as (insert into floor_messages (conversation, sender, body) values ($1, $2, $3) returning id, created_at)
               select id, created_at, pg_notify('floor', json_build_object('to', $4::text, 'id', id, 'body', $3::text)::text) from m`,
        values: [Number(to), sender, text, to],
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(written.rows[0]));
    })().catch(() => response.writeHead(500).end());
  });
});

const live = new WebSocketServer({ server, path: '/live' });
live.on('connection', (socket, request) => {
  const user = new URL(request.url ?? '', 'http://x').searchParams.get('user') ?? '';
  sockets.set(user, socket);
  socket.on('close', () => sockets.delete(user));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void listener
    .end()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
