// Where the private journal stands on this screen (decision 021), for the parts that read or write
// entries: the replica opens sealed envelopes with the key, a reflection is sealed before it
// leaves the browser. Provided by the main screen once the state is known and the journal is
// unlocked here; an ordinary journal has status "off" and no key.
import { createContext, useContext } from "react";
import type { PrivateJournalStatus } from "../../../domain/contract/private-journal";

export interface PrivateJournalView {
  status: PrivateJournalStatus | "off";
  /** The journal key, unlocked on this device; null for an ordinary journal. */
  key: CryptoKey | null;
}

export const PrivateJournalContext = createContext<PrivateJournalView>({ status: "off", key: null });

export function usePrivateJournal(): PrivateJournalView {
  return useContext(PrivateJournalContext);
}

/** The key new words are sealed with: while the journal is turning private or is private. Turning it off, words go in the clear again. */
export function sealingKey(view: PrivateJournalView): CryptoKey | null {
  return view.status === "enabling" || view.status === "on" ? view.key : null;
}
