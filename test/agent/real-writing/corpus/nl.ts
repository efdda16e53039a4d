// Dutch real-voice cases: quarterly figures, supervisory-board requests, memos, budgets and pasted meeting notes, written for this corpus.
import type { RealCase } from "../types.js";

export const NL: readonly RealCase[] = [
  // ── Decks from a prompt ──────────────────────────────────────────────
  {
    id: "nl-third-quarter-figures",
    lang: "nl",
    genre: "brief",
    kind: "deck",
    text: `Maak even 8 slides over de cijfers van het derde kwartaal.
Omzet: € 9,6 miljoen (6% hoger dan vorig jaar)
Brutomarge: 34% (vorig jaar 37%)
Nieuwe klanten: 71
Regio Noord: € 2,8 miljoen
Regio Midden: € 4,5 miljoen
Regio Zuid: € 2,3 miljoen
Laat vooral zien waarom de marge achteruitgaat.`,
    facts: [
      { label: "Omzet", value: "€ 9,6 miljoen", change: "6%" },
      { label: "Brutomarge", value: "34%", change: "37%" },
      { label: "Nieuwe klanten", value: "71" },
      { label: "Regio Noord", value: "€ 2,8 miljoen" },
      { label: "Regio Midden", value: "€ 4,5 miljoen" },
      { label: "Regio Zuid", value: "€ 2,3 miljoen" },
    ],
  },
  {
    id: "nl-bakkerij-van-dam-year",
    lang: "nl",
    genre: "report",
    kind: "deck",
    name: "Bakkerij Van Dam",
    text: `Hoi! Ik wil een presentatie voor de nieuwjaarsborrel met het team van Bakkerij Van Dam. Gezellig, niet te zakelijk graag.
Wat cijfers van dit jaar: gemiddeld 310 klanten per dag, gemiddelde besteding € 11,40, Google-score 4,7 uit 5. De omzet kwam uit op € 1,3 miljoen, tegen 1,1 miljoen vorig jaar.
Ons desembrood was de hit, zo'n 2.400 per maand.
Sluit af met een bedankje en iets over de nieuwe oven die in februari komt.`,
    facts: [
      { label: "klanten per dag", value: "310" },
      { label: "gemiddelde besteding", value: "€ 11,40" },
      { label: "Google-score", value: "4,7" },
      { label: "omzet", value: "€ 1,3 miljoen", change: "1,1 miljoen" },
      { label: "desembrood", value: "2.400" },
    ],
  },
  {
    id: "nl-de-weide-dairy-report",
    lang: "nl",
    genre: "report",
    kind: "deck",
    name: "Zuivelfabriek De Weide",
    text: `Graag 10 slides voor het maandrapport van Zuivelfabriek De Weide.
- Bezettingsgraad: 86% (vorig jaar 91%)
- Uitval: 2,1%
- Verwerkte melk: 14,8 miljoen liter
- Stilstand: 96 uur
- Verzuim: 4,3%
De daling komt vooral door de storing aan de verpakkingslijn in januari. Leg ook het onderhoudsplan uit dat op 4 april ingaat.`,
    facts: [
      { label: "Bezettingsgraad", value: "86%", change: "91%" },
      { label: "Uitval", value: "2,1%" },
      { label: "Verwerkte melk", value: "14,8 miljoen liter" },
      { label: "Stilstand", value: "96 uur" },
      { label: "Verzuim", value: "4,3%" },
    ],
  },
  {
    id: "nl-het-anker-supervisory-board",
    lang: "nl",
    genre: "email",
    kind: "deck",
    name: "Woonstichting Het Anker",
    text: `Geachte collega's,

Namens de bestuurder verzoek ik u een presentatie voor te bereiden voor de vergadering van de Raad van Commissarissen op 26 maart. De kerncijfers over 2025:

Huurinkomsten: € 48,2 miljoen, tegen € 46,5 miljoen vorig jaar
Verhuurde woningen: 6.850
Onderhoudsuitgaven: € 14,1 miljoen
Huurachterstand: 0,9%
Klanttevredenheid: 7,4

Het zwaartepunt van de vergadering ligt bij de verduurzaming van de portefeuille.

Met vriendelijke groet,
Bestuurssecretariaat Woonstichting Het Anker`,
    facts: [
      { label: "Huurinkomsten", value: "€ 48,2 miljoen", change: "€ 46,5 miljoen" },
      { label: "Verhuurde woningen", value: "6.850" },
      { label: "Onderhoudsuitgaven", value: "€ 14,1 miljoen" },
      { label: "Huurachterstand", value: "0,9%" },
      { label: "Klanttevredenheid", value: "7,4" },
    ],
  },
  {
    id: "nl-mbo-open-day",
    lang: "nl",
    genre: "brief",
    kind: "deck",
    text: "Voor de open dag van onze mbo-opleiding Zorg & Welzijn heb ik 12 slides nodig. Cijfers: 640 studenten, slagingspercentage 87%, uitstroom naar werk 92%, tevredenheid stagebedrijven 8,1. Ook graag iets over de stageperiode en de kosten van het lesmateriaal (ca. € 350 per jaar).",
    facts: [
      { label: "studenten", value: "640" },
      { label: "slagingspercentage", value: "87%" },
      { label: "uitstroom naar werk", value: "92%" },
      { label: "tevredenheid stagebedrijven", value: "8,1" },
      { label: "lesmateriaal", value: "€ 350" },
    ],
  },
  {
    id: "nl-zwolle-food-bank",
    lang: "nl",
    genre: "report",
    kind: "deck",
    text: `Wij zijn de voedselbank in Zwolle en willen een presentatie voor onze sponsors en de gemeente, die we half maart in het stadhuis mogen geven. In 2025 hielpen we 1.240 huishoudens, 17% meer dan het jaar ervoor, en dat aantal loopt nog steeds op. We draaien op 185 vrijwilligers en deelden ongeveer 410.000 kilo voedsel uit. Aan giften ontvingen we € 265.000, vooral van kerken en lokale ondernemers.
Grootste zorg is de opslag: de koelcel huren kost ons € 1.450 per maand en ons huidige pand is eigenlijk te klein, vooral rond de feestdagen.
Eindig met een duidelijke oproep voor een eigen pand, en laat ruimte voor een paar foto's van het uitdeelpunt.`,
    facts: [
      { label: "huishoudens", value: "1.240", change: "17%" },
      { label: "vrijwilligers", value: "185" },
      { label: "voedsel", value: "410.000 kilo" },
      { label: "giften", value: "€ 265.000" },
      { label: "koelcel", value: "€ 1.450" },
    ],
  },
  {
    id: "nl-fietsmaatje-launch",
    lang: "nl",
    genre: "brief",
    kind: "deck",
    name: "Fietsmaatje",
    text: "6 slides voor de lancering van de nieuwe versie van Fietsmaatje. Bèta: 3.900 gebruikers, maandretentie 72%, beoordeling 4,5 uit 5. Premium kost € 2,99 per maand. Live op 2 juni.",
    facts: [
      { label: "gebruikers", value: "3.900" },
      { label: "maandretentie", value: "72%" },
      { label: "beoordeling", value: "4,5" },
      { label: "Premium", value: "€ 2,99" },
    ],
  },
  {
    id: "nl-de-linde-practice",
    lang: "nl",
    genre: "report",
    kind: "deck",
    name: "Huisartsenpraktijk De Linde",
    text: "Kun je een korte presentatie maken voor het teamoverleg van Huisartsenpraktijk De Linde over het nieuwe online afsprakensysteem? De gemiddelde wachttijd aan de telefoon is gedaald naar 4 minuten (was 11 minuten). No-shows gingen van 7% naar 4%. We hebben 8.900 ingeschreven patiënten en de tevredenheid is 8,3. Graag ook een deel over wat er aan de balie nog beter kan.",
    facts: [
      { label: "gemiddelde wachttijd aan de telefoon", value: "4 minuten", change: "11 minuten" },
      { label: "No-shows", value: "4%", change: "7%" },
      { label: "ingeschreven patiënten", value: "8.900" },
      { label: "tevredenheid", value: "8,3" },
    ],
  },
  {
    id: "nl-amersfoort-cycling",
    lang: "nl",
    genre: "report",
    kind: "deck",
    name: "Amersfoort",
    text: `Gemeente Amersfoort, afdeling Mobiliteit: graag een presentatie van 9 slides voor de raadscommissie.
Investering in fietspaden: € 3,8 miljoen, tegen 3,1 miljoen vorig jaar
Nieuwe fietsparkeerplekken bij het station: 1.600
Aandeel fiets in woon-werkverkeer: 38%
Verkeersslachtoffers onder fietsers: 42 (vorig jaar 51)
Speerpunten: snelfietsroute naar Utrecht, veilige schoolroutes, meer stallingen in de binnenstad.`,
    facts: [
      { label: "Investering in fietspaden", value: "€ 3,8 miljoen", change: "3,1 miljoen" },
      { label: "Nieuwe fietsparkeerplekken", value: "1.600" },
      { label: "Aandeel fiets in woon-werkverkeer", value: "38%" },
      { label: "Verkeersslachtoffers onder fietsers", value: "42", change: "51" },
    ],
  },
  {
    id: "nl-seed-pitch",
    lang: "nl",
    genre: "brief",
    kind: "deck",
    text: "Maak een pitchdeck voor onze seedronde: MRR € 64.000, 11% groei per maand, churn 2,4%, 39 betalende klanten.",
    facts: [
      { label: "MRR", value: "€ 64.000", change: "11%" },
      { label: "churn", value: "2,4%" },
      { label: "betalende klanten", value: "39" },
    ],
  },

  // ── Documents from a prompt ──────────────────────────────────────────
  {
    id: "nl-data-breach-report",
    lang: "nl",
    genre: "report",
    kind: "doc",
    text: `Stel een rapport op over het datalek bij onze klantenservice, voor de directie en de FG.
Ontdekt: 3 februari
Oorzaak: e-mail met klantgegevens naar de verkeerde ontvanger
Betrokken klanten: 312
Gelekte gegevens: naam, adres, klantnummer (geen bankgegevens)
Gemeld bij de AP: 4 februari
Maatregelen: tweede controle bij bulkmails, training voor alle 46 medewerkers van de klantenservice`,
    facts: [
      { label: "Betrokken klanten", value: "312" },
      { label: "medewerkers", value: "46" },
    ],
  },
  {
    id: "nl-remote-work-memo",
    lang: "nl",
    genre: "memo",
    kind: "doc",
    text: "Kun je een interne memo opstellen over de nieuwe thuiswerkregeling? Vanaf 1 april gaat het maximum aantal thuiswerkdagen naar 3 per week (nu 2). De thuiswerkvergoeding wordt € 2,35 per dag. Aanvragen via het HR-portaal, uiterlijk de vrijdag ervoor.",
    facts: [
      { label: "maximum aantal thuiswerkdagen", value: "3", change: "2" },
      { label: "thuiswerkvergoeding", value: "€ 2,35" },
    ],
  },
  {
    id: "nl-bike-shop-business-plan",
    lang: "nl",
    genre: "plan",
    kind: "doc",
    text: `Ik wil een ondernemingsplan voor mijn fietsenwinkel met werkplaats in Deventer, voor de bank en de Qredits-aanvraag.
Startinvestering: € 185.000
Eigen inbreng: € 45.000
Lening: € 140.000
Verwachte omzet eerste jaar: € 420.000
Brutomarge: 32%
Break-even omzet: € 29.000 per maand
Personeel: 2 monteurs en 1 verkoper`,
    facts: [
      { label: "Startinvestering", value: "€ 185.000" },
      { label: "Eigen inbreng", value: "€ 45.000" },
      { label: "Lening", value: "€ 140.000" },
      { label: "Verwachte omzet eerste jaar", value: "€ 420.000" },
      { label: "Brutomarge", value: "32%" },
      { label: "Break-even omzet", value: "€ 29.000" },
      { label: "monteurs", value: "2" },
      { label: "verkoper", value: "1" },
    ],
  },
  {
    id: "nl-february-monthly-report",
    lang: "nl",
    genre: "email",
    kind: "doc",
    text: `Hoi Sanne,

Wil je van de cijfers over februari een maandrapportage maken (Word)?
- Omzet: € 3,4 miljoen, 5% hoger dan februari vorig jaar
- Brutomarge: 38,2%
- Personeelskosten: € 1,2 miljoen (3% boven begroting)
- Fte eind februari: 87
De overschrijding komt door inhuur tijdens de ziekteperiode van twee planners; dat loopt in het tweede kwartaal terug. Zet dat er duidelijk in.

Groet,
Jeroen`,
    facts: [
      { label: "Omzet", value: "€ 3,4 miljoen", change: "5%" },
      { label: "Brutomarge", value: "38,2%" },
      { label: "Personeelskosten", value: "€ 1,2 miljoen", change: "3%" },
      { label: "Fte", value: "87" },
    ],
  },

  // ── Sheets ───────────────────────────────────────────────────────────
  {
    id: "nl-marketing-channels-budget",
    lang: "nl",
    genre: "budget",
    kind: "sheet",
    text: `Maak een spreadsheet met het marketingbudget voor volgend jaar, met per kanaal het jaartotaal en onderaan een totaal.
Google Ads: € 3.800 per maand
LinkedIn-advertenties: € 2.250 per maand
Nieuwsbrief: € 320 per maand
Vakbeurs: € 14.500 per jaar
Nieuwe website: € 9.750 eenmalig`,
    facts: [
      { label: "Google Ads", value: "€ 3.800" },
      { label: "LinkedIn-advertenties", value: "€ 2.250" },
      { label: "Nieuwsbrief", value: "€ 320" },
      { label: "Vakbeurs", value: "€ 14.500" },
      { label: "Nieuwe website", value: "€ 9.750" },
    ],
    rows: [
      { label: "Google Ads", amount: 3800, period: "month" },
      { label: "LinkedIn-advertenties", amount: 2250, period: "month" },
      { label: "Nieuwsbrief", amount: 320, period: "month" },
      { label: "Vakbeurs", amount: 14500, period: "year" },
      { label: "Nieuwe website", amount: 9750, period: "once" },
    ],
  },
  {
    id: "nl-department-annual-budget",
    lang: "nl",
    genre: "budget",
    kind: "sheet",
    text: `Graag een overzicht in een tabel van het jaarbudget per afdeling, met een totaalregel.
Verkoop: 2,4 miljoen
Productie: 3,6 miljoen
ICT: 1,1 miljoen
Financiën en HR: € 780.000
Alle bedragen per jaar. Het plafond vanuit de directie is 8 miljoen.`,
    facts: [
      { label: "Verkoop", value: "2,4 miljoen" },
      { label: "Productie", value: "3,6 miljoen" },
      { label: "ICT", value: "1,1 miljoen" },
      { label: "Financiën en HR", value: "€ 780.000" },
      { label: "plafond", value: "8 miljoen" },
    ],
    rows: [
      { label: "Verkoop", amount: 2400000, period: "year" },
      { label: "Productie", amount: 3600000, period: "year" },
      { label: "ICT", amount: 1100000, period: "year" },
      { label: "Financiën en HR", amount: 780000, period: "year" },
    ],
  },
  {
    id: "nl-school-camp-costs",
    lang: "nl",
    genre: "budget",
    kind: "sheet",
    text: `Begroting voor het eindkamp van de bovenbouw, allemaal eenmalige kosten. Zet het in een sheet met per post het bedrag en het totaal:
Huur kampeerboerderij € 1.850,00
Busvervoer € 975,00
Eten en drinken € 1.234,50
Activiteiten en entree € 640,00
Verzekering € 85,00`,
    facts: [
      { label: "Huur kampeerboerderij", value: "€ 1.850,00" },
      { label: "Busvervoer", value: "€ 975,00" },
      { label: "Eten en drinken", value: "€ 1.234,50" },
      { label: "Activiteiten en entree", value: "€ 640,00" },
      { label: "Verzekering", value: "€ 85,00" },
    ],
    rows: [
      { label: "Huur kampeerboerderij", amount: 1850, period: "once" },
      { label: "Busvervoer", amount: 975, period: "once" },
      { label: "Eten en drinken", amount: 1234.5, period: "once" },
      { label: "Activiteiten en entree", amount: 640, period: "once" },
      { label: "Verzekering", amount: 85, period: "once" },
    ],
  },
  {
    id: "nl-dev-tools-costs",
    lang: "nl",
    genre: "budget",
    kind: "sheet",
    text: `Spreadsheet met de kosten van onze devtools: per maand, per jaar en het totaal.
- GitHub: € 395 p/m
- Azure: € 5.400 p/m
- Sentry: € 145 p/m
- Figma: € 210 p/m
- Jira: € 290 p/m`,
    facts: [
      { label: "GitHub", value: "€ 395" },
      { label: "Azure", value: "€ 5.400" },
      { label: "Sentry", value: "€ 145" },
      { label: "Figma", value: "€ 210" },
      { label: "Jira", value: "€ 290" },
    ],
    rows: [
      { label: "GitHub", amount: 395, period: "month" },
      { label: "Azure", amount: 5400, period: "month" },
      { label: "Sentry", amount: 145, period: "month" },
      { label: "Figma", amount: 210, period: "month" },
      { label: "Jira", amount: 290, period: "month" },
    ],
  },
  {
    id: "nl-cafe-de-zwaan-costs",
    lang: "nl",
    genre: "budget",
    kind: "sheet",
    name: "Café De Zwaan",
    text: `Ik wil weten wat Café De Zwaan per jaar aan vaste lasten kwijt is. Maak een sheet met per post het jaarbedrag en een eindtotaal.
Huur: € 4.200 per maand
Personeel: € 18.500 per maand
Energie: € 1.350 per maand
Verzekeringen: € 2.900 per jaar
Nieuwe koelcel: € 11.000 (eenmalig, dit jaar)`,
    facts: [
      { label: "Huur", value: "€ 4.200" },
      { label: "Personeel", value: "€ 18.500" },
      { label: "Energie", value: "€ 1.350" },
      { label: "Verzekeringen", value: "€ 2.900" },
      { label: "Nieuwe koelcel", value: "€ 11.000" },
    ],
    rows: [
      { label: "Huur", amount: 4200, period: "month" },
      { label: "Personeel", amount: 18500, period: "month" },
      { label: "Energie", amount: 1350, period: "month" },
      { label: "Verzekeringen", amount: 2900, period: "year" },
      { label: "Nieuwe koelcel", amount: 11000, period: "once" },
    ],
  },

  // ── Pasted notes ─────────────────────────────────────────────────────
  {
    id: "nl-marketing-team-minutes",
    lang: "nl",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Kun je deze aantekeningen omzetten in slides? Structuur graag zo laten.

Overleg: marketingteam, 8 april
Aanwezig: Lotte, Daan, Fatima, Bram
Afwezig: Noor

Cijfers van de maand
Websitebezoekers: 48.200 (vorige maand 41.900)
Leads: 316
Conversie: 2,7%

Besluiten
- Budget voor LinkedIn verhogen
- Podcast stopt na de zomer

Actiepunten
Lotte: nieuwe landingspagina vóór 15 april
Daan: offertes voor de beursstand opvragen
Fatima: contentkalender voor het voorjaar bijwerken`,
    facts: [
      { label: "Websitebezoekers", value: "48.200", change: "41.900" },
      { label: "Leads", value: "316" },
      { label: "Conversie", value: "2,7%" },
    ],
    headings: ["Cijfers van de maand", "Besluiten", "Actiepunten"],
  },
  {
    id: "nl-care-mt-summary",
    lang: "nl",
    genre: "minutes",
    kind: "doc",
    mode: "condense",
    text: `Vat de aantekeningen van het MT-overleg samen in een document van één pagina:

Datum: 2 maart
Aanwezig: bestuurder, controller, manager zorg, manager HR

Stand van zaken
Bezetting van de bedden: 93% (vorig jaar 89%)
Ziekteverzuim: 7,8%
Inhuur personeel: € 640.000 in januari en februari, ruim boven begroting

Besluiten
Vaste contracten aanbieden aan flexkrachten die langer dan een jaar blijven. De nieuwe dagbesteding opent niet in mei maar in september.

Acties
Manager HR: lijst met flexkrachten vóór 16 maart
Controller: effect op de begroting doorrekenen`,
    facts: [
      { label: "Bezetting van de bedden", value: "93%", change: "89%" },
      { label: "Ziekteverzuim", value: "7,8%" },
      { label: "Inhuur personeel", value: "€ 640.000" },
    ],
    headings: ["Stand van zaken", "Besluiten", "Acties"],
  },
  {
    id: "nl-football-club-general-meeting",
    lang: "nl",
    genre: "minutes",
    kind: "doc",
    mode: "preserve",
    text: `Zet dit verslag van de ledenvergadering netjes in een document, dezelfde indeling aanhouden:

Vergadering: algemene ledenvergadering VV Oranje Boys, 18 maart
Aanwezige leden: 64
Voorzitter: Henk de Vries

Financiën
Contributie: € 165 per jaar (was € 150)
Resultaat vorig seizoen: € 8.400 positief
Kascommissie: akkoord, bestuur gedechargeerd

Kunstgrasveld
Geschatte kosten: € 420.000
Bijdrage gemeente: € 250.000
Besluit: bestuur mag offertes opvragen

Rondvraag
Petra: vraagt meer vrijwilligers voor de kantine
Ahmed: vraagt naar de parkeerplaatsen bij het hoofdveld`,
    facts: [
      { label: "Aanwezige leden", value: "64" },
      { label: "Contributie", value: "€ 165", change: "€ 150" },
      { label: "Resultaat vorig seizoen", value: "€ 8.400" },
      { label: "Geschatte kosten", value: "€ 420.000" },
      { label: "Bijdrage gemeente", value: "€ 250.000" },
    ],
    headings: ["Financiën", "Kunstgrasveld", "Rondvraag"],
  },
  {
    id: "nl-village-square-project",
    lang: "nl",
    genre: "notes",
    kind: "deck",
    mode: "condense",
    text: `Maak van deze aantekeningen van de projectgroep een korte, samengevatte presentatie:

Project: herinrichting Dorpsplein Ermelo
Budget: € 1,9 miljoen
Looptijd: juni 2026 tot maart 2027
Bezoekers bewonersavond: 140
Reacties via de website: 212

Wensen bewoners
- meer groen en schaduw
- minder parkeerplekken, wel een laad- en losplek voor de markt
- speelplek voor jonge kinderen

Planning
15 april: schetsontwerp naar de raad
september: definitief ontwerp
januari 2027: start uitvoering

Risico's
Kabels en leidingen liggen mogelijk ondieper dan gedacht.`,
    facts: [
      { label: "Budget", value: "€ 1,9 miljoen" },
      { label: "Bezoekers bewonersavond", value: "140" },
      { label: "Reacties via de website", value: "212" },
    ],
    headings: ["Wensen bewoners", "Planning", "Risico's"],
  },
  {
    id: "nl-flu-shot-practice-note",
    lang: "nl",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `Maak van deze notities een bericht voor het hele praktijkteam:

Overleg: assistentes, 5 september

Griepprik
- start op 13 oktober
- plekken per middag: 120
- vorig jaar gevaccineerd: 1.640; doel dit jaar: 1.800
- ontbrekende toestemmingsformulieren vorig jaar: 5%, aan de balie checken

Rooster
Extra hulp op zaterdag: Ingrid en Mirjam
Thuisprikken bij ouderen: dinsdag- en donderdagmiddag`,
    facts: [
      { label: "plekken per middag", value: "120" },
      { label: "vorig jaar gevaccineerd", value: "1.640" },
      { label: "doel dit jaar", value: "1.800" },
      { label: "ontbrekende toestemmingsformulieren", value: "5%" },
    ],
    headings: ["Griepprik", "Rooster"],
  },
];
