// @vitest-environment happy-dom
// Onboarding: the person is greeted by name, told which services read their words, and can enter
// only once both the terms and the data use are accepted (once, however often they press it).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { dataUseConsent, EMOTION_SERVICE, TEXT_SERVICE } from "../../../../domain/account/consent-copy";
import { ONBOARDING_COPY, PRODUCT_NAME } from "../../../../domain/ui-copy";
import { renderInApp } from "../../../../../tests/setup/dom";
import { OnboardingScreen } from "./onboarding-screen";

const providers = { emotion: "ekman", text: "gemini" } as const;
const enterName = `Enter ${PRODUCT_NAME}`;

function show() {
  const onComplete = vi.fn();
  renderInApp(<OnboardingScreen firstName="Sam" providers={providers} onComplete={onComplete} />);
  return {
    onComplete,
    enter: () => screen.getByRole("button", { name: enterName }) as HTMLButtonElement,
    terms: screen.getByRole("checkbox", { name: "I agree to the Terms & Privacy Policy" }),
    data: screen.getByRole("checkbox", { name: dataUseConsent(providers) }),
  };
}

describe("OnboardingScreen", () => {
  it("greets by name and names the services that read the words", () => {
    show();
    expect(screen.getByRole("form", { name: `Welcome to ${PRODUCT_NAME}, Sam` })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Gentle AI insights" }).textContent).toContain(
      `read by ${EMOTION_SERVICE.ekman} and answered by ${TEXT_SERVICE.gemini}.`,
    );
    expect(screen.getByRole("link", { name: "Terms & Privacy Policy" }).getAttribute("href")).toBe(ONBOARDING_COPY.termsPath);
  });

  it("keeps Enter disabled until both are accepted", async () => {
    const user = userEvent.setup();
    const { enter, terms, data, onComplete } = show();
    expect(enter().disabled).toBe(true);
    await user.click(data);
    expect(enter().disabled).toBe(true);
    await user.click(data);
    await user.click(terms);
    expect(enter().disabled).toBe(true);
    await user.click(enter());
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("enters once both are accepted, and only once", async () => {
    const user = userEvent.setup();
    const { enter, terms, data, onComplete } = show();
    await user.click(terms);
    await user.click(data);
    expect(enter().disabled).toBe(false);
    await user.click(enter());
    expect(onComplete).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole("button", { name: ONBOARDING_COPY.processing });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await user.click(busy);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
