// The words a prompt is read by, in the ten languages the builtin writes: requests, politeness, list joiners, changes,
// the words between a label and its figure, and the labels that name a part's role (risks, priorities, customers…).
import type { Lang } from "./language.js";

export interface Lexicon {
  /** Verbs (and their polite or infinitive forms) that ask for the output: never part of a title. */
  requests: string[];
  /** Politeness and lead-ins around a request ("please", "could you", "I need"). */
  politeness: string[];
  /** Words that join the last item of a list. */
  and: string[];
  /** Words that say a figure rose or fell ("up", "plus", "en hausse de"). */
  up: string[];
  down: string[];
  /** Words between a label and its figure ("revenue was $2M", "chiffre d'affaires de 420 000 €"). */
  joiners: string[];
  /** Words that introduce a list of the parts the output should have ("covering", "with sections on"). */
  partsIntro: string[];
  /** Words that ask to show something the user states ("highlight", "mention that"): the rest is content. */
  stress: string[];
  /** Verbs of a wish about the output's form, not its content ("include", "use a friendly tone", "keep it short"). */
  wishes: string[];
  /** Articles, prepositions, conjunctions and possessives: a title never ends on one. */
  dangling: string[];
  /** Abbreviations ending in a full stop that do not end a sentence. */
  abbreviations: string[];
  /** Ordinals are written with a full stop ("am 4. April", "der 3. Platz"), so "4." after an article is no sentence end. */
  dottedOrdinals?: boolean;
}

const EN: Lexicon = {
  requests: ["make", "create", "write", "draft", "build", "generate", "prepare", "put together", "give me", "design", "produce", "outline", "turn", "compose", "assemble", "draw up", "do", "summarize", "summarise", "set up", "put up", "come up with", "mock up", "knock together", "whip up", "pull together", "throw together"],
  politeness: ["please", "could you", "can you", "would you", "will you", "i need", "i want", "i'd like", "i would like", "we need", "need", "help me", "kindly", "quickly", "i'm presenting", "i am presenting", "we're presenting", "we are presenting", "i'm giving a talk", "i'm pitching", "i have to present", "i need to present", "i'm writing", "i'm preparing"],
  and: ["and", "&", "as well as"],
  up: ["up", "rose", "grew", "increased", "growth of", "higher by", "an increase of", "a rise of", "ahead"],
  down: ["down", "fell", "dropped", "declined", "decreased", "lower by", "a drop of", "a decline of", "behind"],
  joiners: ["was", "is", "were", "are", "of", "at", "reached", "hit", "totalled", "totaled", "came in at", "stood at", "stands at", "amounted to", "to", "by", "about", "around", "roughly", "nearly", "almost", "over", "under", "approximately", "for", "with", "will cost", "comes to", "came to", "is now", "are now", "now", "is currently", "currently"],
  partsIntro: ["covering", "that covers", "which covers", "including", "with sections on", "with sections for", "with sections about", "sections on", "structured as", "made of", "with parts on", "cover", "include"],
  stress: ["highlight", "mention", "mention that", "note that", "stress that", "emphasise", "emphasize", "point out that", "say that", "show that", "explain that"],
  wishes: ["include", "add", "use", "keep", "focus on", "focus", "end with", "start with", "finish with", "close with", "open with", "make it", "make sure", "write it", "write in", "aim for", "limit", "avoid", "don't", "do not", "no more than", "at most", "max", "maximum", "with speaker notes", "in english", "in german", "in french", "in spanish", "in portuguese", "in italian", "in dutch", "in japanese", "in chinese", "in arabic", "tone", "style", "for", "it should", "it must", "should", "must", "we want", "i want"],
  dangling: ["a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "and", "or", "with", "about", "from", "our", "my", "your", "their", "its", "his", "her", "into", "as", "than", "that", "which", "who", "&", "vs", "per", "over"],
  abbreviations: ["e.g", "i.e", "vs", "etc", "mr", "mrs", "ms", "dr", "prof", "st", "inc", "ltd", "co", "corp", "no", "approx", "est", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "mln", "bn", "fig", "a.m", "p.m", "cf", "al", "jr", "sr", "dept", "incl", "excl", "pp", "vol", "ca", "esp", "govt", "resp", "avg", "yoy", "ytd"],
};

const DE: Lexicon = {
  requests: ["erstelle", "erstellen", "erstellt", "erstellen sie", "schreibe", "schreib", "schreiben", "schreiben sie", "mache", "mach", "machen sie", "entwirf", "entwerfen sie", "bereite", "bereiten sie", "baue", "bau", "generiere", "verfasse", "verfassen sie", "gestalte", "stelle", "stellen sie", "fasse", "fassen sie"],
  politeness: ["bitte", "kannst du", "könntest du", "können sie", "könnten sie", "ich brauche", "wir brauchen", "ich möchte", "ich hätte gern", "ich hätte gerne", "ich präsentiere", "wir präsentieren", "ich halte einen vortrag"],
  and: ["und", "&", "sowie"],
  up: ["plus", "mehr", "ein plus von", "gestiegen um", "gestiegen", "steigerung um", "steigerung von", "wachstum von", "zuwachs von", "höher um", "über vorjahr"],
  down: ["minus", "weniger", "gesunken um", "gesunken", "rückgang um", "rückgang von", "gefallen um"],
  joiners: ["von", "bei", "ist", "war", "sind", "waren", "beträgt", "betrug", "betragen", "lag bei", "liegt bei", "erreichte", "rund", "etwa", "ca", "knapp", "über", "mit", "auf", "für", "kostet", "kostete", "kosteten", "jetzt", "aktuell", "nun", "liegt jetzt bei"],
  partsIntro: ["mit den abschnitten", "mit abschnitten zu", "mit abschnitten über", "mit den teilen", "zu den themen", "mit den themen", "gegliedert in", "mit kapiteln zu", "mit kapiteln über", "zu folgenden punkten"],
  stress: ["betone", "erwähne", "hebe hervor", "zeige", "weise darauf hin"],
  wishes: ["füge", "fügen sie", "nimm", "nehmen sie", "verwende", "verwenden sie", "nutze", "nutzen sie", "halte", "halten sie", "konzentriere dich auf", "beende", "beginne", "schließe", "achte darauf", "achten sie darauf", "maximal", "höchstens", "ohne", "auf deutsch", "auf englisch", "in deutsch", "für", "es soll", "sie soll", "er soll", "soll", "sollte", "bitte auf", "mit sprechernotizen"],
  dangling: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "und", "oder", "für", "im", "in", "am", "an", "zum", "zur", "von", "mit", "über", "unsere", "unseren", "unserem", "unserer", "unser", "meine", "ihre", "seine", "auf", "aus", "bei", "nach", "zu", "als", "vom", "beim", "ins", "dass", "fürs", "ab", "bis", "seit", "vor", "gegen", "ohne", "durch", "um"],
  abbreviations: ["z.b", "bzw", "usw", "ca", "mio", "mrd", "tsd", "nr", "inkl", "exkl", "dr", "prof", "hr", "fr", "vgl", "evtl", "ggf", "d.h", "u.a", "jan", "feb", "apr", "aug", "sept", "okt", "nov", "dez", "jh", "mwst", "st", "z.t", "o.ä", "u.ä", "s.o", "s.u", "zzgl", "abs", "bspw", "ff", "geb", "gem", "mind", "tel", "str", "ggü", "gg", "bzgl", "lt", "zzt", "ugs", "vj"],
  dottedOrdinals: true,
};

const FR: Lexicon = {
  requests: ["crée", "créez", "créer", "fais", "faites", "faire", "rédige", "rédigez", "rédiger", "écris", "écrivez", "écrire", "prépare", "préparez", "préparer", "conçois", "concevez", "génère", "générez", "élabore", "élaborez", "monte", "montez", "réalise", "réalisez", "résume", "résumez"],
  politeness: ["s'il te plaît", "s'il vous plaît", "stp", "svp", "merci de", "veuillez", "pourrais-tu", "peux-tu", "pouvez-vous", "pourriez-vous", "j'ai besoin d'", "j'ai besoin de", "je voudrais", "je souhaite", "nous avons besoin d'", "nous avons besoin de", "aide-moi à", "il me faut", "il nous faut", "je présente", "nous présentons"],
  and: ["et", "&", "ainsi que"],
  up: ["en hausse de", "hausse de", "en progression de", "progression de", "une hausse de", "une croissance de", "croissance de", "plus", "en augmentation de", "augmentation de", "+"],
  down: ["en baisse de", "baisse de", "une baisse de", "en recul de", "recul de", "moins", "en diminution de", "diminution de"],
  joiners: ["de", "d'", "du", "des", "est", "était", "sont", "à", "a atteint", "atteint", "s'élève à", "s'élevait à", "environ", "près de", "plus de", "moins de", "pour", "avec", "sur", ":", "coûte", "coûtent", "coûtait"],
  partsIntro: ["couvrant", "qui couvre", "avec les parties", "avec des parties sur", "avec les sections", "avec des sections sur", "comprenant les parties", "avec les chapitres", "en abordant", "qui aborde"],
  stress: ["souligne", "soulignez", "mentionne", "mentionnez", "mets en avant", "mettez en avant", "indique que", "indiquez que"],
  wishes: ["ajoute", "ajoutez", "inclus", "incluez", "utilise", "utilisez", "garde", "gardez", "concentre-toi sur", "concentrez-vous sur", "termine par", "terminez par", "commence par", "commencez par", "veille à", "veillez à", "au maximum", "maximum", "au plus", "sans", "en français", "en anglais", "pour", "elle doit", "il doit", "doit", "avec des notes"],
  dangling: ["le", "la", "les", "l'", "un", "une", "des", "de", "du", "d'", "et", "ou", "pour", "sur", "au", "aux", "à", "en", "dans", "par", "avec", "notre", "nos", "votre", "vos", "leur", "leurs", "son", "sa", "ses", "que", "qui", "chez", "entre", "vers"],
  abbreviations: ["p.ex", "ex", "env", "etc", "m", "mme", "mlle", "dr", "pr", "n°", "no", "av", "bd", "janv", "févr", "avr", "juil", "sept", "oct", "nov", "déc", "md", "mds", "mrd", "mio", "cf", "hors", "art", "réf", "cie", "ht", "ttc"],
};

const ES: Lexicon = {
  requests: ["hazme", "prepárame", "escríbeme", "créame", "haz", "haga", "hacer", "crea", "cree", "crear", "escribe", "escriba", "escribir", "redacta", "redacte", "redactar", "prepara", "prepare", "preparar", "elabora", "elabore", "elaborar", "diseña", "diseñe", "genera", "genere", "arma", "monta", "resume", "resuma"],
  politeness: ["por favor", "puedes", "podrías", "puede", "podría", "necesito", "necesitamos", "quiero", "quisiera", "me gustaría", "ayúdame a", "voy a presentar", "vamos a presentar"],
  and: ["y", "e", "&", "además de", "así como"],
  up: ["un aumento del", "un aumento de", "aumento del", "aumento de", "sube un", "subió un", "subida del", "subida de", "un crecimiento del", "crecimiento del", "crecimiento de", "más", "+", "al alza"],
  down: ["una caída del", "caída del", "caída de", "baja un", "bajó un", "un descenso del", "descenso del", "descenso de", "menos"],
  joiners: ["de", "del", "es", "fue", "son", "fueron", "era", "alcanzó", "alcanza", "llegó a", "asciende a", "ascendió a", "en", "con", "unos", "unas", "cerca de", "casi", "más de", "para", "por", ":", "cuesta", "cuestan", "costó"],
  partsIntro: ["que cubra", "que cubre", "que incluya", "con las secciones", "con secciones sobre", "con apartados sobre", "con los apartados", "que trate", "que aborde"],
  stress: ["destaca", "destaque", "menciona", "mencione", "resalta", "resalte", "indica que", "indique que"],
  wishes: ["incluye", "incluya", "añade", "añada", "agrega", "agregue", "usa", "use", "utiliza", "utilice", "mantén", "mantenga", "céntrate en", "termina con", "empieza con", "comienza con", "como máximo", "máximo", "sin", "en español", "en inglés", "para", "debe", "debería", "con notas"],
  dangling: ["el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "y", "e", "o", "u", "para", "sobre", "en", "con", "por", "al", "a", "nuestro", "nuestra", "nuestros", "nuestras", "su", "sus", "mi", "mis", "que", "entre", "hacia"],
  abbreviations: ["p.ej", "ej", "etc", "sr", "sra", "srta", "dr", "dra", "núm", "aprox", "ene", "feb", "abr", "ago", "sept", "oct", "nov", "dic", "mill", "mm", "ud", "uds", "art", "pág", "aprox", "máx", "mín", "vs"],
};

const PT: Lexicon = {
  requests: ["crie", "cria", "criar", "faça", "faz", "fazer", "escreva", "escreve", "escrever", "redija", "redige", "redigir", "prepare", "prepara", "preparar", "elabore", "elabora", "elaborar", "monte", "monta", "gere", "gera", "gerar", "resuma", "resume"],
  politeness: ["por favor", "pode", "podes", "poderia", "poderias", "preciso de", "preciso", "precisamos de", "quero", "queria", "gostaria de", "ajude-me a"],
  and: ["e", "&", "assim como", "além de"],
  up: ["um aumento de", "aumento de", "alta de", "uma alta de", "crescimento de", "um crescimento de", "subiu", "sobe", "mais", "+"],
  down: ["uma queda de", "queda de", "baixa de", "recuo de", "caiu", "desceu", "menos"],
  joiners: ["de", "do", "da", "dos", "das", "é", "foi", "são", "foram", "era", "atingiu", "atinge", "chegou a", "chega a", "em", "com", "cerca de", "quase", "mais de", "para", "por", ":", "custa", "custam", "custou"],
  partsIntro: ["que cubra", "cobrindo", "que inclua", "incluindo", "com as seções", "com seções sobre", "com secções sobre", "abordando", "que aborde", "com os tópicos"],
  stress: ["destaque", "destaca", "mencione", "menciona", "realce", "realça", "indique que"],
  wishes: ["inclua", "inclui", "adicione", "adiciona", "use", "usa", "utilize", "mantenha", "foque em", "concentre-se em", "termine com", "comece com", "no máximo", "máximo", "sem", "em português", "em inglês", "para", "deve", "deveria", "com notas"],
  dangling: ["o", "a", "os", "as", "um", "uma", "uns", "umas", "de", "do", "da", "dos", "das", "e", "ou", "para", "sobre", "em", "no", "na", "nos", "nas", "com", "por", "ao", "à", "nosso", "nossa", "nossos", "nossas", "seu", "sua", "que", "entre", "pelo", "pela"],
  abbreviations: ["p.ex", "ex", "etc", "sr", "sra", "dr", "dra", "nº", "n.º", "aprox", "jan", "fev", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez", "mi", "bi", "mil", "art", "pág", "máx", "mín", "vs"],
};

const IT: Lexicon = {
  requests: ["fammi", "fatemi", "preparami", "scrivimi", "creami", "crea", "creare", "fai", "fate", "fare", "scrivi", "scrivete", "scrivere", "redigi", "redigere", "prepara", "preparate", "preparare", "elabora", "elaborare", "progetta", "genera", "generare", "realizza", "realizzare", "riassumi", "componi"],
  politeness: ["per favore", "per piacere", "puoi", "potresti", "può", "potrebbe", "ho bisogno di", "abbiamo bisogno di", "vorrei", "voglio", "aiutami a", "mi serve", "ci serve", "mi servono", "ci servono"],
  and: ["e", "ed", "&", "oltre a"],
  up: ["in crescita del", "in aumento del", "un aumento del", "aumento del", "crescita del", "una crescita del", "più", "+", "in rialzo del", "rialzo del"],
  down: ["in calo del", "un calo del", "calo del", "in diminuzione del", "diminuzione del", "meno", "in ribasso del"],
  joiners: ["di", "del", "della", "dei", "delle", "è", "era", "sono", "erano", "ha raggiunto", "raggiunge", "pari a", "circa", "quasi", "oltre", "per", "con", "a", ":", "costa", "costano", "è costato"],
  partsIntro: ["che copra", "che tratti", "con le sezioni", "con sezioni su", "che includa", "con i capitoli", "che tocchi"],
  stress: ["evidenzia", "sottolinea", "menziona", "metti in risalto", "indica che"],
  wishes: ["includi", "includete", "aggiungi", "aggiungete", "usa", "usate", "utilizza", "mantieni", "concentrati su", "termina con", "inizia con", "al massimo", "massimo", "senza", "in italiano", "in inglese", "per", "deve", "dovrebbe", "con note"],
  dangling: ["il", "lo", "la", "i", "gli", "le", "l'", "un", "uno", "una", "un'", "di", "del", "della", "dei", "degli", "delle", "e", "ed", "o", "per", "su", "sul", "sulla", "in", "nel", "nella", "con", "da", "dal", "a", "al", "alla", "nostro", "nostra", "nostri", "nostre", "suo", "sua", "che", "tra", "fra"],
  abbreviations: ["ad es", "es", "ecc", "sig", "sigg", "dott", "prof", "n", "gen", "feb", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic", "mln", "mld", "mio", "ca", "pag", "art", "vs", "rif", "cfr"],
};

const NL: Lexicon = {
  requests: ["maak", "maakt", "maken", "schrijf", "schrijft", "schrijven", "stel", "bereid", "ontwerp", "genereer", "bouw", "vat", "zet"],
  politeness: ["alsjeblieft", "alstublieft", "graag", "kun je", "kunt u", "zou je", "zou u", "ik heb", "ik wil", "ik zou graag", "we hebben", "wij hebben", "help me"],
  and: ["en", "&", "evenals"],
  up: ["een stijging van", "stijging van", "gestegen met", "groei van", "een groei van", "meer", "plus", "+", "omhoog"],
  down: ["een daling van", "daling van", "gedaald met", "minder", "min", "omlaag"],
  joiners: ["van", "is", "was", "zijn", "waren", "bedraagt", "bedroeg", "bereikte", "op", "rond", "ongeveer", "bijna", "ruim", "met", "voor", ":", "kost", "kostte"],
  partsIntro: ["met de onderdelen", "met onderdelen over", "met secties over", "met de secties", "met hoofdstukken over", "die behandelt", "met de hoofdstukken"],
  stress: ["benadruk", "noem", "vermeld", "licht toe dat", "laat zien dat"],
  wishes: ["voeg", "neem", "gebruik", "houd", "focus op", "eindig met", "begin met", "maximaal", "hoogstens", "zonder", "in het nederlands", "in het engels", "voor", "het moet", "moet", "met sprekersnotities"],
  dangling: ["de", "het", "een", "van", "voor", "over", "en", "of", "met", "in", "op", "aan", "bij", "naar", "onze", "ons", "mijn", "jouw", "uw", "hun", "zijn", "haar", "die", "dat", "om", "te", "tot", "uit"],
  abbreviations: ["bijv", "bv", "enz", "ca", "dhr", "mevr", "dr", "prof", "nr", "mln", "mld", "jan", "feb", "apr", "jun", "jul", "aug", "sep", "okt", "nov", "dec", "o.a", "d.w.z"],
};

const JA: Lexicon = {
  requests: ["作成してください", "作成して", "作成", "入れてください", "入れて", "含めてください", "載せてください", "挙げてください", "記載してください", "作ってください", "作って", "つくってください", "書いてください", "書いて", "まとめてください", "まとめて", "用意してください", "準備してください", "お願いします", "お願い", "ください", "下さい", "を作る", "作る"],
  politeness: ["お願いします", "お願いいたします", "してください", "ください", "下さい", "欲しい", "ほしい", "たい"],
  and: ["と", "及び", "および", "や", "、"],
  up: ["増", "増加", "上昇", "アップ", "伸び", "成長", "前年比+", "プラス"],
  down: ["減", "減少", "低下", "ダウン", "マイナス"],
  joiners: ["は", "が", "で", "の", "約", "およそ", "に", "を", "：", ":"],
  partsIntro: ["を含めて", "の構成で", "からなる"],
  stress: ["強調", "触れて", "言及"],
  wishes: ["含めて", "入れて", "使って", "追加して", "日本語で", "英語で", "以内", "最大", "向け", "ように"],
  dangling: ["の", "と", "に", "を", "は", "が", "で", "や", "へ", "から", "まで", "より"],
  abbreviations: [],
};

const ZH: Lexicon = {
  requests: ["请制作", "请帮我制作", "请帮我做", "请帮我写", "请写", "请做", "请生成", "请准备", "制作", "生成", "撰写", "编写", "准备", "做", "写", "帮我"],
  politeness: ["请", "帮我", "麻烦", "谢谢", "我需要", "我们需要", "我想要", "想要"],
  and: ["和", "与", "及", "以及", "、"],
  up: ["增长", "上涨", "提升", "增加", "同比增长", "提高"],
  down: ["下降", "下跌", "减少", "降低", "同比下降"],
  joiners: ["为", "是", "达", "达到", "约", "共", "有", "：", ":"],
  partsIntro: ["包括", "包含", "涵盖", "分为"],
  stress: ["强调", "突出", "提到"],
  wishes: ["包括", "加入", "添加", "使用", "用中文", "用英文", "以内", "最多", "面向", "给"],
  dangling: ["的", "和", "与", "及", "在", "对", "为", "把", "给", "从", "向"],
  abbreviations: [],
};

const AR: Lexicon = {
  requests: ["أنشئ", "انشئ", "أنشئي", "إعداد", "تجهيز", "تجهز", "اكتب", "اكتبي", "اصنع", "اعمل", "أعد", "أعدّ", "حضّر", "حضر", "جهّز", "جهز", "صمّم", "صمم", "لخّص", "لخص"],
  politeness: ["من فضلك", "لو سمحت", "أرجو", "نرجو", "يرجى", "يُرجى", "ممكن", "رجاءً", "رجاء", "أحتاج", "نحتاج", "أريد", "نريد", "هل يمكنك"],
  and: ["و", "&"],
  up: ["بزيادة", "زيادة", "ارتفاع", "بارتفاع", "نمو", "بنمو"],
  down: ["بانخفاض", "انخفاض", "تراجع", "بتراجع"],
  joiners: ["هو", "هي", "بلغ", "بلغت", "يبلغ", "تبلغ", "حوالي", "نحو", "قدره", "قدرها", ":"],
  partsIntro: ["يغطي", "تغطي", "يشمل", "تشمل", "يتضمن", "تتضمن", "يتناول", "تتناول", "بالأقسام التالية", "بالأقسام الآتية"],
  stress: ["أبرز", "اذكر", "ركّز على"],
  wishes: ["أضف", "اشمل", "استخدم", "ركز على", "باللغة", "بالعربية", "لـ", "يجب"],
  dangling: ["في", "من", "إلى", "على", "عن", "مع", "و", "أو", "ل", "ب", "ال"],
  abbreviations: [],
};

export const LEXICONS: Record<Lang, Lexicon> = { en: EN, de: DE, fr: FR, es: ES, pt: PT, it: IT, nl: NL, ja: JA, zh: ZH, ar: AR };

/** Every language's words of one kind, for prompts that mix languages or were detected wrongly. */
export function allWords(key: Exclude<keyof Lexicon, "dottedOrdinals">): string[] {
  return [...new Set(Object.values(LEXICONS).flatMap((l) => l[key]))];
}
