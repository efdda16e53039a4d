// Reading an answer the way a leak would show in it: text as text, a picture as its base64, and an office file or zip
// unpacked (nested ones too) into the text of its parts — a document's words are compressed inside a pptx or a zip.
import { strFromU8, unzipSync } from "fflate";

const PACKED = /zip|openxmlformats|octet-stream/;

function unpacked(bytes: Uint8Array, depth = 0): string {
  try {
    const parts = unzipSync(bytes);
    return Object.entries(parts)
      .map(([name, part]) =>
        depth < 2 && /\.(pptx|docx|xlsx|zip)$/.test(name) ? unpacked(part, depth + 1) : strFromU8(part),
      )
      .join("\n");
  } catch {
    return strFromU8(bytes);
  }
}

/** The answer as text to search: its body, unpacked when it is a package, base64 when it is a picture. */
export async function answerText(res: Response): Promise<string> {
  const type = res.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (type.startsWith("image/")) return Buffer.from(bytes).toString("base64");
  if (PACKED.test(type)) return unpacked(bytes);
  return new TextDecoder().decode(bytes);
}

/** An MCP tool call's result, from its JSON or its server-sent event. */
export function toolResult(text: string): { isError?: boolean; text: string } {
  const json = text.trimStart().startsWith("{")
    ? text
    : (text.split("\n").find((line) => line.startsWith("data: ")) ?? "data: {}").slice(6);
  const message = JSON.parse(json) as {
    result?: { isError?: boolean; content?: { text?: string }[] };
    error?: { message: string };
  };
  if (!message.result) throw new Error(`no tool result: ${text.slice(0, 300)}`);
  return { isError: message.result.isError, text: (message.result.content ?? []).map((c) => c.text ?? "").join("\n") };
}
