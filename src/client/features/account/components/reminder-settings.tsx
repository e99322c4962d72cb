// Gentle reminders in the account menu (decision 047): a switch, the days, a time and quiet hours in
// the person's own time zone; this device subscribes to Web Push when they are turned on, and where
// it cannot, the settings say so plainly and the reminder waits in the app.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import type { ReminderSettings } from "../../../../domain/reminders/contract";
import { REMINDER_COPY, WEEKDAYS } from "../../../../domain/reminders/copy";
import { runtimeTimeZone } from "../../../../domain/lib/zoned-days";
import { getErrorMessage } from "../../../lib/api-client";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { readReminders, reminderKeys, saveReminders, sendTestReminder } from "../api/reminders";
import type { PushSupport } from "../lib/push-device";
import { currentSubscription, forgetThisDevice, pushSupport, subscribeThisDevice } from "../lib/push-device";

const localZone = () => runtimeTimeZone() ?? "UTC";

function defaults(): ReminderSettings {
  return { enabled: false, days: [0, 1, 2, 3, 4, 5, 6], time: "20:00", timeZone: localZone(), quietHours: null };
}

const SUPPORT_TEXT: Record<Exclude<PushSupport, "supported">, string> = {
  unsupported: REMINDER_COPY.unsupported,
  "ios-install": REMINDER_COPY.iosInstall,
  denied: REMINDER_COPY.denied,
};

const inputClass =
  "rounded-xl bg-white px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 focus:ring-2 focus:ring-violet-400 focus:outline-none disabled:opacity-60";

export function ReminderSettingsForm() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: reminderKeys.all, queryFn: readReminders });
  const [draft, setDraft] = useState<ReminderSettings | null>(null);
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { help: useId(), time: useId(), from: useId(), until: useId(), quiet: useId(), status: useId() };

  useEffect(() => {
    void currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  if (query.isPending) return <Spinner className="size-4" />;
  if (query.isError) return <p className="text-sm text-slate-600">{getErrorMessage(query.error)}</p>;
  // The person's time zone now: a saved one from another place follows them here.
  const settings = draft ?? { ...(query.data.settings ?? defaults()), timeZone: localZone() };
  const update = (change: Partial<ReminderSettings>) => setDraft({ ...settings, ...change });
  const toggleDay = (day: number) =>
    update({ days: settings.days.includes(day) ? settings.days.filter((d) => d !== day) : [...settings.days, day] });

  async function save(): Promise<void> {
    setBusy(true);
    setNote(null);
    try {
      const saved = await saveReminders(settings);
      queryClient.setQueryData(reminderKeys.all, saved);
      setDraft(null);
      if (settings.enabled) {
        const outcome = await subscribeThisDevice();
        setSupport(pushSupport());
        if (outcome === "subscribed") setEndpoint((await currentSubscription())?.endpoint ?? null);
        if (outcome === "dismissed") setNote(REMINDER_COPY.dismissed);
      } else {
        await forgetThisDevice();
        setEndpoint(null);
      }
      showToast("success", settings.enabled ? REMINDER_COPY.saved : REMINDER_COPY.savedOff);
    } catch (error) {
      showToast("error", getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function sendNow(): Promise<void> {
    if (!endpoint) return;
    setBusy(true);
    try {
      await sendTestReminder(endpoint);
      showToast("success", REMINDER_COPY.sent);
    } catch (error) {
      showToast("error", getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const quiet = settings.quietHours;
  const nextAt = query.data.nextAt && !draft ? new Date(query.data.nextAt) : null;
  const status = support === "supported" ? (endpoint && settings.enabled ? REMINDER_COPY.pushOn : null) : SUPPORT_TEXT[support];
  return (
    <div className="grid w-full gap-4">
      <div className="flex items-start justify-between gap-4">
        <p id={ids.help} className="text-xs text-slate-600">
          {REMINDER_COPY.timeZone(settings.timeZone)}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={settings.enabled}
          aria-label={REMINDER_COPY.switchLabel}
          aria-describedby={ids.help}
          onClick={() => update({ enabled: !settings.enabled })}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none ${settings.enabled ? "bg-violet-600" : "bg-slate-300"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition ${settings.enabled ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>

      <fieldset className="grid gap-2" disabled={!settings.enabled}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{REMINDER_COPY.days}</legend>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAYS.map(({ day, short, name }) => (
            <label
              key={day}
              className="inline-flex min-h-10 min-w-11 cursor-pointer items-center justify-center rounded-full px-2 text-sm ring-1 ring-slate-200 has-checked:bg-violet-100 has-checked:text-violet-900 has-checked:ring-violet-300 has-focus-visible:ring-2 has-focus-visible:ring-violet-500 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={settings.days.includes(day)}
                onChange={() => toggleDay(day)}
                aria-label={name}
              />
              <span aria-hidden="true">{short}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={ids.time} className="text-sm font-medium text-slate-800">
            {REMINDER_COPY.time}
          </label>
          <input
            id={ids.time}
            type="time"
            required
            value={settings.time}
            disabled={!settings.enabled}
            onChange={(event) => update({ time: event.target.value })}
            className={inputClass}
          />
        </div>
      </div>

      <fieldset className="grid gap-2" disabled={!settings.enabled}>
        <legend className="sr-only">{REMINDER_COPY.quietHours}</legend>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-violet-600"
            checked={settings.quietHours !== null}
            aria-describedby={ids.quiet}
            onChange={(event) => update({ quietHours: event.target.checked ? { start: "22:00", end: "07:00" } : null })}
          />
          {REMINDER_COPY.quietHours}
        </label>
        <p id={ids.quiet} className="text-xs text-slate-600">
          {REMINDER_COPY.quietHoursHelp}
        </p>
        {quiet && (
          <div className="flex flex-wrap gap-4">
            {(["start", "end"] as const).map((edge) => (
              <div key={edge} className="grid gap-1">
                <label htmlFor={edge === "start" ? ids.from : ids.until} className="text-sm text-slate-700">
                  {edge === "start" ? REMINDER_COPY.quietFrom : REMINDER_COPY.quietUntil}
                </label>
                <input
                  id={edge === "start" ? ids.from : ids.until}
                  type="time"
                  required
                  value={quiet[edge]}
                  onChange={(event) => update({ quietHours: { ...quiet, [edge]: event.target.value } })}
                  className={inputClass}
                />
              </div>
            ))}
          </div>
        )}
      </fieldset>

      <div id={ids.status} role="status" className="grid gap-1 text-sm text-slate-700 empty:hidden">
        {status && <p>{status}</p>}
        {note && <p>{note}</p>}
        {nextAt && settings.enabled && (
          <p>{REMINDER_COPY.next(nextAt.toLocaleString(undefined, { weekday: "long", hour: "2-digit", minute: "2-digit" }))}</p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void save()} disabled={busy}>
          {busy && <Spinner className="size-3.5" />}
          {REMINDER_COPY.save}
        </Button>
        {endpoint && settings.enabled && !draft && (
          <Button variant="secondary" size="sm" onClick={() => void sendNow()} disabled={busy}>
            {REMINDER_COPY.sendNow}
          </Button>
        )}
      </div>
    </div>
  );
}
