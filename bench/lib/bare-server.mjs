// The floor bench:http compares the app with: a bare node:http server answering a tiny JSON body,
// and with `--pg <url>` one that first runs `select 1` through a pg Pool (max 10) per request.
// Listens on a free loopback port and prints it as the first line of stdout.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { pg: { type: 'string' } } });
const pool = values.pg ? new pg.Pool({ connectionString: values.pg, max: 10 }) : null;
const body = JSON.stringify({ ok: true });

const server = createServer(async (_req, res) => {
  try {
    if (pool) await pool.query('select 1');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(err));
  }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool?.end();
});
