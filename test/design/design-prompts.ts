// Fact-rich requests for decks, written the way people ask, whose answers use every designed kind: the decks the layout
// measure and the design contact sheets are drawn from.

export interface DesignPrompt {
  id: string;
  prompt: string;
}

export const DESIGN_PROMPTS: DesignPrompt[] = [
  {
    id: "bakery-quarter",
    prompt:
      "Make a short deck for our bakery's quarterly review. Revenue was €412,000, up 9% on last year. We served 38,500 customers. Average basket €10.70. Staff turnover 12%. Agenda: results, costs, risks, priorities, questions. Risks: rising flour prices, a second competitor opening on Market Street, our oven is eleven years old. Priorities: in May we open the second shop, in Q3 we hire two bakers, by December we launch the online store.",
  },
  {
    id: "clinic-board",
    prompt:
      "Board update for the Riverside Clinic, 6 slides. Patients seen: 14,200. Average wait 18 minutes, down from 26. Satisfaction 4.6 of 5. The three things we changed: online booking, a second triage nurse, evening hours on Thursdays. Next: a new physiotherapy room, a records system upgrade, a staff training week.",
  },
  {
    id: "school-trip",
    prompt:
      "Slides for parents about the Year 8 field trip to the coast. Dates: 12 to 14 June. Cost per pupil £145. Places: 60. What pupils bring: waterproof jacket, packed lunch for day one, walking shoes, a refillable bottle. Summary: a safe, well-supervised trip with one teacher for every eight pupils.",
  },
  {
    id: "saas-metrics",
    prompt:
      "Investor update deck. ARR $4.8M, net revenue retention 118%, gross margin 81%, 23 enterprise customers. Monthly recurring revenue by month: January 310k, February 336k, March 352k, April 371k, May 388k, June 402k. Team: Ana Ruiz (CEO), Tom Becker (CTO), Mei Lin (VP Sales).",
  },
  {
    id: "de-stadtwerke",
    prompt:
      "Erstelle eine Präsentation für den Aufsichtsrat der Stadtwerke Lindau. Umsatz 8,6 Mio. €, 23 neue Ladesäulen, Netzverluste 4,1 %. Themen: Ergebnis, Ausbau, Risiken, Ausblick. Risiken: steigende Strompreise, Fachkräftemangel, verzögerte Genehmigungen.",
  },
  {
    id: "ja-fukuoka",
    prompt:
      "九州支社の上期報告のスライドを作成してください。売上高は12億4千万円、前年同期比8%増。新規顧客は340社。重点施策：福岡新センター稼働、物流コストの削減、営業人材の採用。",
  },
  {
    id: "fr-association",
    prompt:
      "Présentation pour l'assemblée générale de l'association Les Jardins du Canal. 212 adhérents, 3 200 heures de bénévolat, budget de 18 400 €. Ordre du jour : bilan de l'année, comptes, projets, élection du bureau.",
  },
  {
    id: "one-line-summary",
    prompt: "A deck for the team offsite. Summary: we ship the new checkout to every customer before the summer break.",
  },
];
