// German templates and vocabulary for the generated prompt suite.
import { dec, group, joiner, NICE_BIG, NICE_CHANGE, NICE_PCT, NICE_SMALL, type LangPack } from "../lang-pack.js";

export const de: LangPack = {
  lang: "de",
  stop: ".",
  capitalNouns: true,
  join: joiner(" und ", [", ", ", ", "; "]),
  money: (rng, big) => {
    if (big) {
      const x = dec(rng.pick(NICE_BIG), ",");
      return rng.pick([`${x} Mio. €`, `${x} Millionen Euro`, `€ ${x} Mio.`]);
    }
    const n = rng.pick(NICE_SMALL) * 1000;
    return rng.pick([`${group(n, ".")} €`, `${group(n, ".")} Euro`]);
  },
  budgetMoney: (n) => `${group(n, ".")} €`,
  lineForms: ["{label} {value}", "{label} mit {value}", "{value} für {label}"],
  percent: (rng, small) => {
    const x = dec(rng.pick(small ? NICE_CHANGE : NICE_PCT), ",");
    return rng.pick([`${x} %`, `${x}%`]);
  },
  count: (n) => group(n, "."),
  figureForms: {
    money: ["{label} {value}", "{label} von {value}", "{label} lag bei {value}"],
    percent: ["{label} {value}", "{label} bei {value}", "{label} von {value}"],
    count: ["{value} {label}"],
  },
  changeForms: [", plus {c}", " (plus {c})", ", ein Plus von {c}", ", minus {c}", " (+{c})"],
  figuresForms: ["Eckdaten: {list}", "Kennzahlen: {list}", "{list}", "wichtige Zahlen: {list}"],
  countedNames: ["{value} {label} ({names})"],
  namesForms: ["{label}: {names}", "{label} sind {names}"],
  people: [
    { name: "Anna Weber", role: "Finanzchefin" },
    { name: "Jörg Müller", role: "Vertriebsleiter" },
    { name: "Leyla Demir", role: "Produktmanagerin" },
    { name: "Lukas Brandt", role: "CTO" },
    { name: "Sophie Krüger", role: "Leiterin Marketing" },
    { name: "Mehmet Öztürk", role: "Betriebsleiter" },
  ],
  person: ["{name} ({role})", "{role} {name}"],
  peopleForms: ["Team: {list}", "stell das Team vor: {list}", "es präsentieren {list}"],
  risksForms: ["Risiken: {list}", "die größten Risiken sind {list}", "nenne die Risiken: {list}"],
  prioritiesForms: [
    "Prioritäten für {q}: {list}",
    "{q}-Prioritäten: {list}",
    "im {q} konzentrieren wir uns auf {list}",
    "Prioritäten: {list}",
    "danach kommen {list}",
  ],
  quarters: ["Q4", "Q1 2027", "Q3"],
  steps: ["Kick-off", "Pilot", "Schulung", "Rollout", "Review"],
  months: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  step: ["{what} im {date}", "{what} bis {date}"],
  stepsForms: ["Zeitplan: {list}", "{list}", "Meilensteine: {list}"],
  statementForms: ["{statement}", "außerdem: {statement}", "erwähnenswert: {statement}"],
  sectionLists: [
    ["Kosten", "Einsparungen", "Fördermittel", "Empfehlung"],
    ["Ausgangslage", "Ziele", "Zeitplan", "Ressourcen"],
    ["Markt", "Produkt", "Team", "Finanzierungsbedarf"],
    ["was gut lief", "was schlecht lief", "Lehren"],
  ],
  sectionsForms: ["Abschnitte: {list}", "gliedere es in {list}", "Gliederung: {list}"],
  sectionsInline: [" mit den Abschnitten {list}", ", gegliedert in {list}"],
  audiences: [
    "die Geschäftsführung",
    "Investoren",
    "neue Mitarbeitende",
    "den Aufsichtsrat",
    "den Gemeinderat",
    "unser Team",
  ],
  heads: {
    deck: [
      "Erstelle eine Präsentation über {S}.",
      "Erstelle eine Präsentation mit {n} Folien über {S}.",
      "Bitte erstelle eine Präsentation für {A} über {S}.",
      "Bitte erstelle {n} Folien für {A} über {S}.",
      "Mach mir einen Foliensatz über {S}.",
      "Ich brauche eine kurze Präsentation über {S} für {A}.",
      "Kannst du eine Präsentation über {S} vorbereiten?",
      "Eine Präsentation über {S}, {n} Folien, für {A}.",
      "Folien für {A} über {S}.",
      "Ich präsentiere nächste Woche vor {A} über {S}.",
      "Wir brauchen {n} Folien zu {S} für {A}.",
    ],
    doc: [
      "Schreibe einen Bericht über {S}.",
      "Bitte schreibe einen Bericht über {S} in {n} Abschnitten.",
      "Erstelle einen Projektplan für {S}.",
      "Erstelle für {A} einen Projektplan für {S} mit {n} Abschnitten.",
      "Ich brauche ein kurzes Dokument über {S} für {A}.",
      "Schreibe ein Dokument über {S}.",
      "Bitte verfasse einen Bericht für {A} über {S}.",
      "Wir brauchen ein Dokument für {A}, das {S} erklärt.",
    ],
    sheet: [
      "Erstelle einen Haushaltsplan für {S}.",
      "Bitte mach eine Tabelle mit dem Budget für {S}.",
      "Ich brauche eine Budgettabelle für {S}.",
      "Haushaltsplan für {S}.",
      "Erstelle eine Tabellenkalkulation mit den Kosten für {S}.",
    ],
    neutral: ["Es geht um {S}.", "Über {S}.", "Über {S}, für {A}.", "Es geht um {S}, für {A}."],
  },
  budgetForms: ["Posten: {list}", "mit {list}", "monatliche Kosten: {list}", "{list}"],
  budgetLines: ["Miete", "Personalkosten", "Marketing", "Versicherung", "Softwarelizenzen", "Energie", "Leasing"],
  domains: {
    food: {
      subjects: [
        { name: "Müller & Söhne", phrases: ["die Kaffeerösterei Müller & Söhne", "die Rösterei Müller & Söhne"] },
        { name: "Sonnenkorn", phrases: ["die Bäckerei Sonnenkorn", "die Sonnenkorn-Filialen"] },
      ],
      figures: [
        { label: "Umsatz", unit: "money", big: true, change: true },
        { label: "Rohmarge", unit: "percent" },
        { label: "Stammkunden", unit: "count", range: [800, 5000], change: true },
        { label: "Anteil Direkthandel", unit: "percent" },
        { label: "Großhandelsbestellungen", unit: "count", range: [40, 600] },
      ],
      named: {
        label: "Neukunden im Großhandel",
        names: ["Café Nord", "Hotel Lumen", "Grain Market", "Feinkost Böhm", "Kantine Süd", "Brot & Butter"],
      },
      risks: [
        "steigende Rohkaffeepreise",
        "ein Röster geht in Rente",
        "höhere Miete in der Altstadt",
        "Lieferverzug beim neuen Röster",
      ],
      priorities: ["Start des Abos", "die Rösterei in Lyon", "eine zweite Espressobar", "Barista-Schulungen"],
      statements: [
        "seit März kompostierbare Verpackungen",
        "Hafermilch verkauft sich besser als Kuhmilch",
        "alle Mitarbeitenden erhalten Tariflohn",
      ],
    },
    transit: {
      subjects: [
        { name: "Stadtwerke Görlitz", phrases: ["den Busverkehr der Stadtwerke Görlitz", "die Stadtwerke Görlitz"] },
        { name: "Zürich", phrases: ["den Nahverkehr in Zürich", "unsere Buslinien in Zürich"] },
      ],
      figures: [
        { label: "Fahrgäste pro Tag", unit: "count", range: [12000, 90000], change: true },
        { label: "Busse", unit: "count", range: [40, 400] },
        { label: "Betriebshöfe", unit: "count", range: [2, 9] },
        { label: "Pünktlichkeit", unit: "percent" },
        { label: "Betriebskosten", unit: "money", big: true, change: true },
      ],
      named: {
        label: "neue Haltestellen",
        names: ["Hafenplatz", "Mühlbach", "Osttor", "Flussufer", "Alte Mühlenstraße"],
      },
      risks: ["Fahrermangel", "steigende Dieselpreise", "Verzögerungen beim neuen Betriebshof", "ein Tarifstopp"],
      priorities: ["Elektrobusse", "ein Nachtnetz", "kontaktloses Bezahlen", "Echtzeitanzeigen an Haltestellen"],
      statements: [
        "Kinder fahren seit April kostenlos",
        "jeder Bus hat jetzt eine Rampe",
        "die App zeigt Abfahrten in Echtzeit",
      ],
    },
    tech: {
      subjects: [
        { name: "iPhone", phrases: ["unsere iPhone-App für Hundesitter", "die iPhone-Version unserer Buchungs-App"] },
        { name: "ÆON", phrases: ["die Planungssoftware ÆON", "die Plattform ÆON"] },
      ],
      figures: [
        { label: "ARR", unit: "money", big: true, change: true },
        { label: "monatlich aktive Nutzer", unit: "count", range: [8000, 90000], change: true },
        { label: "Churn", unit: "percent" },
        { label: "zahlende Teams", unit: "count", range: [40, 900] },
        { label: "Net Revenue Retention", unit: "percent" },
      ],
      named: {
        label: "Pilotkunden",
        names: ["Nordlicht GmbH", "Brightwell & Co", "Kōbō Studio", "Atlas Logistik", "Verde Labs"],
      },
      risks: [
        "Abgang eines Schlüsselentwicklers",
        "Verzögerungen im App-Store-Review",
        "ein größerer Wettbewerber kopiert die Funktion",
        "Cloud-Kosten wachsen schneller als der Umsatz",
      ],
      priorities: ["Single Sign-on", "eine Android-App", "nutzungsbasierte Preise", "ein Sicherheitsaudit"],
      statements: [
        "der Support antwortet innerhalb einer Stunde",
        "alle Daten bleiben in der EU",
        "das neue Onboarding halbiert die Einrichtungszeit",
      ],
    },
    health: {
      subjects: [
        { name: "Zahnwerk Kiel", phrases: ["die Zahnarztpraxis Zahnwerk Kiel", "das Zahnwerk Kiel"] },
        { name: "Lindenhof", phrases: ["das Pflegeheim Lindenhof", "die Pflegeeinrichtung Lindenhof"] },
      ],
      figures: [
        { label: "Patientenbesuche", unit: "count", range: [1200, 9000], change: true },
        { label: "Ausfallquote", unit: "percent" },
        { label: "Umsatz", unit: "money", big: true, change: true },
        { label: "Mitarbeitende", unit: "count", range: [12, 80] },
        { label: "Patientenzufriedenheit", unit: "percent" },
      ],
      named: { label: "Partnerkassen", names: ["Hansekasse", "Nordlicht BKK", "Mediplus", "Küstenkasse"] },
      risks: [
        "ein Zahnarzt geht in Rente",
        "neue Hygienevorschriften",
        "steigende Laborkosten",
        "ein langsames Buchungssystem",
      ],
      priorities: ["Online-Terminbuchung", "eine zweite Praxis", "Abendsprechstunden", "ein neues Röntgengerät"],
      statements: [
        "seit Januar Termine am Abend",
        "alle Akten sind jetzt digital",
        "das Wartezimmer wurde im Mai renoviert",
      ],
    },
  },
};
