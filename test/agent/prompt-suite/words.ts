// The suite's own word lists per language (never the composer's): instruction forms, words a title cannot end on, function words.
import type { Lang } from "./types.js";

/** Polite request words that are never part of a title, whatever the prompt said. */
export const POLITE: Record<Lang, RegExp> = {
  en: /\bplease\b/iu,
  de: /(?<!\p{L})bitte(?!\p{L})/iu,
  fr: /s['’]il (?:te|vous) pla[iî]t/iu,
  es: /(?<!\p{L})por favor(?!\p{L})/iu,
  pt: /(?<!\p{L})por favor(?!\p{L})/iu,
  it: /(?<!\p{L})per favore(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:alsjeblieft|alstublieft)(?!\p{L})/iu,
  ja: /ください|下さい|お願い/u,
  // 请 alone, not inside 申请 (application) or 邀请 (invitation).
  zh: /(?<![申邀聘])请/u,
  ar: /من فضلك|رجاءً/u,
};

/** Imperatives of making and writing: a title holding one the prompt used has kept the instruction. */
export const INSTRUCTION: Record<Lang, string[]> = {
  en: ["could you", "can you", "would you", "i need", "i'd like", "make", "create", "write", "draft", "prepare", "build", "generate", "produce", "put together", "give me", "mention", "include", "introduce", "cover", "structure it", "call out", "set up"],
  de: ["könntest du", "kannst du", "könnten sie", "ich brauche", "erstelle", "erstell", "erstellen", "schreibe", "schreib", "mach", "mache", "bereite", "entwirf", "entwerfe", "gestalte", "erwähne", "nenne", "stelle", "stell", "gliedere"],
  fr: ["merci de", "peux-tu", "pourriez-vous", "j'ai besoin", "crée", "créez", "créer", "rédige", "rédigez", "rédiger", "fais", "faites", "prépare", "préparez", "préparer", "mentionne", "présente", "inclus", "structure"],
  es: ["puedes", "podrías", "necesito", "haz", "hazme", "crea", "créame", "prepara", "prepárame", "redacta", "escribe", "elabora", "menciona", "incluye", "presenta", "estructura"],
  pt: ["você pode", "preciso de", "crie", "cria", "faça", "faz", "prepare", "prepara", "escreva", "elabore", "mencione", "inclua", "apresente", "estruture"],
  it: ["puoi", "potresti", "mi serve", "ho bisogno", "crea", "prepara", "preparami", "scrivi", "fai", "fammi", "redigi", "menziona", "includi", "presenta", "struttura"],
  nl: ["graag", "kun je", "kunt u", "ik heb", "maak", "schrijf", "stel", "bereid", "noem", "vermeld", "presenteer", "deel"],
  ja: ["ほしい", "欲しい", "作成して", "作って", "書いて", "まとめて", "作成", "用意して", "入れて", "含めて"],
  zh: ["帮我", "麻烦", "我需要", "制作", "做一份", "做一个", "写一份", "写一个", "生成", "创建", "撰写", "准备一份", "列出", "介绍"],
  ar: ["أحتاج", "أريد", "أرجو", "أنشئ", "اكتب", "اصنع", "أعد", "أعدّ", "حضّر", "حضر", "جهّز", "جهز", "اذكر", "قدّم"],
};

/** Words a title cannot end on: articles, prepositions, conjunctions, possessives and bare numerals. */
export const DANGLING: Record<Lang, string[]> = {
  en: ["a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "with", "from", "about", "and", "or", "but", "our", "my", "your", "their", "its", "as", "into", "than", "per", "via", "is", "are", "was", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  de: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "und", "oder", "aber", "für", "mit", "von", "vom", "zu", "zum", "zur", "in", "im", "ins", "auf", "an", "am", "bei", "beim", "über", "unter", "aus", "nach", "durch", "gegen", "ohne", "um", "unser", "unsere", "unseren", "unserem", "unserer", "unseres", "mein", "meine", "ihr", "ihre", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"],
  fr: ["le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "et", "ou", "pour", "avec", "sur", "dans", "en", "au", "aux", "par", "chez", "notre", "nos", "mon", "ma", "mes", "votre", "vos", "leur", "leurs", "son", "sa", "ses", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
  es: ["el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "y", "e", "o", "u", "para", "con", "sobre", "en", "por", "a", "nuestro", "nuestra", "nuestros", "nuestras", "mi", "mis", "su", "sus", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"],
  pt: ["o", "a", "os", "as", "um", "uma", "de", "do", "da", "dos", "das", "e", "ou", "para", "com", "sobre", "em", "no", "na", "nos", "nas", "por", "pelo", "pela", "ao", "à", "nosso", "nossa", "nossos", "nossas", "meu", "minha", "seu", "sua", "dois", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"],
  it: ["il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "di", "del", "della", "dei", "degli", "delle", "e", "o", "per", "con", "su", "sul", "sulla", "in", "nel", "nella", "a", "al", "alla", "da", "dal", "nostro", "nostra", "nostri", "nostre", "mio", "mia", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"],
  nl: ["de", "het", "een", "van", "voor", "met", "over", "en", "of", "in", "op", "aan", "bij", "naar", "uit", "door", "onze", "ons", "mijn", "jouw", "hun", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien"],
  // CJK and Arabic: particles and prepositions, matched at the end of the title's text.
  ja: ["の", "は", "が", "を", "に", "で", "と", "へ", "や", "も", "から", "まで", "より", "について", "における", "として"],
  zh: ["的", "和", "与", "及", "或", "在", "对", "为", "关于", "把", "向", "从"],
  ar: ["في", "من", "على", "إلى", "عن", "مع", "و", "أو", "حول", "ل", "ب", "لـ"],
};

/** Words a clause's words may lose on the page: articles, prepositions, conjunctions, possessives. */
export const FUNCTION_WORDS: Record<Lang, string[]> = Object.fromEntries(
  Object.entries(DANGLING).map(([lang, words]) => [lang, words.filter((w) => !/^(two|three|four|five|six|seven|eight|nine|ten|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|dois|duas|três|quatro|sete|oito|nove|dez|due|tre|quattro|cinque|sei|sette|otto|dieci|twee|drie|vier|vijf|zes|zeven|negen|tien)$/.test(w))]),
) as Record<Lang, string[]>;

/** Words that open a request rather than a title ("For a bakery"): a document's title may not begin with one. */
export const OPENERS: Record<Lang, string[]> = {
  en: ["for", "about", "on", "with", "to"],
  de: ["für", "über", "mit", "zu", "zum", "zur"],
  fr: ["pour", "sur", "avec", "à"],
  es: ["para", "sobre", "con"],
  pt: ["para", "sobre", "com"],
  it: ["per", "su", "sul", "sulla", "con"],
  nl: ["voor", "over", "met"],
  ja: [],
  zh: ["关于", "为"],
  ar: ["حول", "عن", "ل"],
};

/** Size and form words: a title made only of these ("Short", "Deck") names no subject. */
export const FORM_WORDS = [
  "short", "brief", "quick", "simple", "new", "deck", "presentation", "slides", "document", "doc", "report", "memo", "plan", "spreadsheet", "sheet",
  "kurze", "kurzen", "kleine", "präsentation", "folien", "dokument", "bericht", "tabelle",
  "courte", "petite", "présentation", "diapositives", "rapport", "tableur",
  "breve", "corta", "pequeña", "presentación", "diapositivas", "informe", "documento",
  "curta", "apresentação", "relatório", "presentazione", "relazione", "korte", "presentatie", "verslag",
];

/** Prepositions: two side by side in a title ("Memo in for McKinley's") mark words cut out of the prompt's phrase. */
export const PREPOSITIONS: Partial<Record<Lang, string[]>> = {
  en: ["of", "for", "to", "in", "on", "at", "by", "with", "from", "about", "into", "via", "per"],
  de: ["für", "mit", "von", "vom", "zu", "zum", "zur", "in", "im", "auf", "an", "am", "bei", "über", "unter", "aus", "nach", "durch", "gegen", "ohne", "um"],
  fr: ["pour", "avec", "sur", "dans", "en", "au", "aux", "par", "chez", "de", "du"],
  es: ["para", "con", "sobre", "en", "por", "de", "del", "al", "a"],
  pt: ["para", "com", "sobre", "em", "no", "na", "por", "pelo", "pela", "de", "do", "da", "ao"],
  it: ["per", "con", "su", "sul", "sulla", "in", "nel", "nella", "a", "al", "alla", "da", "dal", "di", "del", "della"],
  nl: ["van", "voor", "met", "over", "in", "op", "aan", "bij", "naar", "uit", "door"],
};

/** Units of a requested count: a title with "7 slides" or "5 Abschnitten" still holds the request. */
export const COUNT_UNITS =
  /\d+\s*[- ]?\s*(?:slides?|folien|diapositives?|diapositivas|diapositive|dia's|sections?|abschnitte[n]?|parties|secciones|seções|sezioni|secties|hoofdstukken|枚|章|つのセクション|张|页|个部分|个章节|شرائح|أقسام)(?![\p{L}])|(?:عدد الشرائح)\s*\d+/iu;
