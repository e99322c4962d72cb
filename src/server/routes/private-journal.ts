// /api/private-journal (decision 021): GET the state (off, or the status and wrapped keys); POST to
// start turning it on with the wrapped keys; PUT /keys for new wraps (a new passphrase, after a
// recovery); POST /complete once every entry, photo and recording is sealed in the browser; POST /disable to start
// turning it off (or to stop turning it on); POST /disable/complete once no entry, photo or recording
// is sealed in the browser any more, which forgets the keys. The server checks the counts itself, after the writes in
// flight (decision 031): it never reports "done" while an entry it could read (or one it cannot) remains.
import { Hono } from "hono";
import type { PrivateJournalState } from "../../domain/contract/private-journal";
import { PrivateJournalKeysRequestSchema } from "../../domain/contract/private-journal";
import { PRIVATE_JOURNAL_MESSAGES as MESSAGES } from "../../domain/private-journal/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { PrivateJournalQueries } from "../db/private-journal-queries";
import { HttpError } from "../lib/http-error";
import { parseJsonBody } from "../lib/parse";

export function privateJournalRoutes(journals: PrivateJournalQueries) {
  const state = async (userId: string): Promise<PrivateJournalState> => {
    const record = await journals.get(userId);
    return record ?? { status: "off" };
  };

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c, MESSAGES.noUser);
      return c.json(await state(user.id), 200);
    })
    .post("/", async (c) => {
      const user = requireUser(c, MESSAGES.noUser);
      const { keys } = await parseJsonBody(c, PrivateJournalKeysRequestSchema);
      if (!(await journals.start(user.id, keys))) throw new HttpError(409, "private_journal_exists", MESSAGES.alreadyOn);
      return c.json(await state(user.id), 201);
    })
    .put("/keys", async (c) => {
      const user = requireUser(c, MESSAGES.noUser);
      const { keys } = await parseJsonBody(c, PrivateJournalKeysRequestSchema);
      if (!(await journals.replaceKeys(user.id, keys))) throw new HttpError(409, "no_private_journal", MESSAGES.notOn);
      return c.json(await state(user.id), 200);
    })
    .post("/complete", async (c) => {
      const user = requireUser(c, MESSAGES.noUser);
      // counted and switched in one transaction, after the writes in flight (decision 031)
      const outcome = await journals.complete(user.id);
      if (outcome.kind === "wrong_state") throw new HttpError(409, "not_enabling", MESSAGES.notEnabling);
      if (outcome.kind === "remaining") throw new HttpError(409, "entries_remaining", MESSAGES.entriesLeft(outcome.count, "ordinary"));
      if (outcome.kind === "media_remaining") throw new HttpError(409, "media_remaining", MESSAGES.mediaLeft(outcome.count, "ordinary"));
      return c.json(await state(user.id), 200);
    })
    .post("/disable", async (c) => {
      const user = requireUser(c, MESSAGES.noUser);
      if (!(await journals.move(user.id, ["enabling", "on", "disabling"], "disabling"))) {
        throw new HttpError(409, "no_private_journal", MESSAGES.notOn);
      }
      return c.json(await state(user.id), 200);
    })
    .post("/disable/complete", async (c) => {
      const user = requireUser(c, MESSAGES.noUser);
      const outcome = await journals.completeDisable(user.id);
      if (outcome.kind === "wrong_state") throw new HttpError(409, "not_disabling", MESSAGES.notDisabling);
      if (outcome.kind === "remaining") throw new HttpError(409, "entries_remaining", MESSAGES.entriesLeft(outcome.count, "private"));
      if (outcome.kind === "media_remaining") throw new HttpError(409, "media_remaining", MESSAGES.mediaLeft(outcome.count, "private"));
      return c.json(await state(user.id), 200);
    });
}
