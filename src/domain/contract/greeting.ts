// GET /api/greeting?hour=H: the personalised prompt line; `hour` is the person's local hour.
import { z } from "zod";

export const GreetingQuerySchema = z.strictObject({ hour: z.coerce.number().int().min(0).max(23).optional() });

export const GreetingResponseSchema = z.object({
  greeting: z.string(),
  /** True when a text model wrote it, false for the local one. */
  generated: z.boolean(),
});
export type GreetingResponse = z.output<typeof GreetingResponseSchema>;
