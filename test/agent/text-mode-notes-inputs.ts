// Meeting notes as people paste them — headings on lines of their own, "Label: value" figures, dated lines, "Name:
// action" items and an attendees line — in six languages, each laid out several ways, with what each part is.

export interface NotesSection {
  heading: string;
  kind: "prose" | "facts" | "dates" | "actions";
  lines: string[];
}

export interface MeetingNotes {
  lang: string;
  title: string;
  /** The line under the title: a date. */
  dateLine?: string;
  attendees: { label: string; names: string[]; separator: string };
  sections: NotesSection[];
}

export const NOTES: MeetingNotes[] = [
  {
    lang: "en",
    title: "Product sync",
    dateLine: "Thursday 14 March 2024",
    attendees: { label: "Attendees", names: ["Anna Weber", "Tom Price", "Lena Fischer", "Raj Patel"], separator: ", " },
    sections: [
      {
        heading: "Decisions",
        kind: "prose",
        lines: [
          "We will ship the mobile beta on 2 April. The web redesign moves to the next quarter because the design team is two people short until May.",
        ],
      },
      { heading: "Numbers", kind: "facts", lines: ["Active users: 12,400", "Churn: 3.1%", "Support tickets: 214"] },
      {
        heading: "Customer feedback",
        kind: "prose",
        lines: ["Onboarding is still too long. Several customers asked for an export to Excel."],
      },
      {
        heading: "Timeline",
        kind: "dates",
        lines: ["2 April: mobile beta", "15 April: pricing page live", "30 April: first customer webinar"],
      },
      {
        heading: "Budget discussion",
        kind: "prose",
        lines: ["The marketing budget stays at 40,000 euros. Tom thinks we should move 5,000 of it to events."],
      },
      {
        heading: "Action items",
        kind: "actions",
        lines: [
          "Anna: send the draft to legal (Fri)",
          "Tom: book the venue for the webinar",
          "Raj: fix the login bug before the beta",
        ],
      },
    ],
  },
  {
    lang: "en",
    title: "Warehouse weekly",
    attendees: { label: "Present", names: ["Maria Lopez", "Ben Carter", "Priya Shah"], separator: "; " },
    sections: [
      {
        heading: "Where we stand",
        kind: "prose",
        lines: ["The new shelving is in. Picking errors dropped after the labels were changed."],
      },
      {
        heading: "This week's figures",
        kind: "facts",
        lines: ["Orders shipped: 3,480", "On-time rate: 96.2%", "Returns: 41"],
      },
      {
        heading: "Upcoming",
        kind: "dates",
        lines: ["Mon 8 April – stocktake in hall B", "Forklift training on 17 April", "Peak season plan due by 3 May"],
      },
      {
        heading: "Open questions",
        kind: "prose",
        lines: ["Do we need a second night shift? Ben will ask the agency about costs."],
      },
      {
        heading: "Next steps",
        kind: "actions",
        lines: [
          "Maria: order the spare scanner batteries",
          "Ben: call the staffing agency",
          "Priya: update the safety checklist",
        ],
      },
    ],
  },
  {
    lang: "de",
    title: "Teamrunde Vertrieb",
    dateLine: "Dienstag, 12. März 2024",
    attendees: { label: "Anwesend", names: ["Jonas Keller", "Miriam Vogt", "Paul Schäfer"], separator: ", " },
    sections: [
      {
        heading: "Entscheidungen",
        kind: "prose",
        lines: [
          "Wir stellen ab April zwei neue Mitarbeitende im Innendienst ein. Die Messe in Köln lassen wir dieses Jahr ausfallen, weil der Stand zu teuer geworden ist.",
        ],
      },
      {
        heading: "Zahlen",
        kind: "facts",
        lines: ["Umsatz im Februar: 184.000 €", "Neukunden: 23", "Reklamationsquote: 1,8 %"],
      },
      {
        heading: "Budget",
        kind: "prose",
        lines: ["Das Marketingbudget bleibt bei 40.000 Euro. Paul möchte 5.000 Euro in Anzeigen umschichten."],
      },
      {
        heading: "Termine",
        kind: "dates",
        lines: [
          "Mo 8. April – Start der neuen Kollegen",
          "Die Preisliste geht am 15. April raus",
          "30. April: Quartalsbericht an die Geschäftsführung",
        ],
      },
      {
        heading: "Aufgaben",
        kind: "actions",
        lines: [
          "Jonas: Stellenanzeige bis Freitag veröffentlichen",
          "Miriam: Angebot der Agentur einholen",
          "Paul: Zahlen für März vorbereiten",
        ],
      },
    ],
  },
  {
    lang: "fr",
    title: "Réunion produit",
    dateLine: "14 mars 2024",
    attendees: { label: "Présents", names: ["Claire Martin", "Hugo Bernard", "Sophie Laurent"], separator: ", " },
    sections: [
      {
        heading: "Décisions",
        kind: "prose",
        lines: ["Nous lançons la bêta mobile le 2 avril. La refonte du site est repoussée au trimestre prochain."],
      },
      {
        heading: "Chiffres",
        kind: "facts",
        lines: ["Utilisateurs actifs : 12 400", "Taux d'attrition : 3,1 %", "Tickets support : 214"],
      },
      {
        heading: "Retours clients",
        kind: "prose",
        lines: ["L'inscription reste trop longue. Plusieurs clients demandent un export vers Excel."],
      },
      {
        heading: "Calendrier",
        kind: "dates",
        lines: ["2 avril : bêta mobile", "15 avril : nouvelle page tarifs", "30 avril : premier webinaire clients"],
      },
      {
        heading: "Actions",
        kind: "actions",
        lines: [
          "Claire : envoyer le contrat au service juridique (vendredi)",
          "Hugo : réserver la salle du webinaire",
          "Sophie : corriger le bug de connexion avant la bêta",
        ],
      },
    ],
  },
  {
    lang: "es",
    title: "Reunión de equipo",
    dateLine: "Miércoles, 20 de marzo de 2024",
    attendees: { label: "Asistentes", names: ["Lucía Gómez", "Javier Ruiz", "Marta Sanz"], separator: ", " },
    sections: [
      {
        heading: "Decisiones",
        kind: "prose",
        lines: ["Abriremos la segunda tienda en mayo. El programa de fidelidad se queda como está hasta el verano."],
      },
      {
        heading: "Cifras del mes",
        kind: "facts",
        lines: ["Ventas de febrero: 96.500 €", "Clientes nuevos: 312", "Ticket medio: 18,40 €"],
      },
      {
        heading: "Calendario",
        kind: "dates",
        lines: ["2 de abril: firma del alquiler", "15 de abril: obras en el local", "6 de mayo: apertura de la tienda"],
      },
      {
        heading: "Presupuesto",
        kind: "prose",
        lines: ["El presupuesto de obras es de 60.000 euros. Javier pide guardar un margen para imprevistos."],
      },
      {
        heading: "Próximos pasos",
        kind: "actions",
        lines: [
          "Lucía: pedir tres presupuestos de reforma",
          "Javier: revisar el contrato de alquiler",
          "Marta: preparar la campaña de apertura",
        ],
      },
    ],
  },
  {
    lang: "ja",
    title: "プロダクト定例",
    dateLine: "2024年3月14日",
    attendees: { label: "出席者", names: ["田中", "佐藤", "鈴木"], separator: "、" },
    sections: [
      {
        heading: "決定事項",
        kind: "prose",
        lines: ["4月2日にモバイル版ベータを公開する。Webのリニューアルは来期に延期する。"],
      },
      {
        heading: "数字",
        kind: "facts",
        lines: ["アクティブユーザー：12,400人", "解約率：3.1%", "問い合わせ件数：214件"],
      },
      { heading: "顧客の声", kind: "prose", lines: ["登録手続きがまだ長い。Excelへの書き出しを求める声が多い。"] },
      {
        heading: "スケジュール",
        kind: "dates",
        lines: ["4月2日：モバイル版ベータ公開", "4月15日：料金ページ公開", "4月30日：顧客向けウェビナー"],
      },
      {
        heading: "宿題",
        kind: "actions",
        lines: [
          "田中：契約書を法務に送る（金）",
          "佐藤：ウェビナー会場を予約する",
          "鈴木：ベータ前にログイン不具合を直す",
        ],
      },
    ],
  },
  {
    lang: "zh",
    title: "产品周会",
    dateLine: "2024年3月14日",
    attendees: { label: "参会人员", names: ["王伟", "李娜", "张强"], separator: "、" },
    sections: [
      { heading: "会议决定", kind: "prose", lines: ["移动端测试版在4月2日上线。网站改版推迟到下个季度。"] },
      { heading: "关键数据", kind: "facts", lines: ["活跃用户：12,400人", "流失率：3.1%", "客服工单：214件"] },
      { heading: "用户反馈", kind: "prose", lines: ["注册流程仍然太长。很多客户希望能导出到Excel。"] },
      {
        heading: "时间安排",
        kind: "dates",
        lines: ["4月2日：移动端测试版上线", "4月15日：价格页面上线", "4月30日：第一场客户网络研讨会"],
      },
      {
        heading: "待办事项",
        kind: "actions",
        lines: ["王伟：把合同发给法务（周五）", "李娜：预订研讨会场地", "张强：在测试版前修复登录问题"],
      },
    ],
  },
];

export const LAYOUTS = ["blank", "dense", "bullets", "wrapped"] as const;
export type Layout = (typeof LAYOUTS)[number];

const tight = (lang: string) => lang === "ja" || lang === "zh";

/** A paragraph wrapped the way a mail client or editor does, at about `width` characters. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) (out.push(line), (line = word));
    else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** The notes as pasted in one layout: blank lines between parts or none, "•" items, hard-wrapped prose. */
export function notesText(n: MeetingNotes, layout: Layout): string {
  const colon = tight(n.lang) ? "：" : n.lang === "fr" ? " : " : ": ";
  const head = [
    n.title,
    ...(n.dateLine ? [n.dateLine] : []),
    `${n.attendees.label}${colon}${n.attendees.names.join(n.attendees.separator)}`,
  ];
  const gap = layout === "dense" ? [] : [""];
  const out = [...head, ...gap];
  for (const s of n.sections) {
    out.push(s.heading);
    for (const line of s.lines) {
      if (s.kind === "prose" && layout === "wrapped" && !tight(n.lang)) out.push(...wrap(line, 52));
      else out.push(layout === "bullets" && s.kind !== "prose" ? `• ${line}` : line);
    }
    out.push(...gap);
  }
  return out.join("\n").trim();
}
