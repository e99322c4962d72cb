// POST /api/check-ins (decision 048): the feeling, its strength and the optional line; the browser's
// locale is added here for the regional crisis lines. The same id sent again is stored once.
import type { CheckInRequest, CheckInResponse } from "../../../../domain/contract/check-ins";
import { CheckInResponseSchema } from "../../../../domain/contract/check-ins";
import { api } from "../../../lib/api-client";
import { withLocale } from "../../../lib/locale";
import { pathOf, routes } from "../../../../domain/contract/routes";

export function createCheckIn(request: Omit<CheckInRequest, "locale">): Promise<CheckInResponse> {
  return api.post(pathOf(routes.checkIns), CheckInResponseSchema, { ...request, ...withLocale() });
}
