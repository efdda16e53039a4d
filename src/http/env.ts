// The Hono environment shared by every route: node-server's objects, the request's id and logger, the caller.
import type { HttpBindings } from "@hono/node-server";
import type { Logger } from "pino";
import type { Principal } from "../auth/index.js";

export type { Principal };

/** What every request carries in `c.env`: node-server's objects (absent under `app.request()`), its id and logger. */
export type RequestBindings = Partial<HttpBindings> & {
  requestId: string;
  /** The process logger; `requestLog(c)` makes this request's child of it when something is logged. */
  rootLog: Logger;
  log?: Logger;
};

export interface AppEnv {
  Bindings: RequestBindings;
  Variables: {
    principal: Principal;
    /** Parsed JSON body, set by the json-body middleware (for a multipart form: its fields as that object). */
    jsonBody: unknown;
    /**
     * A large body whose value at `span` the body reader left unparsed (a large `source`; `jsonBody` holds an empty one
     * in its place): the whole body's bytes, for the route to hand to a worker as they are.
     */
    jsonUnparsed?: { body: Uint8Array; span: [number, number] };
    /** Files of a multipart form (agent attachments), set with `jsonBody` by the form's middleware. */
    formFiles?: { name: string; bytes: Uint8Array }[];
    /** A multipart form's fields, checked against the route's body schema. */
    formInput?: unknown;
  };
}
