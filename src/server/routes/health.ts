import { Hono } from "hono";
import type { DatabaseKind } from "../db/create-db";

export function healthRoutes(kind: DatabaseKind) {
  return new Hono().get("/", (c) => c.json({ status: "ok", database: kind }));
}
