// Copies a showcase demo into the caller's space as a new document with origin "showcase".
import type { Owner } from "../lib/space-id.js";
import { createDocument } from "./create-document.js";
import type { Document } from "./document-shape.js";
import type { Showcase } from "./showcase.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export async function forkDemo(
  deps: WorkspaceDeps & { showcase: Showcase },
  owner: Owner,
  demoId: string,
): Promise<Document> {
  const demo = deps.showcase.get(demoId);
  return createDocument(deps, { owner, kind: demo.kind, title: demo.title, source: demo.source, origin: "showcase" });
}
