// `quire docs ls | get | rm`: the workspace's documents.
import type { QuireClient } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";

const USAGE =
  "quire docs ls [--kind deck|doc|sheet] [--q <title words>] [--limit <n>]\nquire docs get <document id>\nquire docs rm <document id>";

export async function docs(
  quire: QuireClient,
  args: string[],
  flags: { kind?: string; q?: string; limit?: string },
  out: Output,
): Promise<void> {
  const [action, id] = args;
  switch (action) {
    case "ls": {
      const query = {
        ...(flags.kind ? { kind: flags.kind as "deck" } : {}),
        ...(flags.q ? { q: flags.q } : {}),
        ...(flags.limit ? { limit: Number(flags.limit) } : {}),
      };
      const page = (await quire.ok(quire.api.GET("/api/workspace/documents", { params: { query } }))) as {
        items: { id: string; kind: string; title: string; updatedAt: string }[];
        nextCursor: string | null;
      };
      return out.result(
        page,
        page.items.map((d) => `${d.id}  ${d.kind.padEnd(5)}  ${d.updatedAt.slice(0, 10)}  ${d.title}`).join("\n") ||
          "No documents.",
      );
    }
    case "get": {
      if (!id) throw new UsageError(USAGE);
      const { document } = await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id } } }));
      // The source is the useful part for people too: it is what render, export and the editor take.
      return out.result({ document }, JSON.stringify(document.source, null, 2));
    }
    case "rm": {
      if (!id) throw new UsageError(USAGE);
      await quire.ok(quire.api.DELETE("/api/workspace/documents/{id}", { params: { path: { id } } }));
      return out.result({ deleted: id }, `Deleted ${id}`);
    }
    default:
      throw new UsageError(USAGE);
  }
}
