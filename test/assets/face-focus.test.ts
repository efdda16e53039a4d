// A picture that says where its faces are (XMP regions in the Metadata Working Group's form, as photo tools write
// them) keeps them in view: the upload's focus is the faces' centre, read before the metadata is stripped, and a deck
// that shows the picture crops to it. A focus the sender gives wins; a picture without regions gets none.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { faceFocus, readRegionAreas } from "../../src/assets/face-focus.js";
import { chunk } from "../png.js";

/** Two faces, as Lightroom writes them: struct attributes on each region's description. */
const TWO_FACES = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stDim="http://ns.adobe.com/xap/1.0/sType/Dimensions#" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#">
<mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:AppliedToDimensions stDim:w="400" stDim:h="300" stDim:unit="pixel"/>
<mwg-rs:RegionList><rdf:Bag>
<rdf:li><rdf:Description mwg-rs:Name="Ana Lima" mwg-rs:Type="Face"><mwg-rs:Area stArea:x="0.15" stArea:y="0.30" stArea:w="0.10" stArea:h="0.16" stArea:unit="normalized"/></rdf:Description></rdf:li>
<rdf:li><rdf:Description mwg-rs:Name="Kenji Sato" mwg-rs:Type="Face"><mwg-rs:Area stArea:x="0.35" stArea:y="0.34" stArea:w="0.10" stArea:h="0.16" stArea:unit="normalized"/></rdf:Description></rdf:li>
</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A focus region written with child elements, as digiKam does, beside a face: the focus wins. */
const FOCUS_AND_FACE = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#">
<mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>
<rdf:li rdf:parseType="Resource"><mwg-rs:Type>Face</mwg-rs:Type><mwg-rs:Area rdf:parseType="Resource"><stArea:x>0.8</stArea:x><stArea:y>0.2</stArea:y><stArea:w>0.1</stArea:w><stArea:h>0.1</stArea:h><stArea:unit>normalized</stArea:unit></mwg-rs:Area></rdf:li>
<rdf:li rdf:parseType="Resource"><mwg-rs:Type>Focus</mwg-rs:Type><mwg-rs:Area rdf:parseType="Resource"><stArea:x>0.6</stArea:x><stArea:y>0.7</stArea:y><stArea:unit>normalized</stArea:unit></mwg-rs:Area></rdf:li>
</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

function jpegWithXmp(xmp: string): Buffer {
  const jpeg = createCanvas(400, 300).toBuffer("image/jpeg");
  const payload = Buffer.concat([Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1"), Buffer.from(xmp, "utf8")]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

function pngWithXmp(xmp: string): Buffer {
  const png = createCanvas(400, 300).toBuffer("image/png");
  // iTXt: keyword, NUL, compression flag 0, method 0, empty language, NUL, empty translated keyword, NUL, the text.
  const itxt = chunk(
    "iTXt",
    Buffer.concat([Buffer.from("XML:com.adobe.xmp\0\0\0\0\0", "latin1"), Buffer.from(xmp, "utf8")]),
  );
  return Buffer.concat([png.subarray(0, 33), itxt, png.subarray(33)]);
}

describe("faceFocus", () => {
  it("is the centre of the box around the faces", () => {
    const focus = faceFocus(jpegWithXmp(TWO_FACES))!;
    expect(focus.x).toBeCloseTo(0.25, 5);
    expect(focus.y).toBeCloseTo(0.32, 5);
  });

  it("prefers a focus region, written with child elements", () => {
    expect(faceFocus(pngWithXmp(FOCUS_AND_FACE))).toEqual({ x: 0.6, y: 0.7 });
  });

  it("is null for a picture without regions, and for a broken packet", () => {
    expect(faceFocus(createCanvas(40, 30).toBuffer("image/jpeg"))).toBeNull();
    expect(faceFocus(jpegWithXmp(TWO_FACES.replace("</rdf:RDF>", "")))).toBeNull();
  });

  it("reads a region's type written after its area, and an area in a prefix declared on the way", () => {
    const late = FOCUS_AND_FACE.replace("<mwg-rs:Type>Focus</mwg-rs:Type>", "").replace(
      "<stArea:unit>normalized</stArea:unit></mwg-rs:Area></rdf:li>\n</rdf:Bag>",
      "<stArea:unit>normalized</stArea:unit></mwg-rs:Area><mwg-rs:Type>Focus</mwg-rs:Type></rdf:li>\n</rdf:Bag>",
    );
    expect(late).not.toBe(FOCUS_AND_FACE);
    expect(faceFocus(pngWithXmp(late))).toEqual({ x: 0.6, y: 0.7 });
    const renamed = TWO_FACES.replaceAll("mwg-rs:", "r:").replace('xmlns:mwg-rs="', 'xmlns:r="');
    expect(faceFocus(jpegWithXmp(renamed))!.x).toBeCloseTo(0.25, 5);
  });
});

/**
 * A packet of `n` areas in one region whose type comes after them, the first area at the centre (the attack: a 90 KB PNG
 * whose XMP holds 10,000 of them).
 */
const manyAreas = (n: number) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:r="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:a="http://ns.adobe.com/xmp/sType/Area#">` +
  '<r:Area a:x="0.5" a:y="0.5"/>' +
  "<r:Area/>".repeat(n - 1) +
  "<r:Type>Face</r:Type></rdf:Description></rdf:RDF></x:xmpmeta>";

/** `n` elements nested one in another. */
const deepPacket = (n: number) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  "<rdf:li>".repeat(n) +
  "</rdf:li>".repeat(n) +
  "</rdf:RDF></x:xmpmeta>";

describe("a packet built to make the reading slow", () => {
  it("is read once through, element by element, and gives at most 64 areas", () => {
    for (const n of [10_000, 100_000]) {
      const reading = readRegionAreas(manyAreas(n));
      expect(reading.areas).toEqual([{ type: "Face", x: 0.5, y: 0.5, w: 0, h: 0 }]);
      expect(reading.elements, `${n} areas`).toBe(n + 4);
    }
    const placed = manyAreas(200).replaceAll("<r:Area/>", '<r:Area a:x="0.25" a:y="0.5"/>');
    expect(readRegionAreas(placed).areas).toHaveLength(64);
    // Once 64 areas are held and their region has closed, nothing after is read.
    expect(
      readRegionAreas(placed.replace("</rdf:RDF>", `<rdf:Bag>${"<rdf:li/>".repeat(1_000)}</rdf:Bag></rdf:RDF>`))
        .elements,
    ).toBe(204);
  });

  it("reads 40,000 areas well within a test's time: quadratic reading would take hours", { timeout: 20_000 }, () => {
    // Each area's type found by walking its siblings (the type written after them) took 16 times as long at 4 times
    // the areas: 49 s for the 90 KB picture of 10,000 areas, so about 13 minutes for these 40,000. Linear, it is
    // milliseconds; the test's timeout is the bound, not a timing compared with another on a busy machine.
    const large = pngWithXmp(manyAreas(10_000));
    expect(large.length).toBeLessThan(100_000);
    expect(faceFocus(large)).toEqual({ x: 0.5, y: 0.5 });
    expect(readRegionAreas(manyAreas(40_000)).areas).toEqual([{ type: "Face", x: 0.5, y: 0.5, w: 0, h: 0 }]);
  });

  it("leaves a packet larger than an XMP packet can be, or nested 100 deep, unread", () => {
    const packet = manyAreas(30_000);
    expect(packet.length).toBeGreaterThan(256 * 1024);
    expect(faceFocus(pngWithXmp(packet))).toBeNull();
    const deep = readRegionAreas(deepPacket(10_000));
    expect(deep).toEqual({ areas: [], elements: 101 });
    expect(
      faceFocus(
        pngWithXmp(
          TWO_FACES.replace("<rdf:li>", `${"<rdf:li>".repeat(100)}<rdf:li>`).replace(
            "</rdf:li>",
            `</rdf:li>${"</rdf:li>".repeat(100)}`,
          ),
        ),
      ),
    ).toBeNull();
  });
});

describe("an upload whose picture names its faces", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpWithKey(t);
  });
  afterAll(() => t?.close());

  const upload = async (bytes: Buffer, type: string, query = "") => {
    const res = await t.app.request(`/api/assets?name=team${query}`, {
      method: "POST",
      headers: { ...alice.headers, "content-type": type },
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; focus: { x: number; y: number } | null };
  };

  it("keeps the faces' centre as its focus, though the stored picture has no metadata left", async () => {
    const asset = await upload(jpegWithXmp(TWO_FACES), "image/jpeg");
    expect(asset.focus!.x).toBeCloseTo(0.25, 5);
    const stored = Buffer.from(
      await (await t.app.request(`/api/assets/${asset.id}`, { headers: alice.headers })).arrayBuffer(),
    );
    expect(stored.includes("xmpmeta")).toBe(false);
  });

  it("and a deck showing it crops to the faces", async () => {
    const asset = await upload(pngWithXmp(FOCUS_AND_FACE), "image/png");
    const deck = {
      kind: "deck",
      title: "Team",
      slides: [
        {
          layout: "image-text",
          title: "Our team",
          body: "- Two offices",
          image: { src: asset.id, alt: "The team", focus: asset.focus },
        },
      ],
    };
    const res = await t.app.request("/api/render", jsonRequest("POST", { source: deck }, alice.headers));
    const { html } = (await res.json()) as { html: string };
    // A 400 × 300 picture in a frame a little taller than wide (0.85): 64% of its width shows, centred on the focus at
    // 60% across, so 28% is cut at the left and 8% at the right — CSS's position 28 / 36 = 77.78%; nothing cut down it.
    expect(html).toMatch(/object-position:77\.\d+% 50%/);
  });

  it("takes the sender's focus over the picture's own", async () => {
    const asset = await upload(jpegWithXmp(TWO_FACES), "image/jpeg");
    const changed = await t.app.request(
      `/api/assets/${asset.id}`,
      jsonRequest("PATCH", { focus: { x: 0.9, y: 0.1 } }, alice.headers),
    );
    expect(((await changed.json()) as { focus: unknown }).focus).toEqual({ x: 0.9, y: 0.1 });
  });
});
