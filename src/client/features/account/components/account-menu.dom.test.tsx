// @vitest-environment happy-dom
// The account menu holds the capture and reminder settings: opened from "Your account", the
// Speaking section has the transcription and recording switches and the language, and the Gentle
// reminders section loads the saved reminders.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REMINDER_COPY } from "../../../../domain/reminders/copy";
import { CAPTURE_SETTINGS_COPY } from "../../../../domain/ui-copy";
import { KEEP_RECORDING_COPY } from "../../../../domain/voice/recording-copy";
import { json, renderInApp, scriptFetch } from "../../../../../tests/setup/dom";
import { AccountMenu } from "./account-menu";

const section = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("section") as HTMLElement;

describe("AccountMenu", () => {
  it("holds the capture settings and the saved reminders", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({
      // the auth client reads the session when it is first used
      "GET /api/auth/get-session": json(null),
      "GET /api/reminders": json({
        settings: { enabled: true, days: [1], time: "08:00", timeZone: "UTC", quietHours: null },
        nextAt: null,
        inApp: null,
      }),
    });
    renderInApp(<AccountMenu email="sam@example.com" twoFactorEnabled={false} transcriptionAvailable onDeleted={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Your account" }));
    screen.getByRole("dialog", { name: "Your account" });

    const speaking = within(section("Speaking"));
    expect(speaking.getByRole("switch", { name: CAPTURE_SETTINGS_COPY.privateTranscription }).hasAttribute("disabled")).toBe(false);
    expect(speaking.getByRole("switch", { name: KEEP_RECORDING_COPY.setting })).toBeTruthy();
    expect(speaking.getByRole("combobox", { name: CAPTURE_SETTINGS_COPY.language })).toBeTruthy();

    const reminders = within(section(REMINDER_COPY.title));
    expect((await reminders.findByRole("switch", { name: REMINDER_COPY.switchLabel })).getAttribute("aria-checked")).toBe("true");
    expect((reminders.getByRole("checkbox", { name: "Monday" }) as HTMLInputElement).checked).toBe(true);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain("GET /api/reminders");
  });
});
