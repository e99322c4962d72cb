// Query keys, one factory per resource. Mutations invalidate through these.

export const configKeys = {
  all: ["config"] as const,
};

export const profileKeys = {
  all: ["profile"] as const,
  detail: (userId: string) => ["profile", userId] as const,
};

// The entries themselves live in the browser replica (lib/replica), not in the query cache.

export const greetingKeys = {
  all: ["greeting"] as const,
  detail: (userId: string) => ["greeting", userId] as const,
};

export const accountKeys = {
  all: ["account"] as const,
  signInMethods: (email: string) => ["account", email, "sign-in-methods"] as const,
};

export const privateJournalKeys = {
  state: (userId: string) => ["private-journal", userId] as const,
};
