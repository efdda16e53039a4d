// The constructed templates are valid uploads the template loader reads, with the masters, layouts and samples they claim.
import { describe, expect, it } from "vitest";
import { validateUpload } from "../../src/brands/validate-upload.js";
import type { ValidatedPackage } from "../../src/formats/ooxml/check-package.js";
import { loadTemplate } from "../../src/formats/pptx/index.js";
import { buildTemplate, POTX_MAIN_TYPE, type LayoutSpec, type SampleKind } from "./template-kit/build-template.js";
import { CONSTRUCTED, constructedTemplate } from "./template-kit/constructed.js";

const EXPECTED: Record<string, { masters: number; layouts: number; samples: number }> = {
  "vertical-title-bar": { masters: 1, layouts: 6, samples: 0 },
  "brand-on-master-3": { masters: 3, layouts: 11, samples: 0 },
  "misleading-cust-names": { masters: 1, layouts: 6, samples: 7 },
  "body-without-idx": { masters: 1, layouts: 4, samples: 0 },
  "swapped-colour-map": { masters: 1, layouts: 6, samples: 0 },
  "dark-layout": { masters: 1, layouts: 6, samples: 0 },
  "gradient-background": { masters: 1, layouts: 6, samples: 0 },
  "white-accent": { masters: 1, layouts: 6, samples: 0 },
  "only-title-layout": { masters: 1, layouts: 2, samples: 0 },
  "potx-samples-chart-smartart": { masters: 1, layouts: 7, samples: 6 },
  "german-cust-names": { masters: 1, layouts: 8, samples: 0 },
  "japanese-cust-names": { masters: 1, layouts: 8, samples: 0 },
  "picture-frames": { masters: 1, layouts: 5, samples: 0 },
};

const REL_ATTRS = /<Relationship\b[^>]*\bTarget="([^"]+)"[^>]*>/g;

/** Every internal relationship target exists and every part has a content type. */
function packageProblems(pkg: ValidatedPackage): string[] {
  const problems: string[] = [];
  for (const [name, text] of pkg.xml) {
    if (!name.endsWith(".rels")) continue;
    const base = name.replace(/_rels\/[^/]*\.rels$/, "");
    for (const [tag, target] of text.matchAll(REL_ATTRS)) {
      if (/TargetMode="External"/.test(tag)) continue;
      const resolved = new URL(target!, `http://pkg/${base}`).pathname.slice(1);
      if (!pkg.parts.has(resolved)) problems.push(`${name} → missing ${resolved}`);
    }
  }
  for (const name of pkg.parts.keys()) {
    const ext = name.split(".").pop()!.toLowerCase();
    if (!pkg.contentTypes.overrides.has(name.toLowerCase()) && !pkg.contentTypes.defaults.has(ext))
      problems.push(`${name} has no content type`);
  }
  return problems;
}

/** Master and layout ids share one space and must be unique; slide ids start at 256. */
function idProblems(pkg: ValidatedPackage): string[] {
  const ids: number[] = [];
  for (const [name, text] of pkg.xml) {
    if (name === "ppt/presentation.xml" || name.startsWith("ppt/slideMasters/slideMaster")) {
      for (const m of text.matchAll(/<p:(?:sldMasterId|sldLayoutId) id="(\d+)"/g)) ids.push(Number(m[1]));
    }
  }
  const problems = ids.filter((id) => id < 2147483648).map((id) => `id ${id} below 2147483648`);
  if (new Set(ids).size !== ids.length) problems.push(`duplicate master/layout ids: ${ids.join(", ")}`);
  const slideIds = [...pkg.xml.get("ppt/presentation.xml")!.matchAll(/<p:sldId id="(\d+)"/g)].map((m) => Number(m[1]));
  if (slideIds.some((id, i) => id !== 256 + i)) problems.push(`slide ids ${slideIds.join(", ")}`);
  return problems;
}

describe("constructed templates", () => {
  it("covers exactly the expected templates", () => {
    expect(Object.keys(CONSTRUCTED).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: a valid upload with ${expected.masters} master(s), ${expected.layouts} layouts, ${expected.samples} samples`, () => {
      const bytes = constructedTemplate(name);
      const pkg = validateUpload(bytes);
      expect(packageProblems(pkg)).toEqual([]);
      expect(idProblems(pkg)).toEqual([]);
      const template = loadTemplate(bytes);
      expect(template.masters).toHaveLength(expected.masters);
      expect(template.layouts).toHaveLength(expected.layouts);
      expect(template.samples).toHaveLength(expected.samples);
      expect(CONSTRUCTED[name]!.why.length).toBeGreaterThan(20);
    });
  }

  it("saves the potx one with the template main content type", () => {
    const pkg = validateUpload(constructedTemplate("potx-samples-chart-smartart"));
    expect(pkg.kind).toBe("potx");
    expect(pkg.contentTypes.overrides.get(pkg.mainPart)).toBe(POTX_MAIN_TYPE);
    expect(pkg.contentTypes.overrides.get(pkg.mainPart)).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.template.main+xml",
    );
    expect([...pkg.parts.keys()].filter((p) => /^ppt\/(charts\/chart|diagrams\/data)\d+\.xml$/.test(p)).sort()).toEqual(
      ["ppt/charts/chart1.xml", "ppt/diagrams/data1.xml"],
    );
    for (const other of Object.keys(CONSTRUCTED).filter((n) => n !== "potx-samples-chart-smartart"))
      expect(validateUpload(constructedTemplate(other)).kind).toBe("pptx");
  });

  it("keeps layout names, types and order as described", () => {
    const layoutsOf = (name: string) =>
      loadTemplate(constructedTemplate(name)).layouts.map((l) => `${l.name}|${l.type}`);
    expect(layoutsOf("misleading-cust-names")).toEqual([
      "Section Header|cust",
      "Heading Strip|cust",
      "Layout 7|obj",
      "Section|secHead",
      "Title Slide|title",
      "Title Only|titleOnly",
    ]);
    expect(layoutsOf("only-title-layout")).toEqual(["Title Slide|title", "Title Only|titleOnly"]);
    expect(layoutsOf("japanese-cust-names")[0]).toBe("白紙|cust");
    expect(layoutsOf("german-cust-names").every((l) => l.endsWith("|cust"))).toBe(true);
    expect(loadTemplate(constructedTemplate("brand-on-master-3")).masters.map((m) => m.name)).toContain("Brand");
  });

  it("writes idx-less body placeholders and a 4:3 slide size where asked", () => {
    const layouts = [...validateUpload(constructedTemplate("body-without-idx")).xml].filter(([n]) =>
      /slideLayouts\/slideLayout\d+\.xml$/.test(n),
    );
    const twoContent = layouts.find(([, x]) => x.includes(`name="Two Content"`))![1];
    expect(twoContent.match(/<p:ph type="body"\/>/g)).toHaveLength(2);
    expect(loadTemplate(constructedTemplate("only-title-layout")).slideSize).toEqual({ cx: 9144000, cy: 6858000 });
    expect(loadTemplate(constructedTemplate("vertical-title-bar")).slideSize).toEqual({ cx: 12192000, cy: 6858000 });
  });

  it("builds every sample kind, numbering repeated charts and diagrams apart", () => {
    const kinds: SampleKind[] = [
      "title",
      "section",
      "bullets",
      "two-column",
      "table",
      "chart",
      "chart",
      "smartart",
      "smartart",
      "image",
      "quote",
    ];
    const layouts: LayoutSpec[] = [
      {
        name: "Title Slide",
        type: "title",
        placeholders: [
          { type: "ctrTitle", box: [1.67, 1.23, 10, 2.61] },
          { type: "subTitle", idx: 1, box: [1.67, 3.94, 10, 1.81] },
        ],
      },
      {
        name: "Two Content",
        type: "twoObj",
        placeholders: [{ type: "title" }, { idx: 1, box: [0.9, 2, 5.6, 4.7] }, { idx: 2, box: [6.8, 2, 5.6, 4.7] }],
      },
      {
        name: "Picture with Caption",
        type: "picTx",
        placeholders: [
          { type: "title", box: [0.9, 0.5, 4.3, 1.7] },
          { type: "pic", idx: 1, box: [5.7, 1.1, 6.7, 5.3] },
          { type: "body", idx: 2, box: [0.9, 2.3, 4.3, 4.2] },
        ],
      },
    ];
    const layoutFor = (k: SampleKind) => (k === "title" ? 0 : k === "image" ? 2 : 1);
    const spec = CONSTRUCTED["white-accent"]!.spec();
    const master = { ...spec.masters[0]!, layouts };
    const bytes = buildTemplate({
      masters: [master],
      samples: kinds.map((kind) => ({ master: 0, layout: layoutFor(kind), kind })),
    });
    const pkg = validateUpload(bytes);
    expect(packageProblems(pkg)).toEqual([]);
    expect(idProblems(pkg)).toEqual([]);
    const names = [...pkg.parts.keys()];
    expect(names.filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n)).sort()).toEqual([
      "ppt/charts/chart1.xml",
      "ppt/charts/chart2.xml",
    ]);
    expect(names.filter((n) => /^ppt\/diagrams\/\w+\d\.xml$/.test(n))).toHaveLength(10);
    expect(names).toContain("ppt/media/image1.png");
    // The diagram data names its drawing by the id the slide gives it.
    const slide = names.find((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n) && pkg.xml.get(n)!.includes("dgm:relIds"))!;
    const drawingRel = /Id="(rId\d+)"[^>]*diagramDrawing/.exec(
      pkg.xml.get(slide.replace("slides/", "slides/_rels/") + ".rels")!,
    )![1];
    const dataRel = /r:dm="(rId\d+)"/.exec(pkg.xml.get(slide)!)![1];
    const dataTarget = new RegExp(`Id="${dataRel}"[^>]*Target="\\.\\./([^"]+)"`).exec(
      pkg.xml.get(slide.replace("slides/", "slides/_rels/") + ".rels")!,
    )![1];
    expect(pkg.xml.get(`ppt/${dataTarget}`)).toContain(`relId="${drawingRel}"`);
    expect(loadTemplate(bytes).samples).toHaveLength(kinds.length);
  });

  it("produces the same bytes every time", () => {
    expect(constructedTemplate("picture-frames")).toEqual(constructedTemplate("picture-frames"));
  });
});
