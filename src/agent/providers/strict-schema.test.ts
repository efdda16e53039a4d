// Strict structured outputs: every answer schema closed with all keys required, only keywords strict mode reads, and a
// strict answer's forced nulls taken back out so Quire's own schema accepts it.
import { describe, expect, it } from "vitest";
import type { JSONSchema7 } from "ai";
import { DeckSchema, SheetSchema } from "../../formats/model/source.js";
import { answerJsonSchema, editAnswerJsonSchema } from "./answer-schema.js";
import { strictSchema } from "./strict-schema.js";

const KINDS = ["deck", "doc", "sheet"] as const;
const schemas: [string, JSONSchema7][] = [
  ...KINDS.map((k) => [k, answerJsonSchema(k)] as [string, JSONSchema7]),
  ...KINDS.map((k) => [`edits ${k}`, editAnswerJsonSchema(k)] as [string, JSONSchema7]),
];

/** Every schema node of `s` (objects, items, union branches, definitions). */
function nodes(s: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (!s || typeof s !== "object") return out;
  if (Array.isArray(s)) {
    for (const v of s) nodes(v, out);
    return out;
  }
  const n = s as Record<string, unknown>;
  out.push(n);
  for (const [k, v] of Object.entries(n)) {
    if (k === "properties" && v && typeof v === "object") for (const p of Object.values(v)) nodes(p, out);
    else if (["items", "anyOf", "$defs"].includes(k)) nodes(k === "$defs" ? Object.values(v as object) : v, out);
  }
  return out;
}

describe("strict structured outputs", () => {
  for (const [name, schema] of schemas) {
    it(`${name}: every object closed, every key required, only strict keywords`, () => {
      const strict = strictSchema(schema)!;
      expect(strict).not.toBeNull();
      const all = nodes(strict.schema);
      const objects = all.filter((n) => n.type === "object" || n.properties);
      expect(objects.length).toBeGreaterThan(0);
      for (const o of objects) {
        expect(o.additionalProperties).toBe(false);
        expect([...((o.required as string[]) ?? [])].sort()).toEqual(
          Object.keys((o.properties as object) ?? {}).sort(),
        );
      }
      for (const n of all)
        for (const k of ["oneOf", "allOf", "minLength", "maxLength", "propertyNames", "default"])
          expect(n[k], k).toBeUndefined();
    });
  }

  it("a deck answered with nulls for the keys it leaves out is the deck again; table cells keep their nulls", () => {
    const strict = strictSchema(answerJsonSchema("deck"))!;
    const answer = {
      kind: "deck",
      title: "Rooftop bees",
      outline: ["Rooftop bees", "Costs"],
      theme: null,
      chrome: null,
      slides: [
        { layout: "title", title: "Rooftop bees", subtitle: null, notes: null },
        { layout: "table", title: "Costs", table: { columns: ["Item", "Cost"], rows: [["Hives", null]] }, notes: null },
      ],
      warnings: null,
    };
    const back = strict.unwrap(answer) as Record<string, unknown>;
    expect(back).toEqual({
      kind: "deck",
      title: "Rooftop bees",
      outline: ["Rooftop bees", "Costs"],
      slides: [
        { layout: "title", title: "Rooftop bees" },
        { layout: "table", title: "Costs", table: { columns: ["Item", "Cost"], rows: [["Hives", null]] } },
      ],
    });
    const { outline: _o, ...source } = back;
    expect(DeckSchema.safeParse(source).success).toBe(true);
  });

  it("a sheet's formula cells and typed columns come back whole", () => {
    const strict = strictSchema(answerJsonSchema("sheet"))!;
    const answer = {
      kind: "sheet",
      title: "Budget",
      outline: ["Budget"],
      sheets: [
        {
          name: "Budget",
          columns: [
            { header: "Item", type: "string", width: null, format: null },
            { header: "Cost", type: "number", width: 12, format: null },
          ],
          rows: [
            ["Rent", 1200],
            ["Total", { formula: "=SUM(B2:B2)" }],
          ],
        },
      ],
      warnings: null,
    };
    const { outline: _o, warnings: _w, ...source } = strict.unwrap(answer) as Record<string, unknown>;
    const parsed = SheetSchema.safeParse(source);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
