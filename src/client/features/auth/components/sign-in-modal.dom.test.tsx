// @vitest-environment happy-dom
// The sign-in dialog's e-mail form, through the real better-auth client and a scripted server:
// what it sends, the server's own words when it refuses, the browser's checks on the fields, the
// sign-up path, and the code step when the account has two-step sign-in.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "../../../../domain/account/account-schema";
import { PRODUCT_NAME, SIGN_IN_COPY } from "../../../../domain/ui-copy";
import { apiError, json, renderInApp, scriptFetch } from "../../../../../tests/setup/dom";
import { SignInModal } from "./sign-in-modal";

const session = { token: "t", user: { id: "u1", email: "sam@example.com", name: "Sam" }, redirect: false };

function openDialog() {
  const securePermission = vi.fn(async () => undefined);
  renderInApp(
    <SignInModal
      open
      onOpenChange={() => undefined}
      google={false}
      oidc={false}
      oidcName={null}
      securePermission={securePermission}
      onRedirectPending={() => undefined}
    />,
  );
  return { securePermission, dialog: screen.getByRole("dialog", { name: `${SIGN_IN_COPY.title} ${PRODUCT_NAME}` }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.type(screen.getByLabelText("Password"), password);
}

describe("SignInModal, e-mail", () => {
  it("signs in with the e-mail and password typed, after securing the microphone", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({ "POST /api/auth/sign-in/email": json(session) });
    const { securePermission, dialog } = openDialog();
    expect(dialog.textContent).toContain("Sign in to begin your reflection.");
    expect(screen.queryByRole("button", { name: SIGN_IN_COPY.continueWithGoogle })).toBeNull();

    await fill(user, "  sam@example.com ", "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "POST", path: "/api/auth/sign-in/email" });
    expect(sent[0]?.body).toMatchObject({ email: "sam@example.com", password: "correct horse" });
    expect(securePermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's words when it refuses, and the button is usable again", async () => {
    const user = userEvent.setup({ delay: null });
    scriptFetch({ "POST /api/auth/sign-in/email": apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password") });
    openDialog();
    await fill(user, "sam@example.com", "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("sends nothing while a field the browser checks is empty or not an e-mail address", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({});
    openDialog();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText("E-mail") as HTMLInputElement;
    expect(email.validity.valueMissing).toBe(true);
    await user.type(email, "not-an-address");
    await user.type(screen.getByLabelText("Password"), "x");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(email.validity.typeMismatch).toBe(true);
    expect(sent).toEqual([]);
  });

  it("creates an account: a name field, the password rule, then signs in; a known address is told to sign in", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({
      "POST /api/auth/sign-up/email": json(session),
      "POST /api/auth/sign-in/email": apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
    });
    openDialog();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.getByRole("form", { name: "Create account" })).toBeTruthy();
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(password.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      `At least ${PASSWORD_MIN_LENGTH} characters, and not one of the most common passwords.`,
    );

    await user.type(screen.getByLabelText("Name"), "Sam");
    await fill(user, "sam@example.com", "a long enough passphrase");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_MESSAGES.signUpThenSignInFailed);
    expect(sent.map((request) => request.path)).toEqual(["/api/auth/sign-up/email", "/api/auth/sign-in/email"]);
    expect(sent[0]?.body).toMatchObject({ email: "sam@example.com", password: "a long enough passphrase", name: "Sam" });
  });

  it("asks for the authenticator code when the account has two-step sign-in", async () => {
    const user = userEvent.setup({ delay: null });
    scriptFetch({ "POST /api/auth/sign-in/email": json({ twoFactorRedirect: true }) });
    openDialog();
    await fill(user, "sam@example.com", "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app, or one of your backup codes.")).toBeTruthy();
  });
});
