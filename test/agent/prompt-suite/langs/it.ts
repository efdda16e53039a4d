// Italian templates and vocabulary for the generated prompt suite (subjects open with a name, so "su {S}" needs no article).
import { dec, group, joiner, NICE_BIG, NICE_CHANGE, NICE_PCT, NICE_SMALL, type LangPack } from "../lang-pack.js";

export const it: LangPack = {
  lang: "it",
  stop: ".",
  join: joiner(" e ", [", ", ", ", "; "]),
  money: (rng, big) => {
    if (big) {
      const x = dec(rng.pick(NICE_BIG), ",");
      return rng.pick([`${x} milioni di euro`, `€ ${x} mln`, `${x} mln €`]);
    }
    const n = rng.pick(NICE_SMALL) * 1000;
    return rng.pick([`${group(n, ".")} €`, `€ ${group(n, ".")}`, `${group(n, ".")} euro`]);
  },
  budgetMoney: (n) => `${group(n, ".")} €`,
  lineForms: ["{label} {value}", "{label} di {value}", "{value} di {label}"],
  percent: (rng, small) => `${dec(rng.pick(small ? NICE_CHANGE : NICE_PCT), ",")}%`,
  count: (n) => group(n, "."),
  figureForms: {
    money: ["{label} di {value}", "{label} {value}", "{label} a {value}"],
    percent: ["{label} del {value}", "{label} al {value}"],
    count: ["{value} {label}"],
  },
  changeForms: [", in crescita del {c}", " (+{c})", ", +{c} sull'anno scorso", ", in calo del {c}"],
  figuresForms: ["Numeri chiave: {list}", "i dati: {list}", "{list}", "includi questi numeri: {list}"],
  countedNames: ["{value} {label} ({names})"],
  namesForms: ["{label}: {names}"],
  people: [
    { name: "Giulia Bianchi", role: "direttrice finanziaria" },
    { name: "Marco Esposito", role: "direttore commerciale" },
    { name: "Chiara Romano", role: "product manager" },
    { name: "Luca Ferrari", role: "CTO" },
    { name: "Francesca De Luca", role: "responsabile marketing" },
    { name: "Niccolò Galli", role: "responsabile operativo" },
  ],
  person: ["{name} ({role})"],
  peopleForms: ["Team: {list}", "presenta il team: {list}", "relatori: {list}"],
  risksForms: ["Rischi: {list}", "i rischi principali sono {list}", "segnala i rischi: {list}"],
  prioritiesForms: [
    "priorità del {q}: {list}",
    "priorità per il {q}: {list}",
    "nel {q} puntiamo su {list}",
    "Priorità: {list}",
    "poi: {list}",
  ],
  quarters: ["Q4", "primo trimestre 2027", "Q3", "secondo semestre"],
  steps: ["kickoff", "pilota", "formazione del personale", "rollout", "verifica"],
  months: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
  step: ["{what} a {date}", "{what} entro {date}"],
  stepsForms: ["Tempistiche: {list}", "{list}", "fasi: {list}"],
  statementForms: ["{statement}", "da segnalare: {statement}", "inoltre: {statement}"],
  sectionLists: [
    ["costi", "risparmi", "incentivi", "una raccomandazione"],
    ["contesto", "obiettivi", "tempistiche", "risorse"],
    ["il mercato", "il prodotto", "il team", "l'investimento richiesto"],
    ["cosa è andato bene", "cosa è andato male", "lezioni apprese"],
  ],
  sectionsForms: ["Sezioni: {list}", "strutturalo in {list}", "scaletta: {list}"],
  sectionsInline: [", con le sezioni {list}", " che copra {list}"],
  audiences: [
    "la direzione",
    "gli investitori",
    "i nuovi assunti",
    "il consiglio di amministrazione",
    "il consiglio comunale",
    "il nostro team",
  ],
  heads: {
    deck: [
      "Crea una presentazione su {S}.",
      "Crea una presentazione di {n} slide su {S}.",
      "Prepara una presentazione per {A} su {S}.",
      "Prepara {n} diapositive per {A} su {S}.",
      "Fammi una breve presentazione su {S}.",
      "Puoi preparare una presentazione su {S} per {A}?",
      "Mi servono delle slide su {S}.",
      "Per favore, crea una presentazione di {n} slide per {A} su {S}.",
    ],
    doc: [
      "Scrivi una relazione su {S}.",
      "Scrivi una relazione in {n} sezioni su {S} per {A}.",
      "Redigi un piano di progetto per {S}.",
      "Redigi un piano di progetto per {S} in {n} sezioni.",
      "Mi serve un documento su {S} per {A}.",
      "Per favore, scrivi un report su {S}.",
    ],
    sheet: [
      "Crea un foglio di calcolo con il budget di {S}.",
      "Fammi un budget per {S}.",
      "Mi serve un foglio di calcolo per il budget di {S}.",
      "Budget mensile per {S}.",
    ],
    neutral: ["Tema: {S}.", "Argomento: {S}, per {A}.", "{S}, per {A}.", "Qualcosa su {S}."],
  },
  budgetForms: ["Voci: {list}", "con {list}", "costi mensili: {list}", "{list}"],
  budgetLines: [
    "affitto",
    "stipendi",
    "marketing",
    "assicurazioni",
    "licenze software",
    "energia",
    "leasing attrezzature",
  ],
  domains: {
    food: {
      subjects: [
        { name: "Torrefazione Aurora", phrases: ["Torrefazione Aurora", "Torrefazione Aurora e il suo ingrosso"] },
        { name: "Forno Dolce & Sale", phrases: ["Forno Dolce & Sale", "Forno Dolce & Sale e i suoi negozi"] },
      ],
      figures: [
        { label: "fatturato", unit: "money", big: true, change: true },
        { label: "margine lordo", unit: "percent" },
        { label: "iscritti al programma fedeltà", unit: "count", range: [800, 5000], change: true },
        { label: "caffè da commercio diretto", unit: "percent", forms: ["{value} di {label}"] },
        { label: "ordini all'ingrosso", unit: "count", range: [40, 600] },
      ],
      named: {
        label: "nuovi clienti all'ingrosso",
        names: ["Café Nord", "Hotel Lumen", "Bottega del Grano", "Enoteca Marè", "Pane & Tulipani", "Osteria Già"],
      },
      risks: [
        "l'aumento del prezzo del caffè verde",
        "il pensionamento di un tostatore",
        "un affitto più caro in centro",
        "il ritardo della nuova tostatrice",
      ],
      priorities: [
        "il lancio dell'abbonamento",
        "la torrefazione di Torino",
        "un secondo bar",
        "la formazione dei baristi",
      ],
      statements: [
        "sacchetti compostabili da marzo",
        "il latte d'avena ora vende più di quello vaccino",
        "tutto il personale è pagato sopra il contratto",
      ],
    },
    transit: {
      subjects: [
        { name: "TrasportiLago", phrases: ["TrasportiLago", "TrasportiLago e la sua rete di autobus"] },
        { name: "Milano", phrases: ["Milano e la sua rete di autobus"] },
      ],
      figures: [
        { label: "passeggeri al giorno", unit: "count", range: [12000, 90000], change: true },
        { label: "autobus", unit: "count", range: [40, 400] },
        { label: "depositi", unit: "count", range: [2, 9] },
        { label: "puntualità", unit: "percent" },
        { label: "costi operativi", unit: "money", big: true, change: true },
      ],
      named: {
        label: "nuove fermate",
        names: ["Piazza del Porto", "Borgo Nuovo", "Stazione Sud", "Città Alta", "Ponte Vecchio"],
      },
      risks: [
        "la carenza di autisti",
        "il prezzo del gasolio",
        "i ritardi del nuovo deposito",
        "il blocco delle tariffe",
      ],
      priorities: [
        "autobus elettrici",
        "una rete notturna",
        "il pagamento contactless",
        "pannelli con gli orari in tempo reale",
      ],
      statements: [
        "viaggi gratuiti per i bambini da aprile",
        "ogni autobus ora ha una pedana",
        "l'app mostra gli arrivi in tempo reale",
      ],
    },
    tech: {
      subjects: [
        { name: "PawTrail", phrases: ["PawTrail, la nostra app per iPhone", "PawTrail per iPhone"] },
        { name: "ÆON", phrases: ["ÆON, il nostro software per i turni", "ÆON e la sua piattaforma"] },
      ],
      figures: [
        { label: "ARR", unit: "money", big: true, change: true },
        { label: "utenti attivi mensili", unit: "count", range: [8000, 90000], change: true },
        { label: "churn", unit: "percent" },
        { label: "team paganti", unit: "count", range: [40, 900] },
        { label: "net revenue retention", unit: "percent" },
      ],
      named: {
        label: "clienti pilota",
        names: ["Nordlicht GmbH", "Brightwell & Co", "Kōbō Studio", "Atlas Trasporti", "Verde Labs"],
      },
      risks: [
        "l'uscita di un ingegnere chiave",
        "ritardi nella revisione dell'App Store",
        "un concorrente più grande che copia la funzione",
        "costi cloud che crescono più dei ricavi",
      ],
      priorities: ["single sign-on", "un'app Android", "prezzi a consumo", "un audit di sicurezza"],
      statements: [
        "il supporto risponde entro un'ora",
        "tutti i dati restano nell'UE",
        "il nuovo onboarding ha dimezzato i tempi di attivazione",
      ],
    },
    health: {
      subjects: [
        {
          name: "Studio Dentistico Sorriso",
          phrases: ["Studio Dentistico Sorriso", "Studio Dentistico Sorriso di Bari"],
        },
        { name: "Villa Serena", phrases: ["Villa Serena, la nostra RSA"] },
      ],
      figures: [
        { label: "visite", unit: "count", range: [1200, 9000], change: true },
        { label: "tasso di disdette", unit: "percent" },
        { label: "fatturato", unit: "money", big: true, change: true },
        { label: "dipendenti", unit: "count", range: [12, 80] },
        { label: "soddisfazione dei pazienti", unit: "percent" },
      ],
      named: {
        label: "assicurazioni convenzionate",
        names: ["Salute Più", "Mutua Orizzonte", "Sanità & Vita", "Cassa Sereno"],
      },
      risks: [
        "il pensionamento di un dentista",
        "nuove norme igieniche",
        "l'aumento dei costi di laboratorio",
        "un sistema di prenotazione lento",
      ],
      priorities: ["prenotazioni online", "un secondo studio", "orari serali", "un nuovo apparecchio radiografico"],
      statements: [
        "visite serali da gennaio",
        "tutte le cartelle sono ora digitali",
        "la sala d'attesa è stata rinnovata a maggio",
      ],
    },
  },
};
