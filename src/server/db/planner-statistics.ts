// Fresh planner statistics after large writes on embedded PGlite (decision 033). PGlite has no
// autovacuum: the server analyses at start and hourly (decision 003), and in between a big import
// left "my entries, newest first" planned from the statistics of a nearly empty table (a scan and
// sort instead of the index) until the next restart. The keeper counts the rows each write changes
// and, once they reach a share of the table as autovacuum would (at least `minRows`, or `fraction`
// of the rows the last ANALYZE counted), runs ANALYZE in the background: never in the writer's own
// turn and never awaited by a request, one run at a time.

export interface StatisticsKeeper {
  /** Rows just inserted, updated or deleted in the entry tables. */
  noteWrites(rows: number): void;
  /** Resolves once no ANALYZE is running or due (tests; closing the database). */
  settled(): Promise<void>;
}

export interface StatisticsKeeperOptions {
  /** Runs ANALYZE on the entry tables and resolves to the number of entry rows it counted. */
  analyze: () => Promise<number>;
  /** Rows changed before an ANALYZE is due, whatever the table's size. */
  minRows?: number;
  /** Or this share of the rows the last ANALYZE counted, when larger (autovacuum's default is 0.1). */
  fraction?: number;
  /** A failed ANALYZE (the database closing, say): reported, and the rows stay counted. */
  onError?: (error: unknown) => void;
}

const ANALYZE_AFTER_ROWS = 500;
const ANALYZE_AFTER_FRACTION = 0.2;

export function createStatisticsKeeper(options: StatisticsKeeperOptions): StatisticsKeeper {
  const minRows = options.minRows ?? ANALYZE_AFTER_ROWS;
  const fraction = options.fraction ?? ANALYZE_AFTER_FRACTION;
  let changed = 0;
  let tableRows = 0;
  let running: Promise<void> | null = null;

  const due = () => changed >= Math.max(minRows, fraction * tableRows);

  async function run(): Promise<void> {
    // the writer's request answers first: the run starts on a later turn of the event loop
    await new Promise((resolve) => setImmediate(resolve));
    while (due()) {
      const counted = changed;
      changed = 0;
      try {
        tableRows = await options.analyze();
      } catch (error) {
        changed += counted;
        options.onError?.(error);
        return;
      }
    }
  }

  function start(): void {
    if (running || !due()) return;
    running = run().finally(() => {
      running = null;
    });
  }

  return {
    noteWrites(rows) {
      if (rows <= 0) return;
      changed += rows;
      start();
    },
    async settled() {
      while (running) await running;
    },
  };
}

/** For PostgreSQL, whose autovacuum keeps the statistics itself. */
export const NO_STATISTICS_KEEPER: StatisticsKeeper = { noteWrites: () => {}, settled: async () => {} };
