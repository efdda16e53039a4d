// Files attached to a prompt: an "Attach files" button, drag and drop onto the prompt box, removable chips, the server's limits.
import { useRef, useState, type DragEvent } from "react";
import { IMPORT_EXTENSIONS, IMPORT_EXTENSIONS_BY_FORMAT } from "@quire/sdk";

/** Each format's own extension, for the refusal's words (".pdf .docx … .html"). */
const OWN_EXTENSIONS = Object.values(IMPORT_EXTENSIONS_BY_FORMAT).map((extensions) => extensions[0]);
export const MAX_FILES = 10;
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_TOTAL_BYTES = 50 * 1024 * 1024;

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".")).toLowerCase();
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
const listNames = (names: string[]) =>
  names.length > 4
    ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`
    : names.length > 1
      ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
      : names[0];
const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");

/** The attached files, what was refused and why, and the drag-and-drop handlers for the box that takes them. */
export function useAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  function add(incoming: Iterable<File>) {
    const kept = [...files];
    const refused: string[] = [];
    const overLimit: string[] = [];
    for (const file of incoming) {
      if (kept.some((f) => sameFile(f, file))) continue;
      if (!IMPORT_EXTENSIONS.includes(extensionOf(file.name)))
        refused.push(`${file.name} is not a file Quire reads (${OWN_EXTENSIONS.join(" ")}).`);
      else if (file.size > MAX_FILE_BYTES)
        refused.push(`${file.name} is ${formatBytes(file.size)}; each file may be at most 25 MB.`);
      else if (kept.length >= MAX_FILES) overLimit.push(file.name);
      else if (kept.reduce((sum, f) => sum + f.size, file.size) > MAX_TOTAL_BYTES)
        refused.push(`${file.name} was not attached: the files may be at most 50 MB together.`);
      else kept.push(file);
    }
    if (overLimit.length)
      refused.unshift(
        `At most ${MAX_FILES} files per request: ${listNames(overLimit)} ${overLimit.length === 1 ? "was" : "were"} not attached.`,
      );
    setFiles(kept);
    setProblem(
      refused.length > 3
        ? `${refused.slice(0, 2).join(" ")} ${refused.length - 2} more files were not attached.`
        : refused.join(" ") || null,
    );
  }

  // Spread on the prompt box: only drags that carry files are taken (dragged text still drops into the textarea).
  const dropTarget = {
    onDragEnter(e: DragEvent) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragOver(e: DragEvent) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
    },
    onDragLeave(e: DragEvent) {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(e: DragEvent) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(false);
      add(Array.from(e.dataTransfer.files));
    },
  };

  return {
    files,
    problem,
    dragging,
    dropTarget,
    add,
    remove: (file: File) => (setFiles((list) => list.filter((f) => f !== file)), setProblem(null)),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

/** The "Attach files" button (a hidden multiple file input behind it) and the attached files as removable chips. */
export function AttachFiles({ attachments, disabled = false }: { attachments: Attachments; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { files, problem } = attachments;
  return (
    <div className="attach">
      <div className="row">
        <button
          ref={button}
          type="button"
          className="button ghost small"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby="attach-hint"
        >
          Attach files
        </button>
        <span id="attach-hint" className="hint">
          {attachments.dragging
            ? "Drop the files to attach them"
            : `or drop them here — up to ${MAX_FILES}: PDF, Word, PowerPoint, Excel, CSV, Markdown, text, HTML`}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Files to attach"
          accept={IMPORT_EXTENSIONS.join(",")}
          onChange={(e) => {
            attachments.add(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="attachments" aria-label="Attached files">
          {files.map((f) => (
            <li key={`${f.name}:${f.size}:${f.lastModified}`} className="attachment">
              <span className="attachment-name" title={f.name}>
                {f.name}
              </span>{" "}
              <span className="hint">{formatBytes(f.size)}</span>
              <button
                type="button"
                className="remove"
                onClick={() => (attachments.remove(f), button.current?.focus())}
                disabled={disabled}
                aria-label={`Remove ${f.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {files.length === 1 ? "1 file attached" : `${files.length} files attached`}
      </p>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
