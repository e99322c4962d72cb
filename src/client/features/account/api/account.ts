// Account rights: export (GET /api/export) and deletion (DELETE /api/account).
import { api } from "../../../lib/api-client";

export const EXPORT_URL = "/api/export";

export function deleteAccount(): Promise<{ deleted: boolean }> {
  return api.delete<{ deleted: boolean }>("/api/account");
}
