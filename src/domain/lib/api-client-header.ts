// The request header a client that is not a page on Ripple's own origin sends with a
// state-changing request that carries neither Origin nor Sec-Fetch-Site (scripts, tests, a future
// mobile app); the browser client sends it too. A page on another origin cannot add it without a
// CORS preflight, which the server never grants.
export const API_CLIENT_HEADER = "x-ripple-client";
export const API_CLIENT_HEADER_VALUE = "1";
