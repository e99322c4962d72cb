// Query keys, one factory per resource. Mutations invalidate through these.

export const configKeys = {
  all: ["config"] as const,
};

export const profileKeys = {
  all: ["profile"] as const,
  detail: (userId: string) => ["profile", userId] as const,
};

export const entryKeys = {
  all: ["entries"] as const,
  list: (userId: string) => ["entries", userId, "list"] as const,
};

export const greetingKeys = {
  all: ["greeting"] as const,
  detail: (userId: string) => ["greeting", userId] as const,
};

export const accountKeys = {
  all: ["account"] as const,
  signInMethods: (email: string) => ["account", email, "sign-in-methods"] as const,
};
