// What every Quire MCP tool shares: text content, the API's refusals as tool errors, progress notifications, the id
// and version parameters, and a file answer as an embedded resource.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { idPattern } from "../lib/ids.js";
import { QuireError, type DownloadedFile } from "@quire/sdk";

export const DOC_ID = z.string().regex(new RegExp(idPattern("doc")), "a document id (doc_…)");
export const BRAND_ID = z.string().regex(new RegExp(idPattern("brand")), "a brand id (brand_…)");
export const SHARE_ID = z.string().regex(new RegExp(idPattern("shr")), "a share link id (shr_…)");
export const VERSION = z.number().int().min(1);

export interface DocumentSummary {
  id: string | null;
  kind: string;
  title: string;
}

export type Progress = (message: string) => Promise<void>;
export type Extra = {
  _meta?: { progressToken?: string | number };
  sendNotification: (n: {
    method: "notifications/progress";
    params: { progressToken: string | number; progress: number; message?: string };
  }) => Promise<void>;
};

/** Progress notifications when the client asked for them (a progress token), else nothing. */
export function progressOf(extra: Extra): Progress {
  const token = extra._meta?.progressToken;
  let n = 0;
  return async (message) => {
    if (token !== undefined)
      await extra
        .sendNotification({
          method: "notifications/progress",
          params: { progressToken: token, progress: ++n, message },
        })
        .catch(() => {});
  };
}

export const text = (value: string): CallToolResult["content"][number] => ({ type: "text", text: value });

/**
 * An API error as the tool's error result: the code and the API's own message (a `forbidden` one names the scope an
 * organization key lacks), and for a retryable refusal (a rate limit, `quota_exhausted`) that it is, and how many
 * seconds Retry-After said to wait.
 */
export async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof QuireError) {
      const wait = err.retryAfter !== undefined ? ` Try again in ${err.retryAfter} s.` : "";
      return {
        isError: true,
        content: [text(`${err.code} (${err.status}): ${err.message}${wait}`)],
        structuredContent: {
          error: err.code,
          status: err.status,
          message: err.message,
          ...(err.retryable !== undefined ? { retryable: err.retryable } : {}),
          ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}),
        },
      };
    }
    throw err;
  }
}

/** A file answer as an embedded resource (base64), named as the API named it. */
export function fileResult(file: DownloadedFile, uri: string): CallToolResult {
  const { filename, mimeType, bytes } = file;
  return {
    content: [
      text(`${filename} (${mimeType}, ${bytes.length} bytes)`),
      {
        type: "resource",
        resource: {
          uri: `${uri}/${encodeURIComponent(filename)}`,
          mimeType,
          blob: Buffer.from(bytes).toString("base64"),
        },
      },
    ],
    structuredContent: {
      filename,
      mimeType,
      bytes: bytes.length,
      ...(file.documentId ? { documentId: file.documentId } : {}),
    },
  };
}
