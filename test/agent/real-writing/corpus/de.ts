// German real-voice cases: Vorstandsvorlagen, E-Mails, Budgets, Projektpläne und eingefügte Notizen, für dieses Korpus geschrieben.
import type { RealCase } from "../types.js";

export const DE: readonly RealCase[] = [
  // ── Präsentationen aus einem Auftrag ─────────────────────────────────
  {
    id: "de-sonnenhof-gesellschafter",
    lang: "de",
    genre: "brief",
    kind: "deck",
    name: "Hotel Sonnenhof",
    text: "Mach mir bitte eine Präsentation für die Gesellschafterversammlung vom Hotel Sonnenhof: Umsatz 2025 3,4 Mio. €, plus 8 % gegenüber Vorjahr, Auslastung 88 % (Vorjahr 91 %), Gästebewertung 4,6 von 5, inzwischen 52 Mitarbeitende. Zehn Folien reichen völlig.",
    facts: [
      { label: "Umsatz", value: "3,4 Mio. €", change: "8 %" },
      { label: "Auslastung", value: "88 %", change: "91 %" },
      { label: "Gästebewertung", value: "4,6" },
      { label: "Mitarbeitende", value: "52" },
    ],
  },
  {
    id: "de-werk-aalen-quartal",
    lang: "de",
    genre: "report",
    kind: "deck",
    name: "Werk Aalen",
    text: `Folien fürs Quartalsgespräch, Werk Aalen, max. 6 Folien
Ausbringung: 18.400 Einheiten (Q2: 17.100)
Ausschussquote: 1,9 %
OEE: 76 %
Krankheitstage minus 22 %
Energiekosten: 412.000 € (Vorjahr 468.000 €)`,
    facts: [
      { label: "Ausbringung", value: "18.400", change: "17.100" },
      { label: "Ausschussquote", value: "1,9 %" },
      { label: "OEE", value: "76 %" },
      { label: "Krankheitstage", value: "22 %" },
      { label: "Energiekosten", value: "412.000 €", change: "468.000 €" },
    ],
  },
  {
    id: "de-lumiq-pitch",
    lang: "de",
    genre: "brief",
    kind: "deck",
    name: "Lumiq",
    text: "Ich brauche ein Pitch-Deck für Lumiq, wir gehen in die Seed-Runde. Rundengröße: 2,5 Mio. €. ARR aktuell 380.000 €, Wachstum 14 % pro Monat, 41 zahlende Kunden, Churn unter 2 %. Team: 9 Leute in Leipzig. Bitte auch Marktgröße und Wettbewerb reinnehmen, die Zahlen dafür recherchiere ich noch.",
    facts: [
      { label: "Rundengröße", value: "2,5 Mio. €" },
      { label: "ARR", value: "380.000 €" },
      { label: "Wachstum", value: "14 %" },
      { label: "zahlende Kunden", value: "41" },
      { label: "Churn", value: "2 %" },
      { label: "Team", value: "9" },
    ],
  },
  {
    id: "de-goethe-elternabend",
    lang: "de",
    genre: "brief",
    kind: "deck",
    name: "Goethe-Gymnasium",
    text: "Kannst du mir Folien für den Elternabend der 7b am Goethe-Gymnasium machen? Themen: Klassenfahrt nach Rügen im Juni, Kosten pro Kind 285 €, Zuschuss vom Förderverein 40 €. Dazu die neuen Handyregeln und die Ergebnisse der Vergleichsarbeit in Mathe (Klassenschnitt 2,4, Schulschnitt 2,7).",
    facts: [
      { label: "Kosten pro Kind", value: "285 €" },
      { label: "Zuschuss vom Förderverein", value: "40 €" },
      { label: "Klassenschnitt", value: "2,4" },
      { label: "Schulschnitt", value: "2,7" },
    ],
  },
  {
    id: "de-bad-kreuzfeld-radwege",
    lang: "de",
    genre: "report",
    kind: "deck",
    name: "Bad Kreuzfeld",
    text: "Bitte erstellen Sie eine Präsentation für die Sitzung des Bauausschusses am 4. März 2026 zum Radwegeprogramm der Stadt Bad Kreuzfeld. Gesamtbudget: 6,2 Mio. €, davon Landesförderung 3,9 Mio. €. Bisher fertiggestellt: 14,5 km. Unfälle mit Radbeteiligung: 61 (2024: 79). Die Bürgerbeteiligung brachte rund 1.200 Rückmeldungen, die Auswertung liegt der Verwaltung vor.",
    facts: [
      { label: "Gesamtbudget", value: "6,2 Mio. €" },
      { label: "Landesförderung", value: "3,9 Mio. €" },
      { label: "Bisher fertiggestellt", value: "14,5 km" },
      { label: "Unfälle mit Radbeteiligung", value: "61", change: "79" },
      { label: "Rückmeldungen", value: "1.200" },
    ],
  },
  {
    id: "de-herzwerk-mitgliederversammlung",
    lang: "de",
    genre: "report",
    kind: "deck",
    name: "Herzwerk",
    text: "Für unsere Mitgliederversammlung brauche ich ein paar Folien zum Jahr 2025 beim Pflegedienst Herzwerk e. V.: 214 betreute Klientinnen und Klienten, 38 Pflegekräfte, Zufriedenheit 4,8 von 5, Spendeneinnahmen 96.000 € (Vorjahr 81.000 €). Wichtig ist mir auch, dass die Fluktuation auf 9 % gesunken ist (von 15 %). Das hat uns viel Arbeit gekostet!",
    facts: [
      { label: "betreute Klientinnen und Klienten", value: "214" },
      { label: "Pflegekräfte", value: "38" },
      { label: "Zufriedenheit", value: "4,8" },
      { label: "Spendeneinnahmen", value: "96.000 €", change: "81.000 €" },
      { label: "Fluktuation", value: "9 %", change: "15 %" },
    ],
  },
  {
    id: "de-sprint-review",
    lang: "de",
    genre: "email",
    kind: "deck",
    text: "Hey, kannst du für das Sprint-Review morgen eine kurze Präsentation zusammenbauen? Wir haben 34 Tickets geschlossen, die Testabdeckung liegt jetzt bei 81 % (vorher 72 %), Ladezeit der App runter auf 1,3 s. Offene Bugs: 17. Das neue Onboarding ist live, Conversion +6 %. Fünf Folien max., sonst schläft die Hälfte ein.",
    facts: [
      { label: "Tickets", value: "34" },
      { label: "Testabdeckung", value: "81 %", change: "72 %" },
      { label: "Ladezeit der App", value: "1,3 s" },
      { label: "Offene Bugs", value: "17" },
      { label: "Conversion", value: "+6 %" },
    ],
  },
  {
    id: "de-cafe-lindenbluete-kredit",
    lang: "de",
    genre: "brief",
    kind: "deck",
    name: "Café Lindenblüte",
    text: "Ich treffe nächste Woche die Sparkasse wegen eines Kredits für das Café Lindenblüte und brauche dafür eine kleine Präsentation. Umsatz letztes Jahr: 412.000 €, Wareneinsatz 31 %, Personalkosten 38 %, im Schnitt 260 Gäste am Tag. Google-Bewertung 4,7 (ca. 900 Bewertungen). Geplant sind eine neue Siebträgermaschine für 18.500 € und ein Umbau des Gastraums für 62.000 €.",
    facts: [
      { label: "Umsatz", value: "412.000 €" },
      { label: "Wareneinsatz", value: "31 %" },
      { label: "Personalkosten", value: "38 %" },
      { label: "Gäste", value: "260" },
      { label: "Google-Bewertung", value: "4,7" },
      { label: "Bewertungen", value: "900" },
      { label: "Siebträgermaschine", value: "18.500 €" },
      { label: "Umbau des Gastraums", value: "62.000 €" },
    ],
  },
  {
    id: "de-stadtwerke-nordheide-vorstand",
    lang: "de",
    genre: "report",
    kind: "deck",
    name: "Stadtwerke Nordheide",
    text: "Vorstandsvorlage als Präsentation, bitte 8 Folien: Stadtwerke Nordheide, Geschäftsjahr 2025. Umsatzerlöse 148,6 Mio. € (Vorjahr 139,2 Mio. €), EBIT 9,4 Mio. €, Investitionen 22 Mio. €, Kundenzahl 61.300, Anteil Ökostrom 64 %. Ausblick: Ausbau der Fernwärme ab 1. Juli 2026.",
    facts: [
      { label: "Umsatzerlöse", value: "148,6 Mio. €", change: "139,2 Mio. €" },
      { label: "EBIT", value: "9,4 Mio. €" },
      { label: "Investitionen", value: "22 Mio. €" },
      { label: "Kundenzahl", value: "61.300" },
      { label: "Anteil Ökostrom", value: "64 %" },
    ],
  },
  {
    id: "de-brenner-logistik-kunde",
    lang: "de",
    genre: "email",
    kind: "deck",
    name: "Brenner Logistik",
    text: "Hallo Jana, anbei die Zahlen für die Präsentation beim Kunden Brenner Logistik am Donnerstag: Liefertreue 97,2 %, Schadensquote 0,4 %, durchschnittliche Lieferzeit 1,6 Tage, Sendungen im Q3 rund 212.000, das sind 9 % mehr als im Q2. Bitte daraus ein paar schlanke Folien machen, gern mit einer Folie zu den nächsten Schritten. Danke dir!",
    facts: [
      { label: "Liefertreue", value: "97,2 %" },
      { label: "Schadensquote", value: "0,4 %" },
      { label: "durchschnittliche Lieferzeit", value: "1,6 Tage" },
      { label: "Sendungen", value: "212.000", change: "9 %" },
    ],
  },

  // ── Dokumente aus einem Auftrag ──────────────────────────────────────
  {
    id: "de-weber-homeoffice-rundschreiben",
    lang: "de",
    genre: "memo",
    kind: "doc",
    name: "Weber & Partner",
    text: "Schreib bitte ein internes Rundschreiben an alle Mitarbeitenden der Kanzlei Weber & Partner. Ab 1. Juli 2026 gilt die neue Homeoffice-Regel: 2 feste Bürotage pro Woche, eine Homeoffice-Pauschale von 50 € im Monat und einmalig 150 € Zuschuss für Bildschirm, Stuhl o. Ä. Ton freundlich, aber verbindlich.",
    facts: [
      { label: "feste Bürotage", value: "2" },
      { label: "Homeoffice-Pauschale", value: "50 €" },
      { label: "Zuschuss", value: "150 €" },
    ],
  },
  {
    id: "de-kita-sonnenblume-jahresbericht",
    lang: "de",
    genre: "report",
    kind: "doc",
    name: "Kita Sonnenblume",
    text: "Bitte einen kurzen Jahresbericht für die Kita Sonnenblume schreiben, der geht an den Träger. Belegung 96 % (Vorjahr 89 %), 72 Kinder in 5 Gruppen, 14 pädagogische Fachkräfte, Elternzufriedenheit 4,5 von 5. Die Sanierung der Küche hat 48.000 € gekostet, 12.000 € weniger als geplant.",
    facts: [
      { label: "Belegung", value: "96 %", change: "89 %" },
      { label: "Kinder", value: "72" },
      { label: "Gruppen", value: "5" },
      { label: "pädagogische Fachkräfte", value: "14" },
      { label: "Elternzufriedenheit", value: "4,5" },
      { label: "Sanierung der Küche", value: "48.000 €", change: "12.000 €" },
    ],
  },
  {
    id: "de-kessler-erp-projektplan",
    lang: "de",
    genre: "plan",
    kind: "doc",
    name: "Kessler Metallbau",
    text: `Projektplan als Dokument: Einführung des neuen ERP-Systems bei Kessler Metallbau
Budget: 480.000 €
Projektteam: 11 Personen
Betroffene Arbeitsplätze: 140
Go-live: 1. Oktober 2026
Phasen: Analyse bis Ende März, Einrichtung bis Juli, Tests im August und September, Schulungen ab 1. September`,
    facts: [
      { label: "Budget", value: "480.000 €" },
      { label: "Projektteam", value: "11" },
      { label: "Betroffene Arbeitsplätze", value: "140" },
    ],
  },
  {
    id: "de-repair-cafe-foerderantrag",
    lang: "de",
    genre: "plan",
    kind: "doc",
    name: "Repair-Café Nord",
    text: "Kannst du mir einen Förderantrag an die Bürgerstiftung formulieren? Es geht um unser Repair-Café Nord im Stadtteilzentrum. Beantragt werden 12.800 €, davon 7.500 € für Werkzeug und Material und 5.300 € für Honorare. Letztes Jahr kamen 640 Besucherinnen und Besucher, und wir haben etwa 1,9 t Elektroschrott vermieden.",
    facts: [
      { label: "Beantragt", value: "12.800 €" },
      { label: "Werkzeug und Material", value: "7.500 €" },
      { label: "Honorare", value: "5.300 €" },
      { label: "Besucherinnen und Besucher", value: "640" },
      { label: "Elektroschrott", value: "1,9 t" },
    ],
  },

  // ── Tabellen ─────────────────────────────────────────────────────────
  {
    id: "de-marketingbudget-2026",
    lang: "de",
    genre: "budget",
    kind: "sheet",
    text: "Erstelle eine Tabelle für unser Marketingbudget 2026: Google Ads 4.500 € pro Monat, LinkedIn 2.200 € pro Monat, Messestand auf der Hannover Messe 18.000 € einmalig, Agenturhonorar 3.000 € monatlich, Newsletter-Tool 1.200 € pro Jahr. Bitte Jahressumme je Kanal und eine Gesamtsumme.",
    facts: [
      { label: "Google Ads", value: "4.500 €" },
      { label: "LinkedIn", value: "2.200 €" },
      { label: "Messestand", value: "18.000 €" },
      { label: "Agenturhonorar", value: "3.000 €" },
      { label: "Newsletter-Tool", value: "1.200 €" },
    ],
    rows: [
      { label: "Google Ads", amount: 4500, period: "month" },
      { label: "LinkedIn", amount: 2200, period: "month" },
      { label: "Messestand", amount: 18000, period: "once" },
      { label: "Agenturhonorar", amount: 3000, period: "month" },
      { label: "Newsletter-Tool", amount: 1200, period: "year" },
    ],
  },
  {
    id: "de-tsv-eichenau-sommerfest",
    lang: "de",
    genre: "budget",
    kind: "sheet",
    name: "TSV Eichenau",
    text: `Tabelle für das Sommerfest vom TSV Eichenau, alles einmalige Kosten:
Zeltmiete 2.400 €
Getränke 1.150 €
Bühne und Technik 1.800 €
Security 960 €
Hüpfburg 280 €
GEMA 310 €`,
    facts: [
      { label: "Zeltmiete", value: "2.400 €" },
      { label: "Getränke", value: "1.150 €" },
      { label: "Bühne und Technik", value: "1.800 €" },
      { label: "Security", value: "960 €" },
      { label: "Hüpfburg", value: "280 €" },
      { label: "GEMA", value: "310 €" },
    ],
    rows: [
      { label: "Zeltmiete", amount: 2400, period: "once" },
      { label: "Getränke", amount: 1150, period: "once" },
      { label: "Bühne und Technik", amount: 1800, period: "once" },
      { label: "Security", amount: 960, period: "once" },
      { label: "Hüpfburg", amount: 280, period: "once" },
      { label: "GEMA", amount: 310, period: "once" },
    ],
  },
  {
    id: "de-praxis-albers-kosten",
    lang: "de",
    genre: "budget",
    kind: "sheet",
    name: "Praxis Dr. Albers",
    text: "Bitte eine Kostenübersicht für die Praxis Dr. Albers: Miete 3.850 € im Monat, Praxissoftware 2.160 € im Jahr, Reinigung 620 € monatlich, Berufshaftpflicht 1.340 € jährlich, Fortbildungen 4.000 € pro Jahr. Spalten für Monat und Jahr, unten die Summe.",
    facts: [
      { label: "Miete", value: "3.850 €" },
      { label: "Praxissoftware", value: "2.160 €" },
      { label: "Reinigung", value: "620 €" },
      { label: "Berufshaftpflicht", value: "1.340 €" },
      { label: "Fortbildungen", value: "4.000 €" },
    ],
    rows: [
      { label: "Miete", amount: 3850, period: "month" },
      { label: "Praxissoftware", amount: 2160, period: "year" },
      { label: "Reinigung", amount: 620, period: "month" },
      { label: "Berufshaftpflicht", amount: 1340, period: "year" },
      { label: "Fortbildungen", amount: 4000, period: "year" },
    ],
  },
  {
    id: "de-werk-investitionsliste",
    lang: "de",
    genre: "budget",
    kind: "sheet",
    text: "Investitionsliste fürs Werk als Tabelle: neue Lackieranlage 1,8 Mio. €, Druckluftkompressor 95.000 €, Hallendach Sanierung 420.000 €, Gabelstapler (elektrisch) 48.500 €, LED-Umrüstung 63.000 €. Summe und Anteil je Position, bitte.",
    facts: [
      { label: "neue Lackieranlage", value: "1,8 Mio. €" },
      { label: "Druckluftkompressor", value: "95.000 €" },
      { label: "Hallendach Sanierung", value: "420.000 €" },
      { label: "Gabelstapler", value: "48.500 €" },
      { label: "LED-Umrüstung", value: "63.000 €" },
    ],
    rows: [
      { label: "neue Lackieranlage", amount: 1800000 },
      { label: "Druckluftkompressor", amount: 95000 },
      { label: "Hallendach Sanierung", amount: 420000 },
      { label: "Gabelstapler", amount: 48500 },
      { label: "LED-Umrüstung", amount: 63000 },
    ],
  },
  {
    id: "de-foerderverein-quartale",
    lang: "de",
    genre: "budget",
    kind: "sheet",
    text: "Kannst du eine Tabelle für den Förderverein machen? Hausaufgabenbetreuung 2.700 € pro Quartal, Schulgarten 450 € pro Quartal, Bibliothek 600 € pro Quartal, Zuschüsse für Klassenfahrten 5.000 € pro Jahr. Mit Quartalsspalten und Jahressumme.",
    facts: [
      { label: "Hausaufgabenbetreuung", value: "2.700 €" },
      { label: "Schulgarten", value: "450 €" },
      { label: "Bibliothek", value: "600 €" },
      { label: "Zuschüsse für Klassenfahrten", value: "5.000 €" },
    ],
    rows: [
      { label: "Hausaufgabenbetreuung", amount: 2700, period: "quarter" },
      { label: "Schulgarten", amount: 450, period: "quarter" },
      { label: "Bibliothek", amount: 600, period: "quarter" },
      { label: "Zuschüsse für Klassenfahrten", amount: 5000, period: "year" },
    ],
  },

  // ── Eingefügte Notizen ───────────────────────────────────────────────
  {
    id: "de-vertrieb-protokoll",
    lang: "de",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Mach aus diesen Notizen Folien, Struktur bitte so lassen:

Teilnehmende: Anna, Jörg, Selin, Dr. Brandt (Gast)
Datum: 12. März 2026

Stand Vertrieb
Auftragseingang Q1: 1,24 Mio. € (Vorjahr 1,05 Mio. €)
Neukunden: 9
Angebotsquote 34 %

Budget
Messebudget bleibt bei 60.000 €
Reisekosten sollen um 10 % runter

Beschlüsse
Zwei neue Stellen im Innendienst ausschreiben
Preiserhöhung von 4 % zum 1. Mai

Aufgaben
Anna: Entwurf der Stellenanzeige bis Freitag
Jörg: Kundenschreiben zur Preisanpassung vorbereiten
Selin: Messeplanung an alle schicken`,
    facts: [
      { label: "Auftragseingang", value: "1,24 Mio. €", change: "1,05 Mio. €" },
      { label: "Neukunden", value: "9" },
      { label: "Angebotsquote", value: "34 %" },
      { label: "Messebudget", value: "60.000 €" },
      { label: "Reisekosten", value: "10 %" },
      { label: "Preiserhöhung", value: "4 %" },
    ],
    headings: ["Stand Vertrieb", "Budget", "Beschlüsse", "Aufgaben"],
  },
  {
    id: "de-vorstandssitzung-zusammenfassung",
    lang: "de",
    genre: "minutes",
    kind: "deck",
    mode: "condense",
    text: `Bitte fass das Protokoll der Vorstandssitzung in ein paar Folien zusammen:

Anwesend: Fr. Keller (Vorsitz), Hr. Otto, Fr. Yilmaz, Hr. Becker. Entschuldigt: Fr. Lang.

Finanzen
Der Schatzmeister berichtet über Einnahmen von 312.000 € bei geplanten 295.000 €. Die Rücklage beträgt 84.000 €. Die Kassenprüfung ist ohne Beanstandung erfolgt.

Mitglieder
Die Mitgliederzahl ist auf 1.436 gestiegen, ein Plus von 5 % gegenüber dem Vorjahr. Austritte: 61.

Verschiedenes
Das Sommerfest findet am 27. Juni statt. Der Vorstand dankt Hr. Otto für seine langjährige Kassenführung.`,
    facts: [
      { label: "Einnahmen", value: "312.000 €", change: "295.000 €" },
      { label: "Rücklage", value: "84.000 €" },
      { label: "Mitgliederzahl", value: "1.436", change: "5 %" },
      { label: "Austritte", value: "61" },
    ],
    headings: ["Finanzen", "Mitglieder", "Verschiedenes"],
  },
  {
    id: "de-halle-c-baufortschritt",
    lang: "de",
    genre: "notes",
    kind: "doc",
    mode: "preserve",
    text: `Bitte als Dokument übernehmen, so wie es ist:

Baufortschritt Neubau Halle C
Rohbau: 85 % fertig
Verzug: 3 Wochen
Mehrkosten bisher: 74.000 €

Termine
am 4. April 2026 Richtfest
ab 22. April Dachdecker
am 15. Juni Abnahme Brandschutz

Offene Punkte
Statik für die Kranbahn fehlt noch
Lieferung der Stahlträger unklar

Zuständig
Meier: Nachtrag an den Bauherrn bis Mittwoch
Kaya: neuen Terminplan abstimmen`,
    facts: [
      { label: "Rohbau", value: "85 %" },
      { label: "Verzug", value: "3 Wochen" },
      { label: "Mehrkosten bisher", value: "74.000 €" },
    ],
    headings: ["Baufortschritt Neubau Halle C", "Termine", "Offene Punkte", "Zuständig"],
  },
  {
    id: "de-praxis-teamrunde",
    lang: "de",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `kannst du daraus eine kurze Zusammenfassung fürs Team machen?

Teamrunde Praxis
- Wartezeit im Schnitt 19 Min., Ziel sind 15
- No-Shows bei 7 %, Erinnerungs-SMS testen
- neue Kollegin ab 1. Mai (MFA, Teilzeit)
- Laborkosten 2.900 € im Monat, das Angebot vom anderen Labor liegt bei 2.400 €
- Patientenumfrage: 4,4 von 5
- Urlaubsplanung bis Ende März abgeben`,
    facts: [
      { label: "Wartezeit", value: "19 Min.", change: "15" },
      { label: "No-Shows", value: "7 %" },
      { label: "Laborkosten", value: "2.900 €" },
      { label: "Angebot", value: "2.400 €" },
      { label: "Patientenumfrage", value: "4,4" },
    ],
    headings: ["Teamrunde Praxis"],
  },
  {
    id: "de-schulkonferenz-notizen",
    lang: "de",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Folien aus meinen Notizen zur Schulkonferenz, bitte die Überschriften übernehmen:

Anwesend: Schulleitung, 4 Lehrkräfte, 3 Elternvertreter

Digitalisierung
iPads für den Jahrgang 8: 120 Geräte
Kosten: 54.000 €, davon 80 % aus dem DigitalPakt

Ganztag
Anmeldungen: 212 (Vorjahr 187)
Mensa-Preis steigt auf 4,20 €

Beschlüsse
Handyverbot in den Pausen ab 1. September
Schulfest am 19. Juni`,
    facts: [
      { label: "Lehrkräfte", value: "4" },
      { label: "Elternvertreter", value: "3" },
      { label: "Geräte", value: "120" },
      { label: "Kosten", value: "54.000 €" },
      { label: "DigitalPakt", value: "80 %" },
      { label: "Anmeldungen", value: "212", change: "187" },
      { label: "Mensa-Preis", value: "4,20 €" },
    ],
    headings: ["Digitalisierung", "Ganztag", "Beschlüsse"],
  },
];
