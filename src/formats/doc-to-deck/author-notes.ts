// Notes and instructions addressed to a doc's author or editor ("TODO:", "[Insert chart here]", the builtin's own
// "fill in the bracketed gaps"), in the ten languages the builtin writes: they belong in speaker notes, never on a slide.
import { inlineText, type Block, type Inline, type ListItem } from "../model/blocks.js";
import { sentencesOf } from "./doc-text.js";

/** A word boundary that knows letters beyond ASCII (`\b` does not: "aquí\b" never matches). */
const B = "(?:(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_])|(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_]))";
const pattern = (parts: string[]) => new RegExp(parts.join("|").replace(/\\b/g, B), "iu");

/** Markers that open a note to oneself or the team: "TODO: …", "TBD", "FIXME". */
const MARKER = /^(?:TODO|TO-?DO|FIXME|TBD|TBC)(?![\p{L}\p{N}])|^(?:todo|to-do|fixme|tbd|tbc)\s*[:：—–-]/u;

/** A note addressed to the author or editor by its opening words and a colon or dash, in each language. */
const ADDRESSED = new RegExp(
  `^(?:${[
    "(?:internal\\s+)?notes?\\s+(?:to|for)\\s+(?:the\\s+)?(?:authors?|editors?|writers?|reviewers?|translators?|self)",
    "(?:editors?|reviewers?)['’]?s?\\s+notes?",
    "internal\\s+note",
    "(?:hinweis|anmerkung|notiz|kommentar)\\s+(?:für|an)\\s+(?:(?:den|die|das)\\s+)?(?:autor(?:in|en)?|verfasser(?:in)?|redaktion|redakteur(?:in)?|lektorat)",
    "(?:hinweis|anmerkung)\\s+der\\s+redaktion|interne\\s+notiz",
    "(?:note|remarque|commentaire)\\s+(?:à|pour)\\s+(?:l['’]\\s*|la\\s+|le\\s+)?(?:auteur|autrice|rédaction|éditeur|éditrice|rédacteur|rédactrice|relecteur)",
    "note\\s+de\\s+la\\s+rédaction|note\\s+interne",
    "nota\\s+(?:para|al|a\\s+la|ao|à|per|all['’]\\s*|alla)\\s+(?:(?:el|la|o|a|l['’])\\s*)?(?:autor(?:a)?|autore|autrice|editor(?:a)?|editore|redacción|redação|redacção|redazione)",
    "nota\\s+(?:del|de\\s+la|do|da|dell['’]\\s*|della)\\s*(?:editor|editore|redacción|redação|redazione)|nota\\s+interna",
    "(?:notitie|opmerking|noot)\\s+(?:voor|aan)\\s+(?:de\\s+)?(?:auteur|schrijver|redactie|redacteur|eindredactie)",
    "noot\\s+van\\s+de\\s+redactie|interne\\s+notitie",
    "(?:著者|執筆者|筆者|編集者|編集部|作成者)(?:への|向けの|向け|へ)?(?:メモ|注記|注|コメント|備考)|編集注",
    "(?:作者|编者|编辑|撰稿人)(?:须知|注意|备注|注|说明)|编者注",
    "ملاحظة\\s+(?:للمؤلف|للمحرر|للكاتب|للمراجع)|ملاحظة\\s+المحرر|ملاحظة\\s+داخلية",
  ].join("|")})\\s*(?:[:：—–-]|$)`,
  "iu",
);

/** Text that is nothing but "to be completed": "À compléter", "TBD", "待填写", "[to fill in]". */
const BARE = new RegExp(
  `^(?:${[
    "tbd|tbc",
    "to\\s+(?:be\\s+)?(?:fill(?:ed)?\\s+in|completed|confirmed|added|written|decided)",
    "placeholder",
    "(?:noch\\s+)?(?:auszufüllen|zu\\s+ergänzen|zu\\s+ergaenzen|ausstehend)|platzhalter",
    "à\\s+(?:compléter|remplir|préciser|confirmer|rédiger|venir)",
    "(?:por|a)\\s+(?:completar|rellenar|confirmar|definir|preencher)|pendiente(?:\\s+de\\s+completar)?",
    "da\\s+(?:compilare|completare|definire|confermare)",
    "(?:nog\\s+)?in\\s+te\\s+vullen|nog\\s+aan\\s+te\\s+vullen",
    "要記入|記入予定|未記入|未定|後日記入",
    "待填写|待补充|待定|待确认|待完善",
    "يُستكمل|يستكمل|قيد\\s+الإعداد",
  ].join("|")})$`,
  "iu",
);

/** Asking for the bracketed gaps or placeholders to be filled: the builtin's own note and its kin. */
const FILL_GAPS = pattern([
  "\\bfill\\s+(?:in|out)\\b.{0,40}\\b(?:bracket(?:s|ed)?|placeholders?)\\b",
  "\\bfill\\s+(?:in|out)\\b.{0,60}\\bbefore\\s+(?:sharing|sending|presenting|publishing|submitting|printing)\\b",
  "\\breplace\\s+(?:the|all|these|every)\\s+(?:bracketed\\s+)?(?:placeholders?|gaps|brackets)\\b",
  "lücken\\s+in\\s+(?:eckigen\\s+)?klammern|\\bplatzhalter\\b.{0,40}\\b(?:ersetzen|ausfüllen|ergänzen)",
  "\\bcomplétez\\s+les\\s+(?:blancs|trous|espaces)|\\bentre\\s+crochets\\b.{0,40}\\b(?:compléter|remplir)",
  "\\bcomplete\\s+los\\s+(?:huecos|espacios|blancos)|\\brellene\\s+los\\s+(?:huecos|espacios)",
  "\\bpreencha\\s+(?:as\\s+)?(?:lacunas|os\\s+espaços)",
  "\\bcompleta\\s+le\\s+parti\\s+tra\\s+parentesi|\\bcompila(?:re)?\\s+(?:gli|i)\\s+spazi",
  "\\bvul\\s+de\\s+(?:open\\s+plekken|lege\\s+plekken|gaten)",
  "[［\\[]\\s*[］\\]]\\s*内の空欄|空欄を埋めて|プレースホルダー.{0,20}(?:置き換え|記入)",
  "方括号中的空白|请填写.{0,20}(?:空白|方括号|占位)",
  "املأ\\s+الفراغات",
]);

/** Taking this text out before it goes out: "Remove this paragraph before sending". */
const REMOVE_BEFORE = pattern([
  "\\b(?:remove|delete|drop|cut)\\s+(?:this|these)\\b.{0,40}\\bbefore\\s+(?:sending|sharing|publishing|submitting|printing|presenting|going\\s+live|release|it\\s+goes\\s+out)",
  "\\bdo\\s+not\\s+(?:publish|send|share|distribute)\\s+(?:this|before)\\b",
  "\\b(?:entfernen|löschen|streichen)\\b.{0,40}\\bvor\\s+dem\\s+(?:versand|versenden|teilen|veröffentlichen)|\\bvor\\s+dem\\s+(?:versand|versenden|teilen|veröffentlichen)\\b.{0,40}\\b(?:entfernen|löschen|streichen)",
  "\\b(?:supprime[rz]?|retire[rz]?|enlève[rz]?|enlever)\\s+(?:ce|cette|ces)\\b.{0,40}\\bavant\\s+(?:l['’]\\s*envoi|d['’]\\s*envoyer|de\\s+(?:partager|publier|diffuser)|la\\s+(?:publication|diffusion))",
  "\\b(?:elimin[ae]r?|borr[ae]r?|quit[ae]r?|suprim[ae]r?)\\s+(?:este|esta|estos|estas)\\b.{0,40}\\bantes\\s+de\\s+(?:enviar|compartir|publicar|difundir)",
  "\\b(?:remov[ae]r?|apag(?:ue|ar|a)|elimin[ae]r?|retir[ae]r?)\\s+(?:este|esta|estes|estas)\\b.{0,40}\\bantes\\s+de\\s+(?:enviar|partilhar|compartilhar|publicar)",
  "\\b(?:rimuov(?:i|ere)|elimin(?:a|are)|cancell(?:a|are)|togli(?:ere)?)\\s+(?:questo|questa|questi|queste)\\b.{0,40}\\bprima\\s+di\\s+(?:inviare|condividere|pubblicare)",
  "\\b(?:verwijder(?:en)?|schrap)\\s+(?:deze|dit)\\b.{0,40}\\b(?:vóór|voor)\\s+(?:het\\s+)?(?:versturen|verzenden|delen|publiceren|publicatie)",
  "(?:送信|共有|公開|提出)(?:する)?前に.{0,30}削除|(?:この|本)(?:段落|節|文|メモ).{0,10}削除してください",
  "(?:发送|分享|发布|提交)前.{0,20}删除|删除(?:此|本|这)(?:段|节|条)",
  "احذف\\s+(?:هذه|هذا)\\s+.{0,30}قبل",
]);

/** What goes into a document from outside it: a chart, a picture, figures. */
const ELEMENT =
  "chart|graph|image|picture|photo|table|figure|diagram|logo|screenshot|quote|citation|grafik|abbildung|bild|foto|tabelle|diagramm|zitat|graphique|tableau|schéma|gráfico|imagen|tabla|figura|imagem|tabela|grafico|immagine|tabella|grafiek|afbeelding|tabel";

/** "Insert chart here", "Grafik hier einfügen", "ここに図を挿入": an element to put in later. */
const INSERT_HERE = pattern([
  `\\b(?:insert|add|paste|place|put|include|attach)\\b.{0,30}\\b(?:${ELEMENT})s?\\b.{0,20}\\bhere\\b`,
  `\\b(?:${ELEMENT})\\b.{0,30}\\bhier\\s+(?:einfügen|ergänzen|einsetzen)\\b`,
  `\\b(?:insére[rz]|ajoute[rz])\\b.{0,30}\\b(?:${ELEMENT})\\b.{0,20}\\bici\\b`,
  `\\b(?:insert(?:e|ar)|añad(?:a|ir)|agreg(?:ue|ar)|inclu(?:ya|ir))\\b.{0,30}\\b(?:${ELEMENT})\\b.{0,20}\\baquí\\b`,
  `\\b(?:insir(?:a|ir)|inserir|adicion(?:e|ar)|acrescent(?:e|ar))\\b.{0,30}\\b(?:${ELEMENT})\\b.{0,20}\\baqui\\b`,
  `\\b(?:inserisci|inserire|aggiungi|aggiungere)\\b.{0,30}\\b(?:${ELEMENT})\\b.{0,20}\\bqui\\b`,
  `\\b(?:${ELEMENT})\\b.{0,30}\\bhier\\s+(?:invoegen|toevoegen|plaatsen)\\b|\\bvoeg\\b.{0,30}\\bhier\\b.{0,20}\\bin\\b`,
  "ここに.{0,20}(?:を)?(?:挿入|貼り付け|追加)",
  "(?:在此|此处|这里)(?:插入|添加|粘贴|放置)",
  "(?:أدرج|أضف|ضع)\\s+.{0,30}\\s+هنا",
]);

/** Bracketed instructions: "[Insert chart here]", "[Add the Q3 figures]", "<paste logo>", "［図を挿入］". */
const BRACKETED =
  /^[[［<{(（]\s*(?:insert|add|paste|place|include|attach|update|replace|check|confirm|verify|fill\s+in|todo|tbd|einfügen|ergänzen|bitte|hier|insérer|insérez|ajouter|ajoutez|compléter|insertar|inserte|añadir|añada|completar|inserir|insira|adicionar|adicione|preencher|inserire|inserisci|aggiungere|aggiungi|invoegen|voeg|toevoegen|aanvullen)(?![\p{L}])[^\]］>})）]*[\]］>})）]$/iu;
const BRACKETED_CJK =
  /^[[［【<（(]\s*[^\]］】>）)]*(?:を挿入|を追加|を記入|挿入|插入|添加|补充|填写|أدرج|أضف)[^\]］】>）)]*[\]］】>）)]$/u;

/** A generic "Note:" label, which marks an author note only when what follows asks for something to be done. */
const NOTE_LABEL =
  /^(?:note|nb|n\.b\.|hinweis|anmerkung|notiz|remarque|nota|opmerking|noot|注|メモ|備考|注意|备注|说明|ملاحظة)\s*[:：]\s*/iu;
const ASKS = pattern([
  "\\b(?:fill\\s+in|fill\\s+out|complete\\s+(?:this|the)\\s+(?:section|paragraph|table|figures?|gaps|blanks)|to\\s+be\\s+(?:completed|confirmed|added)|ergänzen|ausfüllen|compléter|completar|preencher|compilare|completare|aanvullen|invullen)\\b",
  "記入してください|入力してください|追記してください|埋めてください|请填写|请补充|待填写|يرجى\\s+(?:ملء|إكمال|استكمال)",
]);

/** The text as a note would read it: without emphasis marks, on one line. */
const plain = (text: string) =>
  text
    .replace(/[*_~`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Whether a paragraph, list item or quote is a note or an instruction to the author or editor rather than content.
 * Bracketed gaps that say what belongs there ("[Q3 revenue]") are content to fill, and stay on the slides.
 */
export function isAuthorNote(text: string): boolean {
  const t = plain(text);
  if (!t || t.length > 600) return false;
  const bare = t
    .replace(/^[[［(（<]\s*|\s*[\]］)）>]$/g, "")
    .replace(/[.!:。！：…]+$/u, "")
    .trim();
  if (MARKER.test(t) || MARKER.test(bare) || ADDRESSED.test(bare) || BARE.test(bare)) return true;
  if (BRACKETED.test(t) || BRACKETED_CJK.test(t)) return true;
  // The rest is read in the first sentence: a note leads with what it asks; a paragraph that ends in one keeps its start.
  const first = sentencesOf(t)[0] ?? t;
  if (FILL_GAPS.test(first) || REMOVE_BEFORE.test(first)) return true;
  // "Insert chart here" is a note on its own; inside a longer paragraph it may be a manual's step.
  if (first.length <= 160 && INSERT_HERE.test(first)) return true;
  const label = NOTE_LABEL.exec(first);
  return !!label && ASKS.test(first.slice(label[0].length));
}

const paragraphsOf = (blocks: Block[]): string[] =>
  blocks.flatMap((b) =>
    b.type === "paragraph"
      ? [inlineText(b.children).trim()]
      : b.type === "list"
        ? b.items.flatMap((i) => paragraphsOf(i.blocks))
        : [],
  );

/** A quote that names who said it ("— Anna Kowalska") is a quotation, whatever its words ask for; only a marker makes it a note. */
function quoteIsNote(b: Extract<Block, { type: "quote" }>): string | null {
  const paras = paragraphsOf(b.blocks);
  const text = paras.join("\n");
  const attributed = paras.length > 1 && /^(?:—|–|--|-)\s*\S/.test(paras.at(-1)!);
  if (!text || b.blocks.some((x) => x.type !== "paragraph")) return null;
  if (attributed) return MARKER.test(plain(text)) ? text : null;
  return isAuthorNote(text) ? text : null;
}

/**
 * A paragraph that ends in a note ("Sales rose in every region. [Insert chart here]"): the paragraph without it, and
 * the note. Only a note in the paragraph's last run of plain text is taken, so no formatting is cut through.
 */
function trailingNote(children: Inline[]): { children: Inline[]; note: string } | null {
  const last = children.at(-1);
  if (last?.type !== "text") return null;
  const said = sentencesOf(last.text);
  for (let i = 1; i < said.length; i++) {
    const note = said.slice(i).join(" ");
    if (!isAuthorNote(note)) continue;
    const at = last.text.lastIndexOf(said[i]!);
    const rest = last.text.slice(0, at).trimEnd();
    return at > 0 && rest ? { children: [...children.slice(0, -1), { type: "text", text: rest }], note } : null;
  }
  return null;
}

const itemText = (item: ListItem) => paragraphsOf(item.blocks).join("\n");

/**
 * A section's blocks without the notes to its author: paragraphs, quotes and list items that are notes are taken out
 * (a list left empty goes too), and their words returned for the speaker notes.
 */
export function withoutAuthorNotes(blocks: Block[]): { blocks: Block[]; notes: string[] } {
  const notes: string[] = [];
  const kept: Block[] = [];
  for (const b of blocks) {
    if (b.type === "paragraph") {
      const text = inlineText(b.children).trim();
      const tail = isAuthorNote(text) ? null : trailingNote(b.children);
      if (tail) notes.push(tail.note);
      if (isAuthorNote(text)) notes.push(text);
      else kept.push(tail ? { ...b, children: tail.children } : b);
    } else if (b.type === "quote") {
      const note = quoteIsNote(b);
      if (note) notes.push(note);
      else kept.push(b);
    } else if (b.type === "list") {
      const items = b.items.filter((item) => {
        const text = itemText(item);
        const note = isAuthorNote(text) && item.blocks.every((x) => x.type === "paragraph");
        if (note) notes.push(text);
        return !note;
      });
      if (items.length) kept.push(items.length === b.items.length ? b : { ...b, items });
    } else kept.push(b);
  }
  return { blocks: kept, notes };
}
