// The browser's one id maker lives in src/client/lib/new-id.ts; this path stays only until
// api/chat.test.ts imports it from there.
export { newId } from "../../../lib/new-id";
