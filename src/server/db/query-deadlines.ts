// A deadline on every PostgreSQL query, on the client's side. The server's statement_timeout ends
// a slow query, but a server that does not answer at all (frozen, as under SIGSTOP; a network path
// that silently drops packets) never sends that error, and postgres.js has no query time-out of
// its own: a request would wait for ever. Here each query, and each transaction until its callback
// starts and after it ends, rejects with DatabaseTimeoutError past the deadline, so the route
// answers 503 in bounded time (docs/decisions/042).
//
// What it cannot do: free the connection a frozen server holds (a cancel request would need a new
// connection to that same server). That connection comes back when the server does, or when TCP
// keep-alive gives it up; meanwhile queries queued behind it time out too, and are taken out of
// the queue so they never run late.
import type { Sql, TransactionSql } from "postgres";

class DatabaseTimeoutError extends Error {
  readonly code = "DATABASE_TIMEOUT";
  constructor(readonly ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/** What postgres.js returns for a query: a lazy promise with cancel(); `state` is set once a connection has it. */
interface PendingQuery extends Promise<unknown> {
  cancel(): unknown;
  state?: unknown;
}

function isQuery(value: unknown): value is PendingQuery {
  return value instanceof Promise && typeof (value as { cancel?: unknown }).cancel === "function";
}

/**
 * The query itself (drizzle calls .values() on it), its then/catch/finally racing a deadline. A
 * query still waiting for a connection when the deadline passes is taken out of the queue; one a
 * connection has sent is left to it (see the note at the top).
 */
function deadlined<Q extends PendingQuery>(query: Q, ms: number): Q {
  const then = query.then.bind(query);
  let raced: Promise<unknown> | undefined;
  const race = () =>
    (raced ??= new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new DatabaseTimeoutError(ms));
        // Not yet on a connection: cancel() takes it out of the queue, synchronously. Once on one,
        // postgres.js would open a connection to send a cancel request, and drops that promise.
        if (query.state == null) {
          try {
            query.cancel();
          } catch {
            // already settled
          }
        }
      }, ms);
      then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    }));
  Object.assign(query, {
    then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => race().then(onFulfilled, onRejected),
    catch: (onRejected?: (reason: unknown) => unknown) => race().catch(onRejected),
    finally: (onFinally?: () => void) => race().finally(onFinally),
  });
  return query;
}

type BeginArgs = [callback: (sql: TransactionSql) => unknown] | [options: string, callback: (sql: TransactionSql) => unknown];

/**
 * A transaction: the wait for its connection and BEGIN, then each query inside (the callback gets
 * a deadlined client), then COMMIT each have the deadline. A callback that would start after its
 * caller was told "timed out" throws at once, so the transaction rolls back rather than writing late.
 */
function deadlinedBegin(sql: Sql, args: BeginArgs, ms: number): Promise<unknown> {
  const callback = args.at(-1) as (tx: TransactionSql) => unknown;
  const options = args.length > 1 ? [args[0] as string] : [];
  return new Promise((resolve, reject) => {
    let expired = false;
    const expire = () => {
      expired = true;
      reject(new DatabaseTimeoutError(ms));
    };
    let timer = setTimeout(expire, ms);
    const run = async (tx: TransactionSql) => {
      clearTimeout(timer);
      if (expired) throw new DatabaseTimeoutError(ms);
      try {
        return await callback(withQueryDeadlines(tx, ms));
      } finally {
        timer = setTimeout(expire, ms); // COMMIT (or ROLLBACK)
      }
    };
    (sql.begin as (...a: unknown[]) => Promise<unknown>)(...options, run).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The client with a deadline on each query it runs (tagged templates, unsafe, transactions). */
export function withQueryDeadlines<S extends Sql | TransactionSql>(sql: S, ms: number): S {
  return new Proxy(sql, {
    apply(target, thisArg, args: unknown[]) {
      const result: unknown = Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args);
      return isQuery(result) ? deadlined(result, ms) : result;
    },
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (...args: unknown[]) => {
          const result: unknown = (target.unsafe as (...a: unknown[]) => unknown)(...args);
          return isQuery(result) ? deadlined(result, ms) : result;
        };
      }
      if (property === "begin" && "begin" in target) return (...args: BeginArgs) => deadlinedBegin(target as Sql, args, ms);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** Error codes that mean "the database cannot be reached or did not answer", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  "DATABASE_TIMEOUT",
  // postgres.js
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  // the network
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
  "ENOTFOUND",
  // PostgreSQL: statement_timeout or a cancel, the server shutting down or starting, too many connections
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/**
 * The code that says the database is unavailable, on the error or one it was caused by (drizzle
 * and better-auth wrap them), or undefined when it says something else.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    // Class 08: connection exceptions.
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseErrorCode(error) !== undefined;
}
