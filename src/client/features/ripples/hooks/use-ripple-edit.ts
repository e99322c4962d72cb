// A ripple's edit and re-analysis in the detail drawer: the draft (kept in sessionStorage until saved
// or cancelled, so closing the drawer or a reload loses nothing typed), the save against the version
// the edit started from (a 409 keeps the person's words beside the version saved elsewhere, and
// `Reload` takes that one as the new base), and `Re-analyse` once the words have changed. Each write
// is one TanStack Query mutation for both journals: an ordinary journal's goes to the server, a
// private journal's is made and sealed in the browser (decision 021).
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { JournalEntry } from "../../../../domain/types";
import { EDIT_COPY } from "../../../../domain/ui-copy";
import { ApiError } from "../../../lib/api-client";
import { entryErrorMessage } from "../../../lib/entry-error-message";
import { sealingKey, usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { showToast } from "../../../ui/toast";
import { clearEditDraft, editEntry, entryChanged, readEditDraft, writeEditDraft } from "../api/edit-entry";
import type { EditResult } from "../api/edit-entry";
import { editPrivately, reanalysePrivately } from "../api/private-entry";
import { reanalyseEntry, reanalyseErrorMessage } from "../api/reanalyse-entry";

type SaveState =
  | { kind: "idle"; notice?: string }
  | { kind: "saving" }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; current: JournalEntry };

type ReanalyseState = { kind: "idle" } | { kind: "running" } | { kind: "failed"; message: string };

/** An edit's outcome: `sealed` when a private journal's entry was changed and sealed here. */
type Written = EditResult | { kind: "sealed"; entry: JournalEntry };

const time = (iso: string) => new Date(iso).getTime();

/** The newer of two versions of one entry (the drawer's may lag behind what this view just saved). */
function newer(a: JournalEntry, b: JournalEntry): JournalEntry {
  return time(b.updatedAt) > time(a.updatedAt) ? b : a;
}

/** The words were edited after the analysis was made: a re-analysis moves `updatedAt` past `editedAt`. */
function editedSinceAnalysis(entry: JournalEntry): boolean {
  return entry.editedAt !== undefined && time(entry.editedAt) >= time(entry.updatedAt);
}

/** No answer: the connection; a refusal the server explains (signed out, gone, cannot be opened): its words; else the entry messages (lib/entry-error-message.ts). */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isNetworkError || (error.status >= 400 && error.status < 500 && error.status !== 400))) {
    return error.message;
  }
  return entryErrorMessage("save", error);
}

/** The entry's new words, saved against `base` (the version the edit started from). */
async function writeEdit(key: CryptoKey | null, userId: string, entry: JournalEntry, text: string, base: string): Promise<Written> {
  if (key) return { kind: "sealed", entry: await editPrivately(key, userId, entry, text) };
  return editEntry(entry.id, { entryText: text, baseUpdatedAt: base });
}

/** The entry analysed again from its words; `sealed` as for an edit. */
async function writeReanalysis(
  key: CryptoKey | null,
  userId: string,
  entry: JournalEntry,
): Promise<{ entry: JournalEntry; sealed: boolean }> {
  if (key) return { entry: await reanalysePrivately(key, userId, entry), sealed: true };
  return { entry: (await reanalyseEntry(entry.id)).entry, sealed: false };
}

export function useRippleEdit(userId: string, given: JournalEntry) {
  const [latest, setLatest] = useState(given);
  const entry = newer(latest, given);

  const [stored] = useState(() => readEditDraft(userId, given.id));
  const [editing, setEditing] = useState(stored !== null);
  const [draft, setDraft] = useState(stored?.text ?? "");
  const [base, setBase] = useState(stored?.baseUpdatedAt ?? given.updatedAt);
  const [save, setSave] = useState<SaveState>(stored ? { kind: "idle", notice: EDIT_COPY.draftKept } : { kind: "idle" });
  const [reanalyse, setReanalyse] = useState<ReanalyseState>({ kind: "idle" });
  const [justSaved, setJustSaved] = useState(false);

  const statusId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditAfter = useRef(false);

  useEffect(() => {
    if (editing) field.current?.focus();
    else if (focusEditAfter.current) editButton.current?.focus();
    focusEditAfter.current = false;
  }, [editing]);

  // A private journal's entry is changed here and sealed (decision 021); its opened form stays in memory.
  const privateKey = sealingKey(usePrivateJournal());
  const adopt = (next: JournalEntry, sealed = false) => {
    setLatest(next);
    if (!sealed) entryChanged(userId, next);
  };

  const stopEditing = () => {
    clearEditDraft(userId, entry.id);
    focusEditAfter.current = true;
    setEditing(false);
    setSave({ kind: "idle" });
  };

  const edit = useMutation({
    mutationFn: (words: { text: string; base: string }) => writeEdit(privateKey, userId, entry, words.text, words.base),
    onSuccess: (result) => {
      if (result.kind === "conflict") {
        setSave({ kind: "conflict", current: result.entry });
        return;
      }
      adopt(result.entry, result.kind === "sealed");
      setJustSaved(true);
      setReanalyse({ kind: "idle" });
      stopEditing();
      showToast("success", EDIT_COPY.saved);
    },
    onError: (error) => setSave({ kind: "failed", message: saveErrorMessage(error) }),
  });

  const reanalysis = useMutation({
    mutationFn: () => writeReanalysis(privateKey, userId, entry),
    onSuccess: (written) => {
      adopt(written.entry, written.sealed);
      setJustSaved(false);
      setReanalyse({ kind: "idle" });
      showToast("success", EDIT_COPY.reanalysed);
    },
    onError: (error) => setReanalyse({ kind: "failed", message: reanalyseErrorMessage(error) }),
  });

  return {
    entry,
    editing,
    draft,
    save,
    reanalyse,
    /** Ids and elements the form and the re-analysis offer share. */
    statusId,
    field,
    editButton,
    offerReanalysis: !editing && (justSaved || editedSinceAnalysis(entry)),
    /** The feeling was changed (the replica already has it, sealed or not). */
    setLatest,
    startEditing() {
      setDraft(entry.entryText);
      setBase(entry.updatedAt);
      setSave({ kind: "idle" });
      setEditing(true);
    },
    changeDraft(text: string) {
      setDraft(text);
      writeEditDraft(userId, entry.id, { text, baseUpdatedAt: base });
    },
    stopEditing,
    submit() {
      if (save.kind === "saving" || draft.trim() === "") return;
      setSave({ kind: "saving" });
      edit.mutate({ text: draft, base });
    },
    reload(current: JournalEntry) {
      adopt(current);
      setBase(current.updatedAt);
      writeEditDraft(userId, entry.id, { text: draft, baseUpdatedAt: current.updatedAt });
      setSave({ kind: "idle", notice: EDIT_COPY.reloaded });
      field.current?.focus();
    },
    runReanalyse() {
      setReanalyse({ kind: "running" });
      reanalysis.mutate();
    },
  };
}

export type RippleEdit = ReturnType<typeof useRippleEdit>;
