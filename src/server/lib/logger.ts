// pino logger. Log codes, ids, routes and timings — never what a user said, passwords, cookies or keys.
import pino from "pino";
import type { DestinationStream, Logger } from "pino";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.apiKey", "*.key", "*.transcript", "*.text"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
