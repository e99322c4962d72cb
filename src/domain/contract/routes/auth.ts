// Where better-auth is mounted: it answers every path under it itself (sign-up, sign-in, sessions,
// two factors) and its browser client calls them, so they have no rows in the route table
// (decision 056). No zod here: the sign-in screens load it without the contract.
export const AUTH_BASE_PATH = "/api/auth";
