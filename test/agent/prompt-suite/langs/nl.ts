// Dutch templates and vocabulary for the generated prompt suite.
import { dec, group, joiner, NICE_BIG, NICE_CHANGE, NICE_PCT, NICE_SMALL, type LangPack } from "../lang-pack.js";

export const nl: LangPack = {
  lang: "nl",
  stop: ".",
  join: joiner(" en ", [", ", ", ", "; "]),
  money: (rng, big) => {
    if (big) {
      const x = dec(rng.pick(NICE_BIG), ",");
      return rng.pick([`€ ${x} miljoen`, `€${x} mln`, `${x} miljoen euro`]);
    }
    const n = rng.pick(NICE_SMALL) * 1000;
    return rng.pick([`€ ${group(n, ".")}`, `€${group(n, ".")}`]);
  },
  budgetMoney: (n) => `€ ${group(n, ".")}`,
  lineForms: ["{label} {value}", "{label} van {value}", "{value} voor {label}"],
  percent: (rng, small) => `${dec(rng.pick(small ? NICE_CHANGE : NICE_PCT), ",")}%`,
  count: (n) => group(n, "."),
  figureForms: {
    money: ["{label} {value}", "{label} van {value}", "{label} was {value}"],
    percent: ["{label} {value}", "{label} van {value}"],
    count: ["{value} {label}"],
  },
  changeForms: [", een stijging van {c}", " (+{c})", ", {c} hoger dan vorig jaar", ", een daling van {c}"],
  figuresForms: ["Kerncijfers: {list}", "cijfers: {list}", "{list}", "neem deze cijfers op: {list}"],
  countedNames: ["{value} {label} ({names})"],
  namesForms: ["{label}: {names}"],
  people: [
    { name: "Sanne de Vries", role: "financieel directeur" },
    { name: "Daan Janssen", role: "hoofd verkoop" },
    { name: "Fleur Bakker", role: "productmanager" },
    { name: "Ruben van Dijk", role: "CTO" },
    { name: "Noor El Amrani", role: "hoofd marketing" },
    { name: "Bram Visser", role: "operationeel manager" },
  ],
  person: ["{name} ({role})"],
  peopleForms: ["Team: {list}", "stel het team voor: {list}", "sprekers zijn {list}"],
  risksForms: ["Risico's: {list}", "de grootste risico's zijn {list}", "noem de risico's: {list}"],
  prioritiesForms: [
    "prioriteiten voor {q}: {list}",
    "{q}-prioriteiten: {list}",
    "in {q} focussen we op {list}",
    "Prioriteiten: {list}",
    "daarna: {list}",
  ],
  quarters: ["Q4", "Q1 2027", "Q3"],
  steps: ["kick-off", "pilot", "training van personeel", "uitrol", "evaluatie"],
  months: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
  step: ["{what} in {date}", "{what} vóór {date}"],
  stepsForms: ["Tijdlijn: {list}", "{list}", "mijlpalen: {list}"],
  statementForms: ["{statement}", "vermeld ook: {statement}", "verder: {statement}"],
  sectionLists: [
    ["kosten", "besparingen", "subsidies", "een aanbeveling"],
    ["achtergrond", "doelen", "tijdlijn", "middelen"],
    ["de markt", "het product", "het team", "de investering die we vragen"],
    ["wat ging goed", "wat ging mis", "lessen"],
  ],
  sectionsForms: ["Secties: {list}", "indeling: {list}", "behandel {list}"],
  sectionsInline: [", met de onderdelen {list}", " met hoofdstukken over {list}"],
  audiences: [
    "de directie",
    "investeerders",
    "nieuwe medewerkers",
    "de raad van commissarissen",
    "de gemeenteraad",
    "ons team",
  ],
  heads: {
    deck: [
      "Maak een presentatie over {S}.",
      "Maak een presentatie van {n} dia's over {S}.",
      "Maak een presentatie voor {A} over {S}.",
      "Maak {n} dia's voor {A} over {S}.",
      "Kun je een korte presentatie over {S} maken?",
      "Ik heb slides nodig over {S} voor {A}.",
      "Graag een presentatie over {S}, {n} dia's, voor {A}.",
      "Presentatie voor {A} over {S}.",
    ],
    doc: [
      "Schrijf een verslag over {S}.",
      "Schrijf een rapport van {n} hoofdstukken over {S} voor {A}.",
      "Stel een projectplan op voor {S}.",
      "Stel een projectplan op voor {S} in {n} secties.",
      "Ik heb een document nodig over {S} voor {A}.",
      "Schrijf alsjeblieft een rapport over {S}.",
    ],
    sheet: [
      "Maak een begroting voor {S} in een spreadsheet.",
      "Maak een spreadsheet met de begroting van {S}.",
      "Ik heb een begroting nodig voor {S}.",
      "Maandbegroting voor {S}.",
    ],
    neutral: ["Onderwerp: {S}.", "Over {S}.", "{S}, voor {A}.", "Iets over {S} voor {A}."],
  },
  budgetForms: ["Posten: {list}", "met {list}", "maandelijkse kosten: {list}", "{list}"],
  budgetLines: [
    "huur",
    "salarissen",
    "marketing",
    "verzekeringen",
    "softwarelicenties",
    "energie",
    "lease van apparatuur",
  ],
  domains: {
    food: {
      subjects: [
        { name: "Boon & Bloem", phrases: ["koffiebranderij Boon & Bloem", "Boon & Bloem"] },
        { name: "Bakkerij 't Hoekje", phrases: ["Bakkerij 't Hoekje", "de filialen van Bakkerij 't Hoekje"] },
      ],
      figures: [
        { label: "omzet", unit: "money", big: true, change: true },
        { label: "brutomarge", unit: "percent" },
        { label: "leden van het spaarprogramma", unit: "count", range: [800, 5000], change: true },
        { label: "koffie uit directe handel", unit: "percent", forms: ["{value} {label}"] },
        { label: "groothandelsorders", unit: "count", range: [40, 600] },
      ],
      named: {
        label: "nieuwe groothandelsklanten",
        names: ["Café Nord", "Hotel Lumen", "Graanmarkt", "Delicatessen Één", "Brood & Spelen", "De Zwaan"],
      },
      risks: [
        "stijgende prijzen van groene koffie",
        "een brander die met pensioen gaat",
        "hogere huur in de binnenstad",
        "late levering van de nieuwe brander",
      ],
      priorities: [
        "de lancering van het abonnement",
        "de branderij in Gent",
        "een tweede espressobar",
        "baristatraining",
      ],
      statements: [
        "composteerbare zakken sinds maart",
        "havermelk verkoopt nu beter dan koemelk",
        "al het personeel krijgt meer dan het minimumloon",
      ],
    },
    transit: {
      subjects: [
        { name: "Waterlijn", phrases: ["busbedrijf Waterlijn", "het busnet van Waterlijn"] },
        { name: "Utrecht", phrases: ["ons busnet in Utrecht", "de busvloot van Utrecht"] },
      ],
      figures: [
        { label: "reizigers per dag", unit: "count", range: [12000, 90000], change: true },
        { label: "bussen", unit: "count", range: [40, 400] },
        { label: "stallingen", unit: "count", range: [2, 9] },
        { label: "stiptheid", unit: "percent" },
        { label: "bedrijfskosten", unit: "money", big: true, change: true },
      ],
      named: {
        label: "nieuwe haltes",
        names: ["Havenplein", "Oosterpoort", "Station Zuid", "Rivierenwijk", "Oude Molenweg"],
      },
      risks: ["een tekort aan chauffeurs", "dieselprijzen", "vertraging bij de nieuwe stalling", "een tariefstop"],
      priorities: ["elektrische bussen", "een nachtnet", "contactloos betalen", "actuele vertrektijden op haltes"],
      statements: [
        "kinderen reizen sinds april gratis",
        "elke bus heeft nu een oprijplaat",
        "de app toont vertrektijden live",
      ],
    },
    tech: {
      subjects: [
        { name: "iPhone", phrases: ["onze iPhone-app voor hondenuitlaters", "de iPhone-versie van onze boekingsapp"] },
        { name: "ÆON", phrases: ["ÆON, onze roostersoftware", "het ÆON-platform"] },
      ],
      figures: [
        { label: "ARR", unit: "money", big: true, change: true },
        { label: "maandelijks actieve gebruikers", unit: "count", range: [8000, 90000], change: true },
        { label: "churn", unit: "percent" },
        { label: "betalende teams", unit: "count", range: [40, 900] },
        { label: "netto-omzetbehoud", unit: "percent" },
      ],
      named: {
        label: "pilotklanten",
        names: ["Nordlicht GmbH", "Brightwell & Co", "Kōbō Studio", "Atlas Vracht", "Verde Labs"],
      },
      risks: [
        "het vertrek van een sleutelontwikkelaar",
        "vertraging bij de App Store-review",
        "een grotere concurrent die de functie kopieert",
        "cloudkosten die sneller stijgen dan de omzet",
      ],
      priorities: ["single sign-on", "een Android-app", "prijzen op basis van gebruik", "een beveiligingsaudit"],
      statements: [
        "support antwoordt binnen een uur",
        "alle data blijft in de EU",
        "de nieuwe onboarding halveerde de installatietijd",
      ],
    },
    health: {
      subjects: [
        {
          name: "Tandartspraktijk De Haven",
          phrases: ["Tandartspraktijk De Haven", "Tandartspraktijk De Haven in Zwolle"],
        },
        { name: "Zorgcentrum De Linde", phrases: ["Zorgcentrum De Linde"] },
      ],
      figures: [
        { label: "patiëntbezoeken", unit: "count", range: [1200, 9000], change: true },
        { label: "no-showpercentage", unit: "percent" },
        { label: "omzet", unit: "money", big: true, change: true },
        { label: "medewerkers", unit: "count", range: [12, 80] },
        { label: "patiënttevredenheid", unit: "percent" },
      ],
      named: { label: "partnerverzekeraars", names: ["Zorgkring", "Vitaal Verzekerd", "Noorderzorg", "Hart & Zorg"] },
      risks: [
        "een tandarts die met pensioen gaat",
        "nieuwe hygiëneregels",
        "stijgende labkosten",
        "een traag boekingssysteem",
      ],
      priorities: ["online afspraken maken", "een tweede praktijk", "avondspreekuren", "een nieuw röntgenapparaat"],
      statements: [
        "sinds januari avondafspraken",
        "alle dossiers zijn nu digitaal",
        "de wachtkamer is in mei vernieuwd",
      ],
    },
  },
};
