// HTTP throughput and latency of cheap endpoints against a running Waypoint (scripts/start first).
// Usage: npm run bench:http [-- --url http://localhost:3000 --seconds 5 --connections 20]
import autocannon from 'autocannon';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const base = args.url ?? process.env.WAYPOINT_URL ?? 'http://localhost:3000';
const duration = Number(args.seconds ?? 5);
const connections = Number(args.connections ?? 20);

const host = new URL(base).hostname;
if (!['localhost', '127.0.0.1', '::1'].includes(host)) {
  console.error(`Refusing to load ${host}: benchmarks only target this machine.`);
  process.exit(2);
}

for (const path of ['/api/settings', '/api/health']) {
  const result = await autocannon({ url: `${base}${path}`, duration, connections });
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${path.padEnd(16)} ${requests.average.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${latency.p50} ms  p90 ${latency.p90} ms  p99 ${latency.p99} ms  ` +
      `non-2xx ${non2xx}  errors ${errors}  (${connections} connections, ${duration} s)`,
  );
}
