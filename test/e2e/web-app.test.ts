// End to end in headless Chromium: the demo, magic-link sign-in from a real SMTP sink, a deck by prompt and its
// pptx, forking a showcase demo, API keys created and revoked, a brand uploaded, a deck generated on it and an
// existing deck rebuilt on it, files attached to a prompt (button and drop) and read into the deck, a deck's quality
// report (on its page, and live after a run) and the workspace list's first-slide pictures.
import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mimeParts, startSmtpSink, type SmtpSink } from "../auth/smtp-sink.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";
import { cleanDeck, continuedDeck, tinyTextDeck } from "../quality/sample-decks.js";
import { pngDataUrlOf, rgbPng } from "../png.js";
import { thirdPartyFile } from "../fixtures.js";

const FIXTURE = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const SAMPLE_DECK = thirdPartyFile("material/poi-sample-show.pptx");
const FERRY_NOTES =
  "# Harbour ferry review\n\n## Ridership\n\nThe harbour ferry carried 41,200 riders in March, up from 36,900 in February.\n\n## Delays\n\nMost delays came from the north pier ramp, which failed inspection twice.\n\n## Next steps\n\n- Replace the north pier ramp before summer\n- Add a second morning crossing\n";
const RIDERSHIP_CSV = "Month,Riders\nJanuary,35100\nFebruary,36900\nMarch,41200\n";
if (chromiumSkipReason) console.info(`[e2e] ${chromiumSkipReason}`);

// Generous time: CI runs this beside LibreOffice-heavy suites on two cores, where a step can take ten times as long.
describe.skipIf(chromiumSkipReason !== null)("web app in Chromium", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let smtp: SmtpSink;
  let browser: Browser;
  let page: Page;
  const email = `e2e-${Date.now()}@example.com`;

  beforeAll(async () => {
    buildWeb();
    smtp = await startSmtpSink();
    server = await startLiveServer({
      SMTP_URL: smtp.url,
      RATE_LIMIT_DEMO_PER_MINUTE: "100",
      RATE_LIMIT_DEMO_PER_DAY: "100",
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on("pageerror", (err) => console.error("[page error]", err.message));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it("runs the demo on the landing page and shows the result live, without signing in", async () => {
    await page.goto(server.url + "/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/from one sentence/);
    await page.getByLabel("What should Quire make?").fill("A pitch deck for a neighbourhood bike-repair co-op");
    await page.getByRole("button", { name: "Make it" }).click();
    const frame = page.frameLocator("iframe.preview");
    await frame.locator("section, article, .slide").first().waitFor({ timeout: 60_000 });
    const sandbox = await page.locator("iframe.preview").getAttribute("sandbox");
    expect(sandbox).toBe("");
    // The done line's quality report, under the finished deck: what was checked, then findings by slide or none.
    const quality = page.locator(".live").getByRole("region", { name: "Quality check" });
    await quality
      .getByRole("status")
      .filter({ hasText: /^Checked (all \d+ slides|\d+ of \d+ slides)/ })
      .waitFor({ timeout: 60_000 });
    await expect(quality.textContent()).resolves.toMatch(/No findings|Slide \d+(To fix|To consider)/);
  });

  it("signs in with a magic link read from the SMTP sink", async () => {
    await page.goto(server.url + "/sign-in");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    const mail = await smtp.waitFor(1);
    const text = mimeParts(mail.raw).find((p) => p.contentType === "text/plain")!.body;
    const link = text.match(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/)![0];
    await page.goto(link);
    await page.waitForURL(/\/app$/);
    await page.getByRole("link", { name: "Account" }).waitFor();
  });

  it("creates a deck from a prompt and downloads a valid pptx", async () => {
    await page.goto(server.url + "/app");
    await page
      .getByRole("textbox", { name: "New document" })
      .fill("A 6-slide deck about composting for a primary school class");
    await page.locator("form[aria-label='New document']").getByRole("combobox", { name: "Kind" }).selectOption("deck");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForURL(/\/app\/d\/doc_/, { timeout: 60_000 });
    await page.getByText(/Slide 1 of \d+/).waitFor();
    // The preview shows one slide of the whole deck, with the deck's own numbering ("2 / 6", never "1 / 1").
    const total = Number(/Slide 1 of (\d+)/.exec((await page.getByText(/Slide 1 of \d+/).textContent())!)![1]);
    await page.getByRole("button", { name: "Next →" }).click();
    await page.getByText(`Slide 2 of ${total}`).waitFor();
    // The document's own preview (the run's view may still show the whole deck in a frame of its own above it).
    const frame = page.frameLocator("iframe.preview.tall");
    // The frame is drawn again when its page is replaced: read which slide it shows until it is the second, and say
    // what the page's own count said when it is not.
    const shown = async () =>
      `${await frame
        .locator("section.slide:visible")
        .first()
        .getAttribute("id", { timeout: 1_000 })
        .catch(() => "none")} (${await page.locator("#slides [aria-live]").textContent()})`;
    await expect.poll(shown, { timeout: 20_000 }).toBe(`slide-2 (Slide 2 of ${total})`);
    await expect(frame.locator("section.slide:visible").count()).resolves.toBe(1);
    await expect(frame.locator("#slide-2 .foot").textContent()).resolves.toContain(`2 / ${total}`);
    await page.getByRole("button", { name: "← Previous" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: ".pptx" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    expect(validateOoxml(bytes)).toEqual([]);
  });

  it("shows every theme as a picture and switches the deck's theme", async () => {
    const pictures = page.locator(".theme-grid [role=radio]");
    await pictures.first().waitFor();
    expect(await pictures.count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole("radio", { name: "light" }).getAttribute("aria-checked")).resolves.toBe("true");
    await page.getByRole("radio", { name: "forest" }).click();
    await page.waitForFunction(
      () => document.querySelector('.theme-grid [aria-checked="true"]')?.textContent === "forest",
    );
    const id = page.url().split("/").pop()!;
    const saved = await page.evaluate(
      async (docId) =>
        (await (await fetch(`/api/workspace/documents/${docId}`)).json()) as {
          document: { source: { theme?: { name?: string } } };
        },
      id,
    );
    expect(saved.document.source.theme?.name).toBe("forest");
    // The slide size: 4:3 is saved in the source and the preview's slides take that shape.
    await page.getByLabel("Slide size").selectOption("4:3");
    await page.waitForFunction(
      async (docId) => (await (await fetch(`/api/workspace/documents/${docId}`)).json()).document.source.size === "4:3",
      id,
    );
    // The preview is drawn again in the new shape: its frame is replaced, so read the shape until it is there.
    const slide = page.frameLocator("iframe").first().locator(".slide:visible").first();
    await expect
      .poll(async () => ((box) => (box ? box.width / box.height : 0))(await slide.boundingBox()), { timeout: 10_000 })
      .toBeCloseTo(4 / 3, 1);
  });

  it("imports a file from the workspace and opens it as a document", async () => {
    const back = page.url();
    await page.goto(server.url + "/app");
    await page.getByLabel("Import a file").setInputFiles({
      name: "field-notes.md",
      mimeType: "text/markdown",
      buffer: Buffer.from("# Field notes\n\nTrucks turn in 38 minutes.\n\n## Findings\n\n- one\n- two\n"),
    });
    await page.waitForURL(/\/app\/d\/doc_/);
    // The address changes before the document page has drawn: wait for its heading, not the workspace's.
    await page.getByRole("heading", { level: 1, name: "Field notes" }).waitFor();
    await page.goto(back);
  });

  it("revises the deck by prompt and lists what changed and what is left to check", async () => {
    await page
      .getByLabel("Revise with a prompt")
      .fill("Add a slide on worm bins and rename the agenda to Plan for today");
    await page.getByRole("button", { name: "Revise", exact: true }).click();
    const changes = page.locator(".run-report .edits li");
    await changes.first().waitFor({ timeout: 60_000 });
    await expect(changes.allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Added slide \d+ “Worm bins”$/),
      "Renamed slide 2 “Agenda” to “Plan for today”",
      "Updated the agenda on slide 2 to list the slides as they now are",
    ]);
    await expect(page.locator(".run-report .warnings li").first().textContent()).resolves.toMatch(
      /“Worm bins” has 3 gaps in \[brackets\] to fill/,
    );
  });

  it("shows a deck's quality report by slide in plain words, No findings for a clean deck, and none (nor a theme picker) for a doc", async () => {
    const hostile = "[Revenue <img src=x onerror=window.__pwned=1>]";
    const crowded = await createDocument(page, {
      kind: "deck",
      title: "Crowded quarter",
      source: {
        ...continuedDeck,
        title: "Crowded quarter",
        slides: [
          cleanDeck.slides[0]!,
          ...continuedDeck.slides,
          ...tinyTextDeck.slides,
          { layout: "section", title: "Next quarter", subtitle: hostile },
        ],
      },
    });
    await page.goto(`${server.url}/app/d/${crowded}`);
    const quality = page.getByRole("region", { name: "Quality check" });
    await quality.getByRole("status").filter({ hasText: "Checked all 4 slides: 2 to fix, 1 to consider." }).waitFor();
    const groups = quality.getByRole("list", { name: "Findings by slide" }).locator(":scope > li");
    await expect(groups.locator("h3").allTextContents()).resolves.toEqual(["Slide 2", "Slide 3", "Slide 4"]);
    await expect(groups.nth(0).textContent()).resolves.toMatch(
      /^Slide 2To considerRuns onto more slides\. The content did not fit and continues on \d+ more slides?\.$/,
    );
    await expect(groups.nth(1).textContent()).resolves.toMatch(
      /^Slide 3To fixSmall text\. Text is drawn at [\d.]+ pt to fit/,
    );
    // Words from the deck are shown as text: the markup in a placeholder is not run or drawn.
    await expect(groups.nth(2).textContent()).resolves.toBe(
      `Slide 4To fixLeft to fill in. “${hostile}” is a placeholder left to fill.`,
    );
    expect(await quality.locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // A slide's heading shows that slide in the preview.
    await groups.nth(1).getByRole("button", { name: "Slide 3" }).click();
    await page.getByText("Slide 3 of 4").waitFor();

    const clean = await createDocument(page, { kind: "deck", title: cleanDeck.title, source: cleanDeck });
    await page.goto(`${server.url}/app/d/${clean}`);
    await page
      .getByRole("region", { name: "Quality check" })
      .getByText(/^No findings/)
      .waitFor();
    await expect(page.getByRole("region", { name: "Quality check" }).getByRole("status").textContent()).resolves.toBe(
      `Checked all ${cleanDeck.slides.length} slides.`,
    );

    // What a screen reader would miss is listed apart: a picture without alt text, a slide without a title.
    const picture = { src: pngDataUrlOf(rgbPng(8, 8, () => [40, 90, 160])), alt: "" };
    const gaps = await createDocument(page, {
      kind: "deck",
      title: "Gaps",
      source: {
        ...cleanDeck,
        title: "Gaps",
        slides: [
          cleanDeck.slides[0]!,
          { layout: "image", title: "Site plan", image: picture },
          { layout: "kpi", metrics: [{ value: "41,200", label: "Riders" }] },
        ],
      },
    });
    await page.goto(`${server.url}/app/d/${gaps}`);
    const forReaders = page.getByRole("region", { name: "For screen readers" });
    await forReaders.waitFor();
    await expect(forReaders.locator("li").allTextContents()).resolves.toEqual([
      expect.stringMatching(/^To fixSlide 2: Slide 2's picture has no alt text/),
      expect.stringMatching(/^To considerSlide 3: Slide 3 has no title/),
    ]);

    // A doc has no slides: no report is asked for or shown.
    const note = await createDocument(page, {
      kind: "doc",
      title: "Depot note",
      source: { kind: "doc", title: "Depot note", markdown: "# Depot note\n\nText." },
    });
    const asked: string[] = [];
    const listen = (r: { url(): string }) => void (r.url().endsWith("/quality") && asked.push(r.url()));
    page.on("request", listen);
    await page.goto(`${server.url}/app/d/${note}`);
    await page.getByRole("heading", { level: 1, name: "Depot note" }).waitFor();
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    expect(asked).toEqual([]);
    expect(await page.getByRole("region", { name: "Quality check" }).count()).toBe(0);
    // Nor a theme: a doc's source has none, so a picker there would change nothing.
    expect(await page.locator(".theme-grid").count()).toBe(0);
  });

  it("lists each deck with its first slide as a lazy picture in a fixed box; a picture that fails leaves the box", async () => {
    const title = 'Ferry <img src=x onerror=window.__pwned=1> "review"';
    const deck = await createDocument(page, { kind: "deck", title, source: { ...cleanDeck, title } });
    const gone = await createDocument(page, {
      kind: "deck",
      title: "Deleted while listed",
      source: { ...cleanDeck, title: "Deleted while listed" },
    });
    // The pictures are held back until the list has been measured, then answered by the server as they are.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/workspace/documents/*/slides/1.png*", async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/app`);
      const rows = page.getByRole("list", { name: "Documents" }).locator(":scope > li");
      const row = rows.filter({ hasText: "Ferry <img" });
      await row.locator("img").waitFor({ state: "attached" });
      const before = await rows.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().height));
      await page
        .evaluate((id) => fetch(`/api/workspace/documents/${id}`, { method: "DELETE" }).then((r) => r.status), gone)
        .then((status) => expect(status).toBe(200));
      release();
      const img = row.locator("img");
      await expect(img.getAttribute("loading")).resolves.toBe("lazy");
      await expect(img.getAttribute("alt")).resolves.toBe(`First slide of “${title}”`);
      await expect(img.getAttribute("src")).resolves.toBe(`/api/workspace/documents/${deck}/slides/1.png?width=320`);
      await page.waitForFunction(
        (id) =>
          [...document.querySelectorAll<HTMLImageElement>(`img[src*="${id}"]`)].some(
            (i) => i.complete && i.naturalWidth === 320,
          ),
        deck,
      );
      // The deck deleted meanwhile answers 404: its row keeps the same box, saying there is no preview.
      await rows.filter({ hasText: "Deleted while listed" }).getByText("No preview").waitFor();
      const after = await rows.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().height));
      expect(after).toEqual(before);
      const boxes = await page
        .locator(".doc-list .thumb")
        .evaluateAll((els) =>
          els.map((el) => `${el.getBoundingClientRect().width}x${el.getBoundingClientRect().height}`),
        );
      expect(new Set(boxes)).toEqual(new Set(["160x90"]));
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    } finally {
      release();
      await page.unroute("**/api/workspace/documents/*/slides/1.png*");
    }
    // The picture is the owner's alone: without the session it is refused.
    const stranger = await browser.newContext();
    expect(
      (await stranger.request.get(`${server.url}/api/workspace/documents/${deck}/slides/1.png?width=320`)).status(),
    ).toBe(401);
    await stranger.close();
  });

  it("forks a showcase demo into the workspace", async () => {
    await page.goto(server.url + "/");
    const firstCard = page.locator(".cards .card").first();
    const title = (await firstCard.locator("h3").textContent())!;
    await firstCard.getByRole("button", { name: /Use/ }).click();
    await page.waitForURL(/\/app\/d\/doc_/);
    // The document's page shows its heading once the fork's copy is loaded (a loaded machine may take a moment).
    await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
  });

  it("creates an API key (shown once), uses it, revokes it, and it stops working", async () => {
    await page.goto(server.url + "/account");
    await page.getByLabel("Name").fill("e2e script");
    await page.getByRole("button", { name: "Create key" }).click();
    const key = (await page.getByTestId("new-key").textContent())!;
    expect(key).toMatch(/^quire_pk_[A-Za-z0-9]{48,}$/);
    const list = page.getByRole("list", { name: "Your API keys" });
    await list.getByText("e2e script").waitFor();
    expect(await list.textContent()).not.toContain(key);
    const ok = await fetch(`${server.url}/api/workspace/documents`, { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
    await page.getByRole("button", { name: "Revoke e2e script" }).click();
    await list.getByText("No keys yet.").waitFor();
    const refused = await fetch(`${server.url}/api/workspace/documents`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);
  });

  it("uploads a brand, shows its analysis, and generates a deck on it", async () => {
    await page.goto(server.url + "/app/brands");
    await page.getByLabel("Template (.pptx or .potx, up to 25 MB)").setInputFiles(FIXTURE);
    await page.getByLabel("Name (optional)").fill("Python default");
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByRole("heading", { name: "Python default" }).waitFor({ timeout: 60_000 });
    await page
      .getByText(/11 layouts/)
      .first()
      .waitFor();
    await page.getByText("Built on master 1 of 1", { exact: false }).waitFor();
    await page.getByText("Layout per slide role").click();
    await expect.poll(() => page.getByRole("row", { name: /^bullets Title and Content/ }).count()).toBe(1);
    await page.getByLabel("Generate a deck on this template").fill("Quarterly results for the board, 5 slides");
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: "Generate .pptx" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    expect(validateOoxml(bytes)).toEqual([]);
  });

  it("applies the brand to an existing deck: reads it, builds it on the brand and downloads the pptx", async () => {
    await page.goto(server.url + "/app/brands");
    await page.getByRole("button", { name: /^Python default/ }).click();
    const apply = page.getByRole("region", { name: "Apply to an existing deck" });
    const choose = apply.getByLabel("Choose a deck (.pptx or .potx)");
    await choose.setInputFiles({
      name: "notes.md",
      mimeType: "text/markdown",
      buffer: Buffer.from("# Notes\n\nNot a deck.\n"),
    });
    await apply.getByRole("alert").filter({ hasText: "notes.md is not a PowerPoint deck" }).waitFor();
    const progress = await recordText(page, ".apply-deck [role=status]");
    const generated = page.waitForResponse((r) => /\/api\/brands\/[^/]+\/generate$/.test(r.url()));
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      choose.setInputFiles(SAMPLE_DECK),
    ]);
    const res = await generated;
    expect(res.status()).toBe(200);
    expect(JSON.parse(res.request().postData()!)).toMatchObject({ source: { kind: "deck" }, save: true });
    expect(res.headers()["x-document-id"]).toMatch(/^doc_/);
    expect(download.suggestedFilename()).toMatch(/^poi-sample-show.*\.pptx$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(validateOoxml(new Uint8Array(bytes))).toEqual([]);
    await apply
      .getByRole("status")
      .filter({ hasText: /^Downloaded .+\.pptx: \d+ slides on Python default\./ })
      .waitFor();
    expect(await progress()).toEqual(expect.arrayContaining(["Reading deck…", "Building on Python default…"]));
    await apply.getByRole("link", { name: "Open it in your workspace" }).click();
    await page.waitForURL(/\/app\/d\/doc_/);
  });

  it("attaches files to the prompt (button and drop), shows them being read and makes the deck from them", async () => {
    // Armed a navigation ahead: Playwright turns Chromium's file-chooser interception on without waiting for it.
    const choosing = page.waitForEvent("filechooser");
    await page.goto(server.url + "/app");
    const box = page.locator("form[aria-label='New document']");
    await box.getByRole("textbox", { name: "New document" }).fill("A short deck from my ferry notes");
    await box.getByRole("combobox", { name: "Kind" }).selectOption("deck");
    // The button works from the keyboard: Enter opens the file chooser.
    const [chooser] = await Promise.all([choosing, box.getByRole("button", { name: "Attach files" }).press("Enter")]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles({ name: "ferry-notes.md", mimeType: "text/markdown", buffer: Buffer.from(FERRY_NOTES) });
    await dropFiles(box, [["ridership.csv", RIDERSHIP_CSV]]);
    const chips = box.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(chips.allTextContents()).resolves.toEqual([
      expect.stringMatching(/^ferry-notes\.md \d+ B/),
      expect.stringMatching(/^ridership\.csv \d+ B/),
    ]);
    // The run opens the new document when done, so the live region's text is recorded as it changes.
    const live = await recordText(page, ".live");
    const agent = page.waitForRequest((r) => r.url().endsWith("/api/agent"));
    await box.getByRole("button", { name: "Create", exact: true }).click();
    // Both files went in the multipart body (Chromium does not hand a body with files to Playwright): both are read.
    expect((await agent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await page.waitForURL(/\/app\/d\/doc_/, { timeout: 60_000 });
    // The page shows each file as it is read. The last status lines may render in one batch with the jump to the new
    // document (and so never paint), so each file shows as being read or as read; the stream's own lines are checked
    // line by line in test/agent/attachments-route.test.ts.
    const seen = (await live()).join("\n");
    expect(seen).toMatch(/Read(ing)? ferry-notes\.md/);
    expect(seen).toMatch(/Read(ing)? ridership\.csv/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/^Harbour ferry review/);
    const id = page.url().split("/").pop()!;
    const saved = await page.evaluate(
      async (docId) =>
        (await (await fetch(`/api/workspace/documents/${docId}`)).json()) as {
          document: { source: { slides: { sources?: { file: string }[] }[] } };
        },
      id,
    );
    expect(JSON.stringify(saved.document.source)).toContain("north pier ramp");
    expect(
      saved.document.source.slides.every((s) =>
        s.sources?.some((r) => ["ferry-notes.md", "ridership.csv"].includes(r.file)),
      ),
    ).toBe(true);
  });

  it("takes files dropped on the prompt box: highlighted while dragging, at most 10, each removable", async () => {
    await page.goto(server.url + "/app");
    const box = page.locator("form[aria-label='New document']");
    await box.evaluate((form) => {
      const data = new DataTransfer();
      data.items.add(new File(["x"], "x.md"));
      form.dispatchEvent(new DragEvent("dragenter", { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await expect(box.getAttribute("class")).resolves.toContain("dragging");
    await box.getByText("Drop the files to attach them").waitFor();
    await dropFiles(
      box,
      Array.from({ length: 11 }, (_, i): [string, string] => [`part-${i + 1}.md`, `# Part ${i + 1}\n\nNotes.\n`]),
    );
    await expect.poll(() => box.getAttribute("class")).not.toContain("dragging");
    const chips = box.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect.poll(() => chips.count()).toBe(10);
    await box
      .getByRole("alert")
      .filter({ hasText: "At most 10 files per request: part-11.md was not attached." })
      .waitFor();
    await box.getByRole("button", { name: "Remove part-1.md" }).click();
    await expect.poll(() => chips.count()).toBe(9);
    expect(await chips.first().textContent()).toMatch(/^part-2\.md/);
  });

  it("says which attached file could not be read", async () => {
    await page.goto(server.url + "/app");
    const box = page.locator("form[aria-label='New document']");
    await box.getByRole("textbox", { name: "New document" }).fill("A short deck from this report");
    await box.getByLabel("Files to attach").setInputFiles({
      name: "broken.docx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("PK\x03\x04garbage"),
    });
    await box.getByRole("button", { name: "Create", exact: true }).click();
    await box
      .getByRole("alert")
      .filter({ hasText: /^Could not read broken\.docx: / })
      .waitFor({ timeout: 60_000 });
    expect(page.url()).toMatch(/\/app$/);
  });
});

/** Saves a document through the signed-in page's own session; returns its id. */
async function createDocument(page: Page, body: unknown): Promise<string> {
  return page.evaluate(async (body) => {
    const res = await fetch("/api/workspace/documents", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { document: { id: string } }).document.id;
  }, body);
}

/** Records `selector`'s text each time it changes (from now on); the returned function reads what was seen. */
async function recordText(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const key = `__seen_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([key, selector]) => {
      const seen: string[] = ((window as unknown as Record<string, string[]>)[key] = []);
      new MutationObserver(() => {
        const text = document.querySelector(selector)?.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [key, selector] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!, key);
}

/** Drops files on an element as a browser does: a drop event carrying them in its DataTransfer. */
async function dropFiles(target: Locator, files: [name: string, text: string][]): Promise<void> {
  await target.evaluate((el, files) => {
    const data = new DataTransfer();
    for (const [name, text] of files) data.items.add(new File([text], name));
    el.dispatchEvent(new DragEvent("dragenter", { dataTransfer: data, bubbles: true, cancelable: true }));
    el.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true }));
    el.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
}

describe.skipIf(chromiumSkipReason !== null)("web app budgets and limits", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let browser: Browser;

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer({ RATE_LIMIT_DEMO_PER_DAY: "1", RATE_LIMIT_DEMO_PER_MINUTE: "10" });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("keeps the landing page's JavaScript under 200 KB gzipped", async () => {
    const { gzipSync } = await import("node:zlib");
    const { readdirSync } = await import("node:fs");
    const dir = new URL("../../web/dist/assets/", import.meta.url).pathname;
    const total = readdirSync(dir)
      .filter((f) => f.endsWith(".js"))
      .reduce((sum, f) => sum + gzipSync(readFileSync(dir + f)).byteLength, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(200 * 1024);
  });

  it("paints the landing page before any API call answers, and loads nothing from other origins", async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    // Hold every API answer: the hero and the demo form must still render.
    await page.route("**/api/**", () => {});
    await page.goto(server.url + "/", { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 5_000 });
    await page.getByLabel("What should Quire make?").waitFor();
    expect(foreign).toEqual([]);
    await page.close();
  });

  it("gives every form control on each public page an accessible name", async () => {
    const page = await browser.newPage();
    for (const path of ["/", "/sign-in"]) {
      await page.goto(server.url + path);
      await page.waitForLoadState("networkidle");
      const unnamed = await page.$$eval("input, select, textarea, button", (els) =>
        els
          .filter((el) => {
            const id = el.getAttribute("id");
            const labelled =
              (id && document.querySelector(`label[for="${id}"]`)) ||
              el.closest("label") ||
              el.getAttribute("aria-label") ||
              el.getAttribute("aria-labelledby");
            return !labelled && !(el.tagName === "BUTTON" && el.textContent?.trim());
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unnamed, path).toEqual([]);
    }
    await page.close();
  });

  it("says clearly when the daily demo limit is reached", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/");
    const ask = async () => {
      await page.getByLabel("What should Quire make?").fill("A short plan for a community garden");
      await page.getByRole("button", { name: "Make it" }).click();
    };
    await ask();
    await page.locator("iframe.preview").waitFor({ timeout: 60_000 });
    await ask();
    await page
      .getByRole("alert")
      .filter({
        hasText:
          /^Daily limit reached for demo runs: at most 1 a day\. Try again in \d+ h( \d+ min)?\. Sign in to keep going: it's free\.$/,
      })
      .waitFor({ timeout: 10_000 });
    await page.close();
  });
});
