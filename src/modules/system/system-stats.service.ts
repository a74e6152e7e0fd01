import { Injectable } from '@nestjs/common';
import si from 'systeminformation';
import type { SystemStatsDto, UsageDto } from './dto/system-stats.dto';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** Panels poll every 5 s; several admins (or tabs) within this window share one reading. */
const SAMPLE_TTL_MS = 2_000;
/** Interface names change rarely and listing them is the slow call (hundreds of ms). */
const INTERFACES_TTL_MS = 60_000;

/** `load` at most once per `ttlMs`, callers in between sharing its promise; a failure is not kept. */
function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!entry || Date.now() - entry.at > ttlMs) {
      const value = load();
      entry = { at: Date.now(), value };
      value.catch(() => (entry = undefined));
    }
    return entry.value;
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const usage = (used: number, total: number): UsageDto => ({
  used: round(used / GB, 1),
  total: round(total / GB, 1),
  percentage: total > 0 ? round((used / total) * 100, 1) : 0,
});

/**
 * Live host figures for the admin performance panel. CPU load and network rates are measured
 * between two readings (systeminformation keeps the previous one), so the first reading after start
 * shows 0 MB/s.
 */
@Injectable()
export class SystemStatsService {
  readonly read = cached(SAMPLE_TTL_MS, () => this.measure());

  private readonly externalInterfaces = cached(INTERFACES_TTL_MS, () =>
    si.networkInterfaces().then((list) =>
      (Array.isArray(list) ? list : [list]).filter((i) => !i.internal && i.operstate !== 'down').map((i) => i.iface),
    ),
  );

  private async measure(): Promise<SystemStatsDto> {
    const [load, mem, disks, net, names, time] = await Promise.all([
      si.currentLoad(),
      si.mem(),
      si.fsSize(),
      si.networkStats('*'),
      this.externalInterfaces(),
      Promise.resolve(si.time()),
    ]);
    // The disk that holds our data: the longest mount point containing the working directory.
    const cwd = process.cwd();
    const disk = disks
      .filter((d) => cwd === d.mount || cwd.startsWith(d.mount.endsWith('/') ? d.mount : `${d.mount}/`))
      .sort((a, b) => b.mount.length - a.mount.length)[0] ?? disks[0];
    const external = net.filter((n) => names.includes(n.iface));
    const rate = (key: 'rx_sec' | 'tx_sec') => round(external.reduce((sum, n) => sum + Math.max(0, n[key] ?? 0), 0) / MB, 2);
    return {
      cpu: round(load.currentLoad, 1),
      // `active` excludes the kernel's buffers and page cache: what programs really hold.
      memory: usage(mem.active, mem.total),
      disk: disk ? usage(disk.used, disk.size) : usage(0, 0),
      network: { rxMBps: rate('rx_sec'), txMBps: rate('tx_sec'), interfaces: names, uptime: Math.round(time.uptime) },
      processUptime: Math.round(process.uptime()),
      sampledAt: new Date().toISOString(),
    };
  }
}
