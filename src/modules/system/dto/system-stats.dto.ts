/** Used and total, in GB (base 1024, one decimal), and the used share in percent. */
export class UsageDto {
  used: number;
  total: number;
  percentage: number;
}

export class NetworkStatsDto {
  /** Received, MB/s over the external interfaces (base 1024, two decimals). */
  rxMBps: number;
  /** Transmitted, MB/s over the external interfaces. */
  txMBps: number;
  /** Names of the external interfaces that are up. */
  interfaces: string[];
  /** Seconds since the machine started. */
  uptime: number;
}

/** The host's load (spec part 1 §3 "System stats"), read with systeminformation. */
export class SystemStatsDto {
  /** CPU load across all cores, percent. */
  cpu: number;
  memory: UsageDto;
  disk: UsageDto;
  network: NetworkStatsDto;
  /** Seconds this server process has been running. */
  processUptime: number;
  /** When these figures were read. */
  sampledAt: string;
}
