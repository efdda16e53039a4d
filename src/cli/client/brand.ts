// `quire brand upload | list | generate | batch`: templates in, decks on them out.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import type { BrandBatchRequest, BrandGenerateRequest, QuireClient } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";

const USAGE = `quire brand upload <template.pptx> [--name <name>]
quire brand list
quire brand generate <brand id> ("<prompt>" | --source <deck.md|deck.json>) -o <deck.pptx> [--attach <file>]… [--save]
quire brand batch <brand id> <items.json> -o <decks.zip>
quire brand batch <brand id> <rows.csv> (--source <deck.md|deck.json> | --prompt "<prompt>") -o <decks.zip>`;

export async function brand(
  quire: QuireClient,
  args: string[],
  flags: { name?: string; output?: string; source?: string; prompt?: string; attach?: string[]; save?: boolean },
  out: Output,
): Promise<void> {
  const [action, first, second] = args;
  switch (action) {
    case "upload": {
      if (!first) throw new UsageError(USAGE);
      const { brand } = (await quire.uploadBrand(
        { name: basename(first), data: new Uint8Array(readFileSync(first)) },
        { name: flags.name },
      )) as { brand: { id: string; name: string; lint: { severity: string; message: string }[] } };
      for (const l of brand.lint) out.progress(`${l.severity}: ${l.message}`);
      return out.result({ brand }, `Brand “${brand.name}” uploaded as ${brand.id}`);
    }
    case "list": {
      const { items } = await quire.ok(quire.api.GET("/api/brands"));
      return out.result(
        { items },
        items.map((b) => `${b.id}  ${b.name}`).join("\n") || "No brands yet: quire brand upload <template.pptx>",
      );
    }
    case "generate": {
      if (!first || !flags.output || (!second && !flags.source)) throw new UsageError(USAGE);
      const source = flags.source
        ? flags.source.endsWith(".json")
          ? JSON.parse(readFileSync(flags.source, "utf8"))
          : readFileSync(flags.source, "utf8")
        : undefined;
      const request = (source !== undefined ? { source } : { prompt: second }) as BrandGenerateRequest;
      const files = (flags.attach ?? []).map((p) => ({ name: basename(p), data: new Uint8Array(readFileSync(p)) }));
      out.progress(`Building on ${first}…`);
      const file = await quire.generateOnBrand(first, { ...request, ...(flags.save ? { save: true } : {}) }, { files });
      writeFileSync(flags.output, file.bytes);
      return out.result(
        { file: flags.output, documentId: file.documentId },
        `Written to ${flags.output}${file.documentId ? `; saved as ${file.documentId}` : ""}`,
      );
    }
    case "batch": {
      if (!first || !second || !flags.output) throw new UsageError(USAGE);
      const request = batchRequest(second, flags);
      out.progress(
        `Building ${request.items?.length ?? "a deck a row of"} ${request.items ? "decks" : basename(second)} on ${first}…`,
      );
      const zip = await quire.batch(first, request);
      writeFileSync(flags.output, zip.bytes);
      return out.result({ file: flags.output }, `Written to ${flags.output} (decks and manifest.json)`);
    }
    default:
      throw new UsageError(USAGE);
  }
}

/** items.json (a list of items, or a whole request), or rows.csv with the deck every row makes (--source or --prompt). */
function batchRequest(file: string, flags: { source?: string; prompt?: string }): BrandBatchRequest {
  if (file.toLowerCase().endsWith(".csv")) {
    if (!flags.source === !flags.prompt)
      throw new UsageError(
        `A CSV of variables needs the deck each row makes: --source <deck.md|deck.json> or --prompt "<prompt>".\n${USAGE}`,
      );
    const template = flags.source
      ? {
          source: flags.source.endsWith(".json")
            ? JSON.parse(readFileSync(flags.source, "utf8"))
            : readFileSync(flags.source, "utf8"),
        }
      : { prompt: flags.prompt! };
    return { template, csv: readFileSync(file, "utf8") };
  }
  const body = JSON.parse(readFileSync(file, "utf8")) as BrandBatchRequest | NonNullable<BrandBatchRequest["items"]>;
  return Array.isArray(body) ? { items: body } : body;
}
