// The address a request comes from, for sign-in rate limits. Behind reverse proxies
// (TRUST_PROXY_HOPS = how many), the socket is the nearest proxy's, so the client is read
// from X-Forwarded-For: each proxy appends the address it was reached from, so the entry
// `hops` places left of the socket is the one the outermost trusted proxy saw. Entries
// further left were written by the client and are never trusted.

export function clientAddress(socket: string, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops <= 0) return socket;
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  chain.push(socket);
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}
