// `quire assets [list] | upload | set`: the space's pictures — listed with their names, origins and credits, uploaded
// with a name, alt text and tags (what matches them to slides with --images library), and their details changed.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Asset, AssetChanges, QuireClient } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";

const ORIGINS = ["upload", "stock", "generated"] as const;

const USAGE = `quire assets [list] [--origin upload|stock|generated] [--limit 1..100] [--cursor <nextCursor>]
quire assets upload <picture.png|.jpg|.gif> [--name <name>] [--alt "<alt text>"] [--tags a,b]
quire assets set <asset id> [--name <name>] [--alt "<alt text>"] [--tags a,b] [--focus x,y]   ("" clears a name, alt or focus)`;

export interface AssetFlags {
  name?: string;
  alt?: string;
  tags?: string;
  focus?: string;
  origin?: string;
  limit?: string;
  cursor?: string;
}

/** "harbour, logistics" → ["harbour", "logistics"]; "" → [] (no tags). */
const tagsOf = (given: string) =>
  given
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** "0.5,0.3" → {x: 0.5, y: 0.3}; "" → null (the centre). */
function focusOf(given: string): AssetChanges["focus"] {
  if (given.trim() === "") return null;
  const [x, y, extra] = given.split(",").map((n) => Number(n.trim()));
  const inRange = (n: number | undefined) => n !== undefined && Number.isFinite(n) && n >= 0 && n <= 1;
  if (extra !== undefined || !inRange(x) || !inRange(y))
    throw new UsageError(
      '--focus takes x,y, each from 0 to 1 (0,0 the top left corner), e.g. --focus 0.5,0.3; "" for the centre.',
    );
  return { x: x!, y: y! };
}

/** One line an asset: id, origin, name, then its credit when it has one. */
function assetLine(a: Asset): string {
  const tags = a.tags.length ? ` [${a.tags.join(", ")}]` : "";
  return `${a.id}  ${a.origin.padEnd(9)}  ${a.name ?? "(no name)"}${tags}${a.credit ? `  — ${a.credit}` : ""}`;
}

export async function assets(quire: QuireClient, args: string[], flags: AssetFlags, out: Output): Promise<void> {
  const [action = "list", target] = args;
  switch (action) {
    case "list": {
      const origin = flags.origin as Asset["origin"] | undefined;
      if (origin !== undefined && !(ORIGINS as readonly string[]).includes(origin))
        throw new UsageError(`--origin takes ${ORIGINS.join(", ")}.`);
      const limit = flags.limit === undefined ? undefined : Number(flags.limit);
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100))
        throw new UsageError("--limit takes a number from 1 to 100.");
      const page = await quire.listAssets({
        ...(origin ? { origin } : {}),
        ...(limit ? { limit } : {}),
        ...(flags.cursor ? { cursor: flags.cursor } : {}),
      });
      const more = page.nextCursor ? `\nMore: quire assets --cursor ${page.nextCursor}` : "";
      return out.result(
        page,
        page.items.length
          ? page.items.map(assetLine).join("\n") + more
          : "No pictures yet: quire assets upload <picture.png>",
      );
    }
    case "upload": {
      if (!target) throw new UsageError(USAGE);
      const asset = await quire.uploadAsset(
        { name: basename(target), data: new Uint8Array(readFileSync(target)) },
        { name: flags.name, alt: flags.alt, tags: flags.tags === undefined ? undefined : tagsOf(flags.tags) },
      );
      return out.result(
        { asset },
        `Uploaded as ${asset.id}: “${asset.name ?? basename(target)}”, ${asset.width}×${asset.height} ${asset.type}`,
      );
    }
    case "set": {
      if (!target) throw new UsageError(USAGE);
      const changes: AssetChanges = {
        ...(flags.name !== undefined ? { name: flags.name.trim() || null } : {}),
        ...(flags.alt !== undefined ? { alt: flags.alt.trim() || null } : {}),
        ...(flags.tags !== undefined ? { tags: tagsOf(flags.tags) } : {}),
        ...(flags.focus !== undefined ? { focus: focusOf(flags.focus) } : {}),
      };
      if (Object.keys(changes).length === 0)
        throw new UsageError(`Say what to change: --name, --alt, --tags or --focus.\n${USAGE}`);
      const asset = await quire.updateAsset(target, changes);
      return out.result({ asset }, assetLine(asset));
    }
    default:
      throw new UsageError(USAGE);
  }
}
