// An entry's recording and photos, and the account's room for them (decision 050). Part of the route
// table (../routes.ts, decision 056).
import { MediaItemSchema, MediaUploadQuerySchema, MediaUsageSchema } from "../media";
import type { RouteDefinition } from "./route-definition";
import { createdOrKept, ok } from "./route-definition";

export const mediaRoutes = {
  mediaUsage: {
    method: "GET",
    path: "/api/media/usage",
    summary: "Bytes of media kept and the quota.",
    signedIn: true,
    statuses: ok,
    response: MediaUsageSchema,
  },
  mediaPut: {
    method: "PUT",
    path: "/api/entries/:entryId/media/:mediaId",
    summary: "An entry's recording or photo as the raw body; the query says which (a thumbnail names its photo in `of`).",
    signedIn: true,
    query: MediaUploadQuerySchema,
    rawBody: "*/*",
    statuses: createdOrKept,
    response: MediaItemSchema,
  },
  mediaGet: {
    method: "GET",
    path: "/api/entries/:entryId/media/:mediaId",
    summary: "The media item's bytes with their type (Range for seeking).",
    signedIn: true,
    statuses: [200, 206],
    response: null,
    produces: ["*/*"],
  },
  mediaDelete: {
    method: "DELETE",
    path: "/api/entries/:entryId/media/:mediaId",
    summary: "Delete a media item (a photo's thumbnail goes with it).",
    signedIn: true,
    statuses: [204],
    response: null,
  },
} as const satisfies Record<string, RouteDefinition>;
