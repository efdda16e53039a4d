// The courtesies around a request in the ten languages — a greeting and its addressee ("Bonjour Claire,", "Geachte
// collega's,", "各位", "الأستاذ خالد المحترم،"), thanks and sign-offs ("Merci d'avance !", "よろしくお願いいたします。") —
// which name no subject and ask for nothing: never the title, never content.

/** Greeting words that open a message, each followed by its addressee (a few words) and a comma, colon, dash or line end. */
const GREETING_WORDS = [
  "hi|hello|hey|hiya|dear|good morning|good afternoon|good evening|greetings",
  "hallo|hi|hey|liebe|lieber|liebes|sehr geehrte|sehr geehrter|sehr geehrtes|guten morgen|guten tag|guten abend|moin|servus",
  "bonjour|bonsoir|salut|coucou|cher|chère|chers|chères|madame|monsieur",
  "hola|buenos días|buenas tardes|buenas noches|buenas|estimado|estimada|estimados|estimadas|querido|querida|queridos",
  "olá|oi|bom dia|boa tarde|boa noite|prezado|prezada|prezados|caro|cara|caros|querido|querida",
  "ciao|buongiorno|buonasera|salve|gentile|gentili|caro|cara|cari|care|egregio|egregia",
  "hallo|hoi|hey|beste|geachte|goedemorgen|goedemiddag|goedenavond|dag",
].join("|");
const LATIN_GREETING = new RegExp(
  `^[\\s¡¿]*(?:${GREETING_WORDS})(?![\\p{L}])(?:\\s+[\\p{L}'’.-]+){0,3}?\\s*(?:[,:!—–]+|\\s-\\s|\\n|$)\\s*`,
  "iu",
);
/** Arabic openings: "مرحبًا،", "السلام عليكم،", "الأستاذ خالد المحترم،", "تحية طيبة وبعد،". */
const ARABIC_GREETING =
  /^\s*(?:(?:مرحبًا|مرحبا|مرحباً|أهلًا|أهلا|أهلاً|هلا|صباح الخير|مساء الخير|السلام عليكم(?: ورحمة الله(?: وبركاته)?)?|تحية طيبة(?: وبعد)?|تحية طيبة،? وبعد)|(?:الأستاذ|الأستاذة|السيد|السيدة|الدكتور|الدكتورة|المهندس|عزيزي|عزيزتي|الأخ|الأخت|الزملاء|زملائي)(?:\s+[^\s،,:!\n]+){0,4})\s*[،,:!\n]\s*/u;
/** Japanese and Chinese openings: "各位", "お疲れさまです。", "お世話になっております。", "王总您好，", "各位董事：". */
const CJK_GREETING =
  /^\s*(?:各位[\p{Script=Han}]{0,4}[：:，,、]?(?=\s|$|[\p{Script=Han}\p{Script=Hiragana}])|(?:いつも)?お(?:疲れ(?:さま|様)|世話に(?:なって)?)(?:です|でございます|おります|なっております)[。！!]?|[^\s。，,！!\n]{0,8}(?:您好|你好|大家好)[，,！!。：:]?|[^\s。、\n]{1,10}(?:様|さん)(?:へ)?[、,\n])\s*/u;
/** A Japanese self-introduction right after a greeting: "総務部の田中です。". */
const JA_SELF = /^(?:[^。\n]{1,12}の)?[^。\n、]{1,6}です。\s*/u;

/** Thanks and sign-offs, on a line or sentence of their own. */
const CLOSING = new RegExp(
  `^[\\s¡¿]*(?:${[
    "thanks|thank you|thanks a lot|thanks in advance|many thanks|cheers|best|regards|best regards|kind regards|all the best",
    "danke|danke dir|danke euch|danke schön|vielen dank|besten dank|viele grüße|beste grüße|liebe grüße|mit freundlichen grüßen|gruß",
    "merci|merci d'avance|merci beaucoup|cordialement|bien à vous|bonne journée|à bientôt|bises",
    "gracias|muchas gracias|mil gracias|gracias de antemano|saludos|un saludo|un abrazo|atentamente",
    "obrigado|obrigada|muito obrigado|muito obrigada|abraços|abraço|atenciosamente|cumprimentos",
    "grazie|grazie mille|grazie in anticipo|cordiali saluti|saluti|un saluto|a presto",
    "bedankt|dank je|dank je wel|dank u|dank u wel|alvast bedankt|met vriendelijke groet|met vriendelijke groeten|groeten|groetjes",
  ].join(
    "|",
  )})(?![\\p{L}])(?:\\s+[\\p{L}'’]+){0,2}[\\s.,!]*$|^\\s*(?:よろしくお願い(?:します|いたします|致します)|ありがとうございます|ありがとう|谢谢(?:您|你|大家)?|多谢|辛苦了|感谢|شكرًا(?: لكم| لك)?|شكرا(?: لكم| لك)?|وشكرًا(?: لكم| لك)?|وشكرا(?: لكم| لك)?|مع التحية|مع خالص التحية|مع الشكر)[\\s。.!！،,]*$`,
  "iu",
);

/** The text without the greeting (and addressee) it opens with, the rest as written. */
export function withoutGreeting(text: string): string {
  let out = text;
  let greeted = false;
  for (let i = 0; i < 5; i++) {
    const m = LATIN_GREETING.exec(out) ?? ARABIC_GREETING.exec(out) ?? CJK_GREETING.exec(out);
    // "Hola Marta:" greets; "Beste resultaat ooit: 12%" is a label: before a colon the addressee is a name.
    const labelled = m && /:\s*$/u.test(m[0]) && /\s\p{Ll}/u.test(m[0].replace(/^\S+/u, ""));
    if (m && m[0].trim() && !labelled) {
      out = out.slice(m[0].length);
      greeted = true;
      continue;
    }
    // "お疲れさまです。総務部の田中です。": after a greeting, who writes.
    const self = greeted ? JA_SELF.exec(out) : null;
    if (!self) break;
    out = out.slice(self[0].length);
    greeted = false;
  }
  return out;
}

/** Whether a sentence or line is only a greeting, thanks or a sign-off. */
export function isCourtesy(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  return CLOSING.test(t) || withoutGreeting(t).trim() === "";
}
