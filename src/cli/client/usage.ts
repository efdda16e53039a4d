// The client commands `quire` knows and their help text (kept apart so `quire --help` loads nothing else).
export const CLIENT_COMMANDS = [
  "login",
  "deck",
  "doc",
  "sheet",
  "render",
  "export",
  "import",
  "brand",
  "assets",
  "docs",
  "slides",
  "quality",
  "history",
  "diff",
  "restore",
  "edit",
  "variants",
  "regenerate",
  "share",
  "usage",
] as const;

export const CLIENT_USAGE = `
  login     store an API key for this service (--url, --key; else QUIRE_URL, QUIRE_KEY, or typed): a personal key
            (quire_pk_…), or an organization's (quire_ok_…) to work in its space within the key's scopes
  deck|doc|sheet "<prompt>"   write one, with live progress (-o out.pptx|.pdf|…, --slides, --language,
            --brand <id>, --attach <file> (repeat), --no-save, --text-mode generate|preserve|condense:
            keep your own text word for word or condense it; "-" reads it from stdin; a deck's pictures:
            --images none|library|stock|generated, each picture's credit printed after the run)
  render    <source.json|notes.md|-> to safe HTML (-o page.html, --kind)
  export    <document id> -o <file> (format from the extension; --brand <id> for pptx; a deck's or doc's slides
            as pictures: -o slides.zip, 001.png … one per page, --width 120..3840, default 1600; --handout with
            -o notes.pdf: each slide's picture with its speaker notes)
  import    <file> into a source (--save, --title)
  brand     upload <template.pptx> | list | generate <id> "<prompt>" -o deck.pptx | batch <id> <items.json | rows.csv --source deck.md> -o decks.zip
  assets    [list] (--origin upload|stock|generated, --limit, --cursor): the space's pictures with name, origin
            and credit | upload <picture> (--name, --alt, --tags a,b) | set <asset id> (--name, --alt, --tags,
            --focus x,y: the point kept in view when cropped, 0..1 each; "" clears)
  docs      ls | get <id> | rm <id>
  slides    <deck id> as slide-01.png, slide-02.png … in -o <dir> (default: here; --width 120..1600, default 480;
            --force overwrites)
  quality   <deck id>: its quality report, findings by slide (--json: the report as JSON)
  history   <document id>: its versions, newest first — what made each, who, when, the title, a revision's edits
            (--limit 1..100, --cursor <nextCursor>, --all follows every page)
  diff      <document id> <from> [<to>]: what changed between two versions, in words (default <to>: the current one)
  restore   <document id> <version>: that version's title and source made current again, as a new version
            (\`restore <file.zip>\` is the operator's: a backup put back into DATA_DIR)
  edit      <document id> --op '<edit as JSON>' (repeat) | --file <edits.json|->: exact edits applied in order as one
            new version, parts by number, id (sl_4, se_2, tb_1) or title (--version <n>: refused if it moved on)
  variants  <deck id> <slide number|sl_…>: the slide's other layouts (-o|--out <dir> writes their pictures,
            --width, --force); --apply <k> makes variant k the slide (--version <n>)
  regenerate <deck id> <slide number|sl_…>: that slide rewritten by the model, every other slide kept
            (--instruction "shorter" | "as a timeline" | …; without it, another look; --version <n>)
  share     <document id>: a link anyone can open, its URL printed (shown only then; --label, --expires
            2026-12-31|7d, --password-stdin or --password, --downloads, --no-present, --version <n>)
            | list <document id> (--limit, --cursor, --all) | revoke <document id> <share id>
            | views <document id> <share id> (--days 1..366): views by day and time per slide
  usage     where the key stands: each rate limit's used/limit and reset, job limits, the key's kind, scopes and
            quota (--json: the API's answer)

  --json prints one JSON result on stdout; --quiet hides progress. Exit codes: 64 usage, 65 refused as invalid,
  66 not found, 69 unavailable, 70 internal, 74 file, 75 try again later (rate limit, quota spent), 77 not allowed
  (a bad key, or a scope the key lacks), 78 not signed in.
`;
