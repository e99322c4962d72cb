// @vitest-environment happy-dom
// The question asked after the first spoken reflection (decision 051): its words, and each answer
// given once with a toast that says what follows.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../../../tests/setup/dom";
import { KeepRecordingQuestion } from "./keep-recording-question";

describe("KeepRecordingQuestion", () => {
  it("asks kindly, with what keeping means", () => {
    renderInApp(<KeepRecordingQuestion onAnswer={() => undefined} />);
    const region = screen.getByRole("region", { name: "Keep the recording with your entry?" });
    expect(region.getAttribute("aria-describedby")).toBeTruthy();
    expect(region.textContent).toContain("You can listen to how you sounded later. Recordings are encrypted like your words.");
  });

  it("Keep answers yes and says the recording will be kept", async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderInApp(<KeepRecordingQuestion onAnswer={onAnswer} />, { toasts: true });
    await user.click(screen.getByRole("button", { name: "Keep" }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
    expect(await screen.findByText("Your recording will be kept with this entry.")).toBeTruthy();
  });

  it("Don't keep answers no and says where to change it", async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderInApp(<KeepRecordingQuestion onAnswer={onAnswer} />, { toasts: true });
    await user.click(screen.getByRole("button", { name: "Don't keep" }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
    expect(await screen.findByText("Recordings won't be kept. You can change this in the account menu.")).toBeTruthy();
  });
});
