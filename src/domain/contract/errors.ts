// The one error shape of every route (docs/style.md rule 15): {error: {code, message}} with a 4xx/5xx.
import { z } from "zod";

export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.output<typeof ErrorBodySchema>;
