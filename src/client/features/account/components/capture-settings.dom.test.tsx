// @vitest-environment happy-dom
// The account menu's Keep recordings switch (decision 051): off until the person answers, turned on
// and off here, kept on this device with the other capture settings.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../../../tests/setup/dom";
import { updateCaptureSettings } from "../../../lib/capture-settings";
import { CaptureSettings } from "./capture-settings";

const stored = () => JSON.parse(localStorage.getItem("ripple:capture-settings") ?? "{}") as Record<string, unknown>;

describe("Keep recordings", () => {
  it("is off until answered, and the switch turns it on and off on this device", async () => {
    updateCaptureSettings({ keepRecordings: null });
    const user = userEvent.setup();
    renderInApp(<CaptureSettings transcriptionAvailable={false} />);
    const keep = screen.getByRole("switch", { name: "Keep recordings" });
    expect(keep.getAttribute("aria-checked")).toBe("false");
    expect(document.getElementById(keep.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Keep the audio of each spoken reflection with its entry, to listen to later.",
    );
    await user.click(keep);
    expect(keep.getAttribute("aria-checked")).toBe("true");
    expect(stored()).toMatchObject({ keepRecordings: true });
    await user.click(keep);
    expect(keep.getAttribute("aria-checked")).toBe("false");
    expect(stored()).toMatchObject({ keepRecordings: false });
  });
});
