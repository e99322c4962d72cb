// @vitest-environment happy-dom
// Gentle reminders in the account menu (decision 047): off until turned on, the days and time
// usable only when on, in the person's time zone; Save sends the settings and says so; a browser
// that cannot show notifications is told plainly; a refusal is shown in the server's words.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REMINDER_COPY, WEEKDAYS } from "../../../../domain/reminders/copy";
import { runtimeTimeZone } from "../../../../domain/lib/zoned-days";
import type { SentRequest } from "../../../../../tests/setup/dom";
import { apiError, json, renderInApp, scriptFetch } from "../../../../../tests/setup/dom";
import { ReminderSettingsForm } from "./reminder-settings";

const zone = runtimeTimeZone() ?? "UTC";
const nothingSaved = json({ settings: null, nextAt: null, inApp: null });
const NEXT_AT = "2026-11-27T20:00:00.000Z";
const savedAs = ({ body }: SentRequest) => json({ settings: body, nextAt: NEXT_AT, inApp: null });

async function show() {
  renderInApp(<ReminderSettingsForm />, { toasts: true });
  return (await screen.findByRole("switch", { name: REMINDER_COPY.switchLabel })) as HTMLButtonElement;
}

describe("ReminderSettingsForm", () => {
  it("starts off, in the person's time zone, with the days and time unusable until it is on", async () => {
    const user = userEvent.setup({ delay: null });
    scriptFetch({ "GET /api/reminders": nothingSaved });
    const toggle = await show();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(REMINDER_COPY.timeZone(zone))).toBeTruthy();
    const days = screen.getByRole("group", { name: REMINDER_COPY.days }) as HTMLFieldSetElement;
    expect(days.disabled).toBe(true);
    expect((screen.getByLabelText(REMINDER_COPY.time) as HTMLInputElement).disabled).toBe(true);
    // this browser (happy-dom) has no Web Push: the reminder waits in the app, and it says so
    expect(screen.getByRole("status").textContent).toBe(REMINDER_COPY.unsupported);

    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(days.disabled).toBe(false);
    expect(
      within(days)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label")),
    ).toEqual(WEEKDAYS.map((d) => d.name));
  });

  it("saves the days, the time and the quiet hours chosen, and says so", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({ "GET /api/reminders": nothingSaved, "PUT /api/reminders": savedAs });
    const toggle = await show();
    await user.click(toggle);
    await user.click(screen.getByRole("checkbox", { name: "Sunday" }));
    await user.click(screen.getByRole("checkbox", { name: "Saturday" }));
    await user.click(screen.getByRole("checkbox", { name: REMINDER_COPY.quietHours }));
    expect((screen.getByLabelText(REMINDER_COPY.quietFrom) as HTMLInputElement).value).toBe("22:00");
    expect((screen.getByLabelText(REMINDER_COPY.quietUntil) as HTMLInputElement).value).toBe("07:00");
    await user.click(screen.getByRole("button", { name: REMINDER_COPY.save }));

    expect(await screen.findByText(REMINDER_COPY.saved)).toBeTruthy();
    const put = sent.find((request) => request.method === "PUT");
    expect(put?.body).toEqual({
      enabled: true,
      days: [1, 2, 3, 4, 5],
      time: "20:00",
      timeZone: zone,
      quietHours: { start: "22:00", end: "07:00" },
    });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Next reminder: "));
  });

  it("shows saved reminders as they are, and turning them off is said so", async () => {
    const user = userEvent.setup({ delay: null });
    const settings = { enabled: true, days: [2, 4], time: "07:30", timeZone: zone, quietHours: null };
    const sent = scriptFetch({
      "GET /api/reminders": json({ settings, nextAt: NEXT_AT, inApp: null }),
      "PUT /api/reminders": savedAs,
    });
    const toggle = await show();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    const checked = WEEKDAYS.filter(({ name }) => (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked);
    expect(checked.map(({ day }) => day)).toEqual([2, 4]);
    expect((screen.getByLabelText(REMINDER_COPY.time) as HTMLInputElement).value).toBe("07:30");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: REMINDER_COPY.save }));
    expect(await screen.findByText(REMINDER_COPY.savedOff)).toBeTruthy();
    expect(sent.find((request) => request.method === "PUT")?.body).toMatchObject({ enabled: false, days: [2, 4] });
  });

  it("shows a refusal in the server's words", async () => {
    const user = userEvent.setup({ delay: null });
    scriptFetch({
      "GET /api/reminders": nothingSaved,
      "PUT /api/reminders": apiError(400, "invalid_request", "days: choose at least one day"),
    });
    const toggle = await show();
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: REMINDER_COPY.save }));
    expect(await screen.findByText("days: choose at least one day")).toBeTruthy();
    expect(screen.queryByText(REMINDER_COPY.saved)).toBeNull();
  });
});
