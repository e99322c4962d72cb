// A Web Push service on loopback HTTPS (web-push speaks TLS only), for reminders (decision 047).
// It hands out subscriptions whose p256dh/auth keys it holds, as a browser's push service would,
// and for every message checks what a real one checks: the VAPID JWT (ES256 signed by the key in
// `k`, aud = the endpoint's origin, exp within 24 h, a mailto:/https: sub), TTL and
// Content-Encoding: aes128gcm; then it decrypts the RFC 8291 payload with the subscription's private
// key. The certificate is a throwaway self-signed one for 127.0.0.1 (openssl), trusted by whoever
// passes `certificate` as a CA (an https.Agent, or NODE_EXTRA_CA_CERTS for a server process).
import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as the service worker will read it. */
  payload: string;
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  ttl: number;
  urgency?: string;
  topic?: string;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** Answer with this status instead of 201 (404/410: the subscription has gone). */
  status?: number;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 (aes128gcm, RFC 8188) decryption of one message to the user agent holding `ecdh` and `auth`. */
export function decryptWebPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is the sender's 65-byte public key, got ${idLength} bytes`);
  if (ciphertext.length > recordSize) throw new Error("one record expected");
  const secret = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(auth, secret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderPublic, Buffer.of(1)]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "latin1")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "latin1")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record's padding delimiter (0x02) is missing");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks a VAPID JWT as a push service does; returns its claims or throws saying what is wrong. */
export function verifyVapid(header: string | undefined, endpointOrigin: string, nowSeconds: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) throw new Error("the JWT has not three parts");
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg: string; typ?: string };
  if (header_.alg !== "ES256") throw new Error(`alg ${header_.alg}, not ES256`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the JWT's ES256 signature does not verify with k");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== endpointOrigin) throw new Error(`aud ${claims.aud} is not the endpoint's origin ${endpointOrigin}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 60 * 60))
    throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a mailto: or https: URL`);
  return { claims, vapidPublicKey: key };
}

export async function startFakePushService(port = 0) {
  const folder = mkdtempSync(path.join(tmpdir(), "ripple-fake-push-"));
  const keyFile = path.join(folder, "key.pem");
  const certificateFile = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-keyout",
      keyFile,
      "-out",
      certificateFile,
    ],
    { stdio: "ignore" },
  );
  const certificate = readFileSync(certificateFile, "utf8");
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = "";

  const server = createServer({ key: readFileSync(keyFile), cert: certificate }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${origin}${request.url ?? ""}`;
      const subscription = held.get(endpoint);
      const refuse = (status: number, reason: string) => {
        rejected.push(reason);
        response.writeHead(status, { "content-type": "text/plain" }).end(reason);
      };
      if (request.method !== "POST") return refuse(405, "POST only");
      if (!subscription) return refuse(404, "no such subscription");
      if (subscription.status) return refuse(subscription.status, "subscription gone");
      try {
        const { claims, vapidPublicKey } = verifyVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error("TTL header missing");
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
        const payload = decryptWebPush(Buffer.concat(chunks), subscription.ecdh, subscription.auth);
        received.push({
          endpoint,
          payload,
          claims,
          vapidPublicKey,
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
        });
        response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
        for (const wake of waiters.splice(0)) wake();
      } catch (error) {
        refuse(400, (error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** PEM of the self-signed certificate, to trust as a CA. */
    certificate,
    certificateFile,
    received,
    rejected,
    /** A new subscription, as PushManager.subscribe would give it; the fake keeps its private key. */
    subscribe(): FakeSubscription {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString("hex")}`;
      held.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    /** From now on, this subscription is answered with `status` (404 or 410: it has gone). */
    answer(endpoint: string, status: number) {
      const subscription = held.get(endpoint);
      if (subscription) subscription.status = status;
    },
    /** Resolves once `count` messages have arrived. */
    async waitFor(count: number): Promise<ReceivedPush[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
