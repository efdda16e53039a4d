// The showcase: demo sources shipped in content/showcase/, loaded and validated once at boot (a bad file fails boot).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { AppError } from "../lib/errors.js";
import { projectPath } from "../lib/project-root.js";
import { SOURCE_KINDS, SourceSchema, type Source, type SourceKind } from "../formats/model/source.js";

export const DEMO_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export const DEFAULT_SHOWCASE_DIR = projectPath("content", "showcase");

const DemoFileSchema = z.strictObject({
  id: z.string().regex(DEMO_ID_PATTERN),
  kind: z.enum(SOURCE_KINDS),
  title: z.string().min(1).max(200),
  description: z.string().min(20).max(600),
  tags: z
    .array(z.string().regex(/^[a-z0-9-]{1,32}$/))
    .min(1)
    .max(12),
  source: SourceSchema,
});

export interface ShowcaseDemo {
  id: string;
  kind: SourceKind;
  title: string;
  description: string;
  tags: string[];
}

export interface Showcase {
  list(): ShowcaseDemo[];
  /** The demo with its source; 400 for an id not of the slug form, 404 for an unknown one. */
  get(id: string): ShowcaseDemo & { source: Source };
}

const KIND_ORDER: Record<SourceKind, number> = { deck: 0, doc: 1, sheet: 2 };

/** Reads every `*.json` in `dir`; throws one error naming each bad file and what is wrong with it. */
export function loadShowcase(dir = DEFAULT_SHOWCASE_DIR): Showcase {
  const demos = new Map<string, ShowcaseDemo & { source: Source }>();
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (err) {
      problems.push(`${file}: not valid JSON (${(err as Error).message})`);
      continue;
    }
    const result = DemoFileSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues.slice(0, 5))
        problems.push(`${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      continue;
    }
    const demo = result.data;
    if (`${demo.id}.json` !== file) problems.push(`${file}: id "${demo.id}" must match the file name`);
    if (demo.kind !== demo.source.kind)
      problems.push(`${file}: kind "${demo.kind}" but the source is a ${demo.source.kind}`);
    if (demo.title !== demo.source.title) problems.push(`${file}: title differs from the source's title`);
    demos.set(demo.id, demo);
  }
  if (problems.length) throw new Error(`showcase in ${dir} is invalid:\n  ${problems.join("\n  ")}`);
  if (demos.size === 0) throw new Error(`showcase in ${dir} has no demos`);

  const all = [...demos.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id));
  const summaries = all.map(({ id, kind, title, description, tags }) => ({ id, kind, title, description, tags }));
  return {
    list: () => summaries.map((d) => ({ ...d, tags: [...d.tags] })),
    get(id) {
      if (!DEMO_ID_PATTERN.test(id)) {
        throw new AppError("invalid_request", "That is not a showcase demo id.", {
          details: [{ path: "demo_id", message: "a slug: a-z, 0-9 and -" }],
        });
      }
      const demo = demos.get(id);
      if (!demo) throw new AppError("not_found", "No such showcase demo.");
      return structuredClone(demo);
    },
  };
}
