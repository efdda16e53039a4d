// French templates and vocabulary for the generated prompt suite.
import { dec, group, joiner, NICE_BIG, NICE_CHANGE, NICE_PCT, NICE_SMALL, type LangPack } from "../lang-pack.js";

export const fr: LangPack = {
  lang: "fr",
  stop: ".",
  colon: " : ",
  join: joiner(" et ", [", ", ", ", " ; "]),
  money: (rng, big) => {
    if (big) {
      const x = dec(rng.pick(NICE_BIG), ",");
      return rng.pick([`${x} M€`, `${x} millions d'euros`, `${x} millions €`]);
    }
    const n = rng.pick(NICE_SMALL);
    return rng.pick([`${group(n * 1000, " ")} €`, `${n} k€`]);
  },
  budgetMoney: (n) => `${group(n, " ")} €`,
  lineForms: ["{label} {value}", "{label} à {value}", "{value} de {label}"],
  percent: (rng, small) => `${dec(rng.pick(small ? NICE_CHANGE : NICE_PCT), ",")} %`,
  count: (n) => group(n, " "),
  figureForms: {
    money: ["{label} de {value}", "{label} à {value}", "{label} {value}"],
    percent: ["{label} de {value}", "{label} à {value}"],
    count: ["{value} {label}"],
  },
  changeForms: [", en hausse de {c}", " (en hausse de {c})", ", +{c}", ", en baisse de {c}"],
  figuresForms: ["Chiffres clés : {list}", "les chiffres : {list}", "{list}", "à retenir : {list}"],
  countedNames: ["{value} {label} ({names})"],
  namesForms: ["{label} : {names}", "nos {label} sont {names}", "cite nos {label} : {names}"],
  people: [
    { name: "Camille Laurent", role: "directrice financière" },
    { name: "Hugo Lefèvre", role: "directeur commercial" },
    { name: "Inès Haddad", role: "cheffe de produit" },
    { name: "Théo Marchand", role: "CTO" },
    { name: "Élodie Roux", role: "responsable marketing" },
    { name: "Karim Benali", role: "responsable des opérations" },
  ],
  person: ["{name} ({role})", "notre {role} {name}"],
  peopleForms: ["Équipe : {list}", "présente l'équipe : {list}", "les intervenants sont {list}"],
  risksForms: ["Risques : {list}", "les principaux risques sont {list}", "mentionne les risques : {list}"],
  prioritiesForms: [
    "priorités du {q} : {list}",
    "priorités pour le {q} : {list}",
    "au {q}, nous misons sur {list}",
    "Priorités : {list}",
    "ensuite : {list}",
  ],
  quarters: ["T4", "T1 2027", "Q3"],
  steps: ["lancement", "pilote", "formation du personnel", "déploiement", "bilan"],
  months: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  step: ["{what} en {date}", "{what} d'ici {date}"],
  stepsForms: ["Calendrier : {list}", "{list}", "étapes : {list}"],
  statementForms: ["{statement}", "à noter : {statement}", "autre point : {statement}"],
  sectionLists: [
    ["les coûts", "les économies", "les subventions", "une recommandation"],
    ["le contexte", "les objectifs", "le calendrier", "les ressources"],
    ["le marché", "le produit", "l'équipe", "la levée de fonds"],
    ["ce qui a marché", "ce qui n'a pas marché", "les leçons"],
  ],
  sectionsForms: ["Parties : {list}", "aborde {list}", "plan du document : {list}"],
  sectionsInline: [", couvrant {list}", ", qui couvre {list}"],
  audiences: [
    "le comité de direction",
    "les investisseurs",
    "les nouvelles recrues",
    "le conseil d'administration",
    "le conseil municipal",
    "notre équipe",
  ],
  heads: {
    deck: [
      "Crée une présentation sur {S}.",
      "Crée une présentation de {n} diapositives sur {S}.",
      "Prépare une présentation pour {A} sur {S}.",
      "Prépare {n} diapositives pour {A} sur {S}.",
      "Peux-tu faire une courte présentation sur {S} ?",
      "J'ai besoin de slides sur {S} pour {A}.",
      "Fais-moi un deck de {n} slides sur {S}.",
      "Une présentation pour {A} sur {S}, en {n} diapositives.",
      "Je présente la semaine prochaine devant {A} au sujet de {S}.",
      "Il me faut {n} diapositives sur {S} pour {A}.",
    ],
    doc: [
      "Rédige un rapport sur {S}.",
      "Rédige un rapport en {n} parties sur {S} pour {A}.",
      "Rédige une note pour {A} sur {S}.",
      "Prépare un plan de projet pour {S}.",
      "Prépare un plan de projet pour {S} en {n} parties.",
      "J'ai besoin d'un document sur {S}.",
      "Merci de rédiger un rapport sur {S} pour {A}.",
    ],
    sheet: [
      "Crée un budget pour {S} dans une feuille de calcul.",
      "Fais un tableur avec le budget pour {S}.",
      "Budget prévisionnel pour {S}, en feuille de calcul.",
      "J'ai besoin d'un tableur de budget pour {S}.",
    ],
    neutral: ["Sujet : {S}.", "Thème : {S}, pour {A}.", "{S}, pour {A}.", "Quelque chose sur {S}."],
  },
  budgetForms: ["Postes : {list}", "avec {list}", "coûts mensuels : {list}", "{list}"],
  budgetLines: ["loyer", "salaires", "marketing", "assurances", "licences logicielles", "énergie", "crédit-bail"],
  domains: {
    food: {
      subjects: [
        { name: "Ça Va Bien", phrases: ["la torréfaction Ça Va Bien", "Ça Va Bien, notre torréfacteur"] },
        { name: "L'Atelier Dubois", phrases: ["la boulangerie L'Atelier Dubois", "L'Atelier Dubois"] },
      ],
      figures: [
        { label: "chiffre d'affaires", unit: "money", big: true, change: true },
        { label: "marge brute", unit: "percent" },
        { label: "membres du programme de fidélité", unit: "count", range: [800, 5000], change: true },
        { label: "café en commerce direct", unit: "percent", forms: ["{value} de {label}"] },
        { label: "commandes de gros", unit: "count", range: [40, 600] },
      ],
      named: {
        label: "nouveaux clients grossistes",
        names: ["Café Nord", "Hôtel Lumen", "Grain Market", "Épicerie Verte", "Le Petit Zinc", "Maison Fauve"],
      },
      risks: [
        "la hausse du prix du café vert",
        "le départ à la retraite d'un torréfacteur",
        "un loyer plus cher rue de la Paix",
        "la livraison tardive du nouveau torréfacteur",
      ],
      priorities: [
        "le lancement de l'abonnement",
        "l'atelier de Lyon",
        "un deuxième bar à expresso",
        "la formation des baristas",
      ],
      statements: [
        "sachets compostables depuis mars",
        "le lait d'avoine se vend mieux que le lait de vache",
        "tout le personnel est payé au-dessus du SMIC",
      ],
    },
    transit: {
      subjects: [
        { name: "Trans'Loire", phrases: ["Trans'Loire, notre réseau de bus", "la régie Trans'Loire"] },
        { name: "Montréal", phrases: ["notre réseau de bus à Montréal", "la flotte de bus de Montréal"] },
      ],
      figures: [
        { label: "voyageurs par jour", unit: "count", range: [12000, 90000], change: true },
        { label: "bus", unit: "count", range: [40, 400] },
        { label: "dépôts", unit: "count", range: [2, 9] },
        { label: "taux de ponctualité", unit: "percent" },
        { label: "coûts d'exploitation", unit: "money", big: true, change: true },
      ],
      named: { label: "nouvelles stations", names: ["Gare Sud", "Les Halles", "Pont-Neuf", "Île Verte", "Saint-Éloi"] },
      risks: ["la pénurie de conducteurs", "le prix du gazole", "les retards du nouveau dépôt", "un gel des tarifs"],
      priorities: [
        "des bus électriques",
        "un réseau de nuit",
        "le paiement sans contact",
        "des écrans d'information en temps réel",
      ],
      statements: [
        "transport gratuit pour les enfants depuis avril",
        "chaque bus a désormais une rampe",
        "l'application affiche les passages en temps réel",
      ],
    },
    tech: {
      subjects: [
        {
          name: "iPhone",
          phrases: [
            "notre application iPhone pour promeneurs de chiens",
            "la version iPhone de notre appli de réservation",
          ],
        },
        { name: "ÆON", phrases: ["ÆON, notre logiciel de planning", "la plateforme ÆON"] },
      ],
      figures: [
        { label: "revenu récurrent annuel", unit: "money", big: true, change: true },
        { label: "utilisateurs actifs mensuels", unit: "count", range: [8000, 90000], change: true },
        { label: "taux d'attrition", unit: "percent" },
        { label: "équipes payantes", unit: "count", range: [40, 900] },
        { label: "rétention nette", unit: "percent" },
      ],
      named: {
        label: "clients pilotes",
        names: ["Nordlicht GmbH", "Brightwell & Co", "Kōbō Studio", "Atlas Fret", "Verde Labs"],
      },
      risks: [
        "le départ d'un ingénieur clé",
        "les délais de validation de l'App Store",
        "un concurrent plus gros qui copie la fonction",
        "des coûts cloud qui augmentent plus vite que le chiffre d'affaires",
      ],
      priorities: [
        "l'authentification unique",
        "une application Android",
        "une tarification à l'usage",
        "un audit de sécurité",
      ],
      statements: [
        "le support répond en moins d'une heure",
        "toutes les données restent dans l'UE",
        "le nouvel onboarding a divisé par deux le temps d'installation",
      ],
    },
    health: {
      subjects: [
        {
          name: "Sourire du Port",
          phrases: ["la clinique dentaire Sourire du Port", "Sourire du Port, notre cabinet dentaire"],
        },
        { name: "Les Tilleuls", phrases: ["la maison de retraite Les Tilleuls", "l'EHPAD Les Tilleuls"] },
      ],
      figures: [
        { label: "consultations", unit: "count", range: [1200, 9000], change: true },
        { label: "taux de rendez-vous manqués", unit: "percent" },
        { label: "chiffre d'affaires", unit: "money", big: true, change: true },
        { label: "salariés", unit: "count", range: [12, 80] },
        { label: "satisfaction des patients", unit: "percent" },
      ],
      named: {
        label: "mutuelles partenaires",
        names: ["Mutuelle Horizon", "Santé Plus", "Harmonie Ouest", "Cœur & Santé"],
      },
      risks: [
        "le départ à la retraite d'un dentiste",
        "les nouvelles règles d'hygiène",
        "la hausse des coûts de laboratoire",
        "un système de réservation lent",
      ],
      priorities: [
        "la prise de rendez-vous en ligne",
        "un deuxième cabinet",
        "des horaires en soirée",
        "un nouvel appareil de radiographie",
      ],
      statements: [
        "rendez-vous en soirée depuis janvier",
        "tous les dossiers sont désormais numériques",
        "la salle d'attente a été rénovée en mai",
      ],
    },
  },
};
