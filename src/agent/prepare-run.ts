// Checks an agent request before any line is sent (prompt bounds, the document to revise, the brand): plain errors.
import type { Owner } from "../lib/space-id.js";
import { AppError } from "../lib/errors.js";
import { codePointLength } from "../lib/text.js";
import { isId } from "../lib/ids.js";
import type { Source, SourceKind } from "../formats/model/source.js";
import type { Repos } from "../store/repos/index.js";
import type { KindReader } from "./builtin/compose-builtin.js";
import { askedKindInThread } from "./builtin/compose-in-thread.js";
import { detectFormat } from "../import/index.js";
import { documentMaterial, MAX_ATTACHMENTS, type AttachedFile } from "./material/load-material.js";
import type { Material } from "./material/material.js";
import { writesOwnText, type TextMode } from "./provider.js";
import type { PictureMode } from "../pictures/index.js";
import { isInstruction, splitInstruction } from "./reading/instruction-line.js";

export const PROMPT_MIN = 8;
/** A prompt that carries the user's own text to keep or condense may be this long (about 6,000 words). */
export const TEXT_MODE_PROMPT_MAX = 40_000;

export interface AgentRequest {
  /** Who runs it and where it is saved; null for the public demo. */
  owner: Owner | null;
  prompt: string;
  kind?: SourceKind;
  documentId?: string;
  brandId?: string;
  slides?: number;
  language?: string;
  save?: boolean;
  /** Hard slide cap (the demo: 6). */
  maxSlides?: number;
  origin?: "agent" | "onboarding";
  userName?: string;
  /** Files sent with the request (multipart), read once the stream has begun. */
  files?: AttachedFile[];
  /** Ids of the caller's documents to build on. */
  attachments?: string[];
  /** "generate" (default), "preserve" or "condense". */
  textMode?: TextMode;
  /** Where a new deck's pictures come from (default: none). */
  images?: PictureMode;
  /** Counts one picture fetched or generated against the caller's limits: null when it may be, else why not. */
  chargePicture?: () => Promise<string | null>;
}

export interface PreparedRun extends AgentRequest {
  kind: SourceKind;
  save: boolean;
  /**
   * The request's text mode read once: the user's own text to keep or condense ("preserve", "condense"), written by the
   * builtin composer with no prompt facts to measure; false when written from the prompt ("generate").
   */
  ownText: boolean;
  current?: { id: string; source: Source; brandId: string | null };
  /** The name of the brand `brandId` names (read when the request was checked). */
  brandName?: string;
  /** Attached workspace documents, already read. */
  documents?: Material[];
}

/** 400 when a request attaches more than a run reads, or attaches to a revision; 415 for a file Quire cannot read. */
export function checkAttachments(req: Pick<AgentRequest, "files" | "attachments" | "documentId">): void {
  const n = (req.files?.length ?? 0) + (req.attachments?.length ?? 0);
  if (n > MAX_ATTACHMENTS)
    throw new AppError(
      "invalid_request",
      `A run takes at most ${MAX_ATTACHMENTS} attachments (files and documents together); got ${n}.`,
      { details: [{ path: "attachments", message: `at most ${MAX_ATTACHMENTS}` }] },
    );
  if (n && req.documentId !== undefined)
    throw new AppError(
      "invalid_request",
      "Attachments make a new document; a revision (documentId) cannot take them yet.",
      { details: [{ path: "attachments", message: "leave out documentId, or the attachments" }] },
    );
  for (const f of req.files ?? []) detectFormat(f.bytes, f.name);
}

/**
 * A text-mode request's own checks: a new document (not a revision), and some text to keep or condense — the prompt's
 * after its instruction line, or attached files or documents.
 */
function checkOwnText(req: AgentRequest, prompt: string, withMaterial: boolean): void {
  if (req.documentId !== undefined)
    throw new AppError(
      "invalid_request",
      `textMode "${req.textMode}" makes a new document from your text; a revision (documentId) takes an instruction instead.`,
      { details: [{ path: "textMode", message: "leave out documentId, or use textMode generate" }] },
    );
  const onlyInstruction = !prompt.includes("\n") && isInstruction(prompt);
  if (!withMaterial && (onlyInstruction || !splitInstruction(prompt).text.trim()))
    throw new AppError(
      "invalid_request",
      `textMode "${req.textMode}" needs your text: paste it after the instruction line, or attach files.`,
      { details: [{ path: "prompt", message: "no text after the instruction line" }] },
    );
}

export function checkPrompt(prompt: string, max: number): string {
  const trimmed = prompt.trim();
  const n = codePointLength(trimmed);
  if (n < PROMPT_MIN)
    throw new AppError("prompt_too_short", `The prompt must be at least ${PROMPT_MIN} characters (got ${n}).`);
  if (codePointLength(prompt) > max)
    throw new AppError("prompt_too_long", `The prompt must be at most ${max} characters.`);
  return trimmed;
}

/**
 * `promptMax` bounds a prompt; `textMax`, when given, bounds one that carries the user's own text ("preserve" and
 * "condense"; the public demo leaves it out and keeps the prompt's bound). `kindOf` reads the prompt for the kind it
 * asks for when none is given (the server's reads on the export pool).
 */
export async function prepareRun(
  repos: Pick<Repos<Source>, "documents" | "brands">,
  req: AgentRequest,
  promptMax: number,
  textMax?: number,
  kindOf: KindReader = askedKindInThread,
): Promise<PreparedRun> {
  const ownText = writesOwnText(req.textMode);
  const prompt = checkPrompt(req.prompt, ownText && textMax ? Math.max(promptMax, textMax) : promptMax);
  const save = req.owner !== null && req.save !== false;
  checkAttachments(req);
  const documents =
    req.attachments?.length && req.owner
      ? await documentMaterial(repos, req.owner.spaceId, req.attachments)
      : undefined;
  const withMaterial = !!(documents?.length || req.files?.length);
  if (ownText) checkOwnText(req, prompt, withMaterial || !!req.attachments?.length);
  let current: PreparedRun["current"];
  if (req.documentId !== undefined) {
    const doc =
      req.owner && isId("doc", req.documentId)
        ? await repos.documents.findById(req.owner.spaceId, req.documentId)
        : null;
    if (!doc) throw new AppError("not_found", "No such document.");
    if (req.kind && req.kind !== doc.kind)
      throw new AppError("invalid_request", `The document is a ${doc.kind}; kind must match it or be left out.`, {
        details: [{ path: "kind", message: `must be ${doc.kind}` }],
      });
    current = { id: doc.id, source: doc.source, brandId: doc.brandId };
  }
  let brandName: string | undefined;
  if (req.brandId !== undefined) {
    const brand =
      req.owner && isId("brand", req.brandId) ? await repos.brands.findById(req.owner.spaceId, req.brandId) : null;
    if (!brand) throw new AppError("not_found", "No such brand.");
    brandName = brand.name;
  }
  const kind =
    current?.source.kind ??
    req.kind ??
    (await kindOf(prompt, withMaterial ? "material" : ownText ? "own-text" : "prompt"));
  return {
    ...req,
    prompt,
    kind,
    save,
    ownText,
    current,
    ...(brandName === undefined ? {} : { brandName }),
    ...(documents ? { documents } : {}),
  };
}
