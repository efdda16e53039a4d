// Gathers a run's material: workspace documents by id (checked before the run starts) and attached files, read one
// by one on the export workers with a status line before and after each, their import warnings kept by file name.
import type { SpaceId } from "../../lib/space-id.js";
import type { Source, SourceRef } from "../../formats/model/source.js";
import type { ImportFormat, ImportResult } from "../../import/index.js";
import { AppError } from "../../lib/errors.js";
import { isId } from "../../lib/ids.js";
import { plural } from "../../lib/text.js";
import type { Repos } from "../../store/repos/index.js";
import type { Material } from "./material.js";

export const MAX_ATTACHMENTS = 10;

export interface AttachedFile {
  name: string;
  bytes: Uint8Array;
}

/** Reads one file into a source (the export pool's `importFile`). */
export type ReadFile = (
  bytes: Uint8Array,
  name: string,
  signal?: AbortSignal,
  onPage?: (page: number, pages: number) => void,
) => Promise<ImportResult & { format: ImportFormat }>;

/** A workspace document's references: its slides, its sheets, or (a doc) the document itself. */
function refsOf(source: Source, file: string): SourceRef[] {
  if (source.kind === "deck") return source.slides.map((_, i) => ({ file, slide: i + 1 }));
  if (source.kind === "sheet") return source.sheets.map((t) => ({ file, sheet: t.name }));
  return [];
}

/** The space's documents as material, in the order given; one that is not theirs is 404 like any other id. */
export async function documentMaterial(
  repos: Pick<Repos<Source>, "documents">,
  spaceId: SpaceId,
  ids: readonly string[],
): Promise<Material[]> {
  const out: Material[] = [];
  for (const id of new Set(ids)) {
    const doc = isId("doc", id) ? await repos.documents.findById(spaceId, id) : null;
    if (!doc)
      throw new AppError("not_found", `No such document: ${id}.`, {
        details: [{ path: "attachments", message: `${id} is not a document of yours` }],
      });
    const { source } = doc;
    const file = doc.title.trim() || id;
    out.push({ file, source, refs: refsOf(source, file) });
  }
  return out;
}

export interface ReadStatus {
  file: string;
  message: string;
  /** While a PDF is read: the page reached. */
  page?: number;
  /** After the file is read: its pages, slides or sheets. */
  units?: ImportResult["units"];
}

/** Reads each file in turn; `onStatus` is told before and after each. A file that cannot be read ends the run with its error. */
export async function readAttachedFiles(
  files: readonly AttachedFile[],
  read: ReadFile,
  onStatus: (s: ReadStatus) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ materials: Material[]; warnings: string[] }> {
  const materials: Material[] = [];
  const warnings: string[] = [];
  for (const [i, f] of files.entries()) {
    await onStatus({ file: f.name, message: `Reading ${f.name} (${i + 1} of ${files.length})` });
    // Page lines go out as the worker reports them; the file's last line waits until they are sent.
    const pages: Promise<void>[] = [];
    const onPage = (page: number, of: number) =>
      void pages.push(
        onStatus({ file: f.name, message: `Reading ${f.name}: page ${page} of ${of}`, page }).catch(() => {}),
      );
    const result = await read(f.bytes, f.name, signal, onPage);
    await Promise.all(pages);
    const { kind, count } = result.units;
    const size = count ? `: ${plural(count, kind)}` : "";
    await onStatus({ file: f.name, message: `Read ${f.name}${size}`, units: result.units });
    materials.push({ file: f.name, source: result.source, refs: result.refs });
    warnings.push(...result.warnings.map((w) => `${f.name}: ${w}`));
  }
  return { materials, warnings };
}

/** A generation's material without a stream to report on (a brand deck): the documents by id, then the files read in turn. */
export async function gatherMaterial(
  deps: { repos: Pick<Repos<Source>, "documents">; readFile?: ReadFile },
  spaceId: SpaceId,
  given: { attachments?: readonly string[]; files: readonly AttachedFile[] },
  signal?: AbortSignal,
): Promise<Material[]> {
  const documents = given.attachments?.length ? await documentMaterial(deps.repos, spaceId, given.attachments) : [];
  const read = deps.readFile;
  if (given.files.length && !read) throw new Error("this process cannot read attached files");
  const { materials } = read ? await readAttachedFiles(given.files, read, async () => {}, signal) : { materials: [] };
  return [...documents, ...materials];
}
