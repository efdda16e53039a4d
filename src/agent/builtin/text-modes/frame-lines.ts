// The frame of meeting notes — "Date: 12 May", "場所：会議室B", "Anwesend: …", "Protokoll: …" at the top — in ten
// languages: when, where, who and which meeting, not a point of the notes.
import { splitLabel } from "../../reading/segment.js";
import { isPeopleLabel } from "./names-line.js";

export type FrameKind = "meeting" | "when" | "where" | "who";

// Minutes head their text with the same few labels everywhere: a lexicon, since "Budget: €4,000" has the same shape.
const LABELS: Record<Exclude<FrameKind, "who">, string> & { leads: string } = {
  meeting:
    "meeting|session|sitzung|besprechung|réunion|séance|reunión|sesión|reunião|sessão|riunione|seduta|assemblea|vergadering|overleg|bijeenkomst|会議|会議名|会合|会议|会议名称|例会|الاجتماع|اجتماع|الجلسة",
  when: "date|time|when|termin|date and time|date & time|datum|uhrzeit|zeit|datum und uhrzeit|wann|heure|horaire|date et heure|fecha|hora|horario|fecha y hora|data|horário|data e hora|ora|orario|data e ora|tijd|tijdstip|datum en tijd|日時|日付|時間|開催日|開催日時|日期|时间|会议时间|التاريخ|الوقت|الموعد|التاريخ والوقت",
  where:
    "place|location|venue|room|where|ort|raum|lieu|salle|lugar|sala|local|luogo|sede|plaats|locatie|ruimte|zaal|場所|会場|開催場所|地点|会议地点|地址|المكان|القاعة|مكان الاجتماع",
  leads:
    "chair|chaired by|moderator|facilitator|host|minute taker|minutes taken by|note taker|recorder|secretary|vorsitz|leitung|sitzungsleitung|moderation|protokoll|protokollführung|protokollant|protokollantin|président|présidente|animateur|animatrice|secrétaire|secrétaire de séance|compte rendu|rédacteur|rédactrice|preside|presidente|moderador|moderadora|secretario|secretaria|secretário|secretária|acta|ata|redactor|redactora|redator|redatora|moderatore|moderatrice|segretario|segretaria|verbale|verbalizzante|voorzitter|notulist|notulen|司会|議長|記録|記録者|書記|議事録|主持|主持人|记录|记录人|纪要|رئيس الجلسة|رئيسة الجلسة|المقرر|المقررة|أمين السر|كاتب المحضر",
};
const LABEL_RE = Object.fromEntries(Object.entries(LABELS).map(([k, v]) => [k, new RegExp(`^(?:${v})$`, "iu")]));
const VALUE_CHARS = 120;

/** What a frame line says — which meeting, when, where, or who (present, chairing, writing) — or null for another line. */
export function frameKind(line: string): FrameKind | null {
  const t = line.trim().replace(/^[-*+•・]\s*/u, "");
  const { label, body } = splitLabel(t, 30);
  if (!label || body.length > VALUE_CHARS) return null;
  if (isPeopleLabel(label) || LABEL_RE.leads!.test(label)) return "who";
  return (["meeting", "when", "where"] as const).find((k) => LABEL_RE[k]!.test(label)) ?? null;
}

/** The label of a frame line ("Date", "出席者"), or null when the line is no frame line. */
export const frameLabel = (line: string): string | null =>
  frameKind(line) ? splitLabel(line.trim().replace(/^[-*+•・]\s*/u, ""), 30).label : null;

/** Whether every line of a group is a frame line. */
export const allFrame = (lines: readonly string[]) => lines.length > 0 && lines.every((l) => frameKind(l) !== null);
