// A reminder no notification reached (no push on this device, or none subscribed) shows here on the
// next visit: the kind sentence, `Reflect now` and `Dismiss` (decision 047). Also the landing spot
// of a reminder's notification: /?record=1 opens the journal with the microphone in focus.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, X } from "lucide-react";
import { useEffect } from "react";
import { REMINDER_COPY } from "../../../../domain/reminders/copy";
import { Button } from "../../../ui/button";
import { dismissReminder, readReminders, reminderKeys } from "../api/reminders";

const RECORD_PARAM = "record";

/** Moves focus to the recorder's microphone once it is on screen (it may load after this runs). */
function focusRecorder(): void {
  const find = () =>
    document.querySelector<HTMLElement>('[aria-label="Start recording"]') ??
    document.querySelector<HTMLElement>('[aria-label="Record a reflection"] button');
  const found = find();
  if (found) {
    found.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    const late = find();
    if (late) {
      observer.disconnect();
      late.focus();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 10_000);
}

export function ReminderBanner() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: reminderKeys.all, queryFn: readReminders, retry: false });

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(RECORD_PARAM) !== "1") return;
    url.searchParams.delete(RECORD_PARAM);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    focusRecorder();
  }, []);

  const inApp = query.data?.inApp;
  if (!inApp) return null;

  async function dismiss(): Promise<void> {
    queryClient.setQueryData(reminderKeys.all, { ...query.data!, inApp: null });
    await dismissReminder().catch(() => undefined);
  }

  return (
    <section
      aria-label={REMINDER_COPY.bannerLabel}
      className="relative z-10 mx-3 mt-3 flex max-w-md items-start gap-3 rounded-2xl bg-white/95 p-4 shadow-sm ring-1 ring-violet-100 sm:mx-auto"
    >
      <Bell className="mt-0.5 size-5 shrink-0 text-violet-600" aria-hidden="true" />
      <div className="grid flex-1 gap-2">
        <p className="text-[15px] text-slate-800">{inApp.sentence}</p>
        <div>
          <Button
            size="sm"
            variant="soft"
            onClick={() => {
              void dismiss();
              focusRecorder();
            }}
          >
            {REMINDER_COPY.reflect}
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-label={REMINDER_COPY.dismiss}
        onClick={() => void dismiss()}
        className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
