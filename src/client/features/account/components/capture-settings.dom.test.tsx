// @vitest-environment happy-dom
// The account menu's capture settings, kept on this device: the Private transcription switch (off
// and disabled where the server does not transcribe), Keep recordings, and the spoken language;
// each change is kept, and a change made in another tab shows here.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { CAPTURE_SETTINGS_COPY } from "../../../../domain/ui-copy";
import { KEEP_RECORDING_COPY } from "../../../../domain/voice/recording-copy";
import { renderInApp } from "../../../../../tests/setup/dom";
import { readCaptureSettings, updateCaptureSettings } from "../../../lib/capture-settings";
import { STORAGE_KEYS } from "../../../lib/storage";
import { CaptureSettings } from "./capture-settings";

const privateSwitch = () => screen.getByRole("switch", { name: CAPTURE_SETTINGS_COPY.privateTranscription });
const keepSwitch = () => screen.getByRole("switch", { name: KEEP_RECORDING_COPY.setting });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.captureSettings) ?? "null") as unknown;

describe("CaptureSettings", () => {
  it("keeps Private transcription off and disabled where the server does not transcribe, and says why", () => {
    updateCaptureSettings({ privateTranscription: true, keepRecordings: null, language: "en-US" });
    renderInApp(<CaptureSettings transcriptionAvailable={false} />);
    const toggle = privateSwitch() as HTMLButtonElement;
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(toggle.disabled).toBe(true);
    expect(document.getElementById(toggle.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      CAPTURE_SETTINGS_COPY.privateTranscriptionUnavailable,
    );
  });

  it("turns Private transcription and Keep recordings on and keeps them on this device", async () => {
    const user = userEvent.setup({ delay: null });
    updateCaptureSettings({ privateTranscription: false, keepRecordings: null, language: "en-US" });
    renderInApp(<CaptureSettings transcriptionAvailable />);
    expect(privateSwitch().getAttribute("aria-checked")).toBe("false");
    expect(keepSwitch().getAttribute("aria-checked")).toBe("false");
    await user.click(privateSwitch());
    await user.click(keepSwitch());
    expect(privateSwitch().getAttribute("aria-checked")).toBe("true");
    expect(keepSwitch().getAttribute("aria-checked")).toBe("true");
    expect(stored()).toEqual({ privateTranscription: true, language: "en-US", keepRecordings: true });
    await user.click(keepSwitch());
    expect(readCaptureSettings().keepRecordings).toBe(false);
  });

  it("keeps the language chosen", async () => {
    const user = userEvent.setup({ delay: null });
    updateCaptureSettings({ language: "en-US" });
    renderInApp(<CaptureSettings transcriptionAvailable />);
    const language = screen.getByRole("combobox", { name: CAPTURE_SETTINGS_COPY.language }) as HTMLSelectElement;
    expect(language.value).toBe("en-US");
    await user.selectOptions(language, "English (UK)");
    expect(language.value).toBe("en-GB");
    expect(readCaptureSettings().language).toBe("en-GB");
  });

  it("shows a change made in another tab", () => {
    updateCaptureSettings({ keepRecordings: false });
    renderInApp(<CaptureSettings transcriptionAvailable />);
    expect(keepSwitch().getAttribute("aria-checked")).toBe("false");
    const other = { privateTranscription: false, language: "en-US", keepRecordings: true };
    act(() => {
      localStorage.setItem(STORAGE_KEYS.captureSettings, JSON.stringify(other));
      fireEvent(window, new StorageEvent("storage", { key: STORAGE_KEYS.captureSettings }));
    });
    expect(keepSwitch().getAttribute("aria-checked")).toBe("true");
  });
});
