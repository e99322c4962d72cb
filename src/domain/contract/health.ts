// GET /api/health: 200 when the database answers a bounded `select 1`, else 503 with the error shape.
import { z } from "zod";
import { ErrorBodySchema } from "./errors";

const DatabaseKindSchema = z.enum(["pglite", "postgres"]);

export const HealthResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), database: DatabaseKindSchema }),
  z.object({ status: z.literal("degraded"), database: DatabaseKindSchema, ...ErrorBodySchema.shape }),
]);
export type HealthResponse = z.output<typeof HealthResponseSchema>;
