// @vitest-environment happy-dom
// The landing screen as a person meets it: the headline, what Ripple offers, its promises, and the
// Enter button that starts sign-in (and does nothing more while the permission prompt is open).
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LANDING_COPY, PRODUCT_NAME } from "../../../../domain/ui-copy";
import { renderInApp } from "../../../../../tests/setup/dom";
import { LandingScreen } from "./landing-screen";

const enterName = `Enter ${PRODUCT_NAME}`;

describe("LandingScreen", () => {
  it("shows the headline, the three features as headings and the promises", () => {
    renderInApp(<LandingScreen canSignIn entering={false} onEnter={() => undefined} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Speak your heart. Discover insights. Find your peace.");
    const offers = within(screen.getByRole("list", { name: "What Ripple offers" }));
    expect(offers.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([...LANDING_COPY.features]);
    const promises = within(screen.getByRole("list", { name: "Our promises" }));
    expect(promises.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Encrypted at rest",
      "Export & delete anytime",
      "No data selling",
    ]);
    expect(screen.getByRole("link", { name: "Terms & Privacy" }).getAttribute("href")).toBe("/terms-of-service");
  });

  it("enters once on a click, and not again while entering", async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    const { rerender } = renderInApp(<LandingScreen canSignIn entering={false} onEnter={onEnter} />);
    await user.click(screen.getByRole("button", { name: enterName }));
    expect(onEnter).toHaveBeenCalledTimes(1);

    rerender(<LandingScreen canSignIn entering onEnter={onEnter} />);
    const button = screen.getByRole("button", { name: enterName });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-busy")).toBe("true");
    await user.click(button);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it("has no Enter button when sign-in is off", () => {
    renderInApp(<LandingScreen canSignIn={false} entering={false} onEnter={() => undefined} />);
    expect(screen.queryByRole("button", { name: enterName })).toBeNull();
  });
});
