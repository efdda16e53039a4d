// Worksheet names Excel accepts: no []:*?/\, at most 31 characters, not blank, no edge apostrophes, unique.

const MAX = 31;

/** Sanitises each name and makes them unique (case-insensitive, as Excel compares them). */
export function uniqueSheetNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    let base = [
      ...raw
        .replace(/[\u0000-\u001F[\]:*?/\\]/g, " ")
        .trim()
        .replace(/^'+|'+$/g, ""),
    ]
      .slice(0, MAX)
      .join("")
      .trim();
    if (!base || base.toLowerCase() === "history") base = `Sheet${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = [...base].slice(0, MAX - suffix.length).join("") + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

/** The sheet name a formula's prefix names: `'Plan 2027'!` → "Plan 2027", `Budget!` → "Budget". */
export function unquoteSheetName(prefix: string): string {
  return prefix.replace(/!$/, "").replace(/^'|'$/g, "").replace(/''/g, "'");
}

/** A sheet name quoted for use in a formula or defined name ('It''s' style). */
export function quoteSheetName(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}
