// French real-voice cases: demandes de présentation, courriels, budgets, plans et notes collées, écrits pour ce corpus.
import type { RealCase } from "../types.js";

// Some texts use a no-break space (\u00a0) or a narrow no-break space (\u202f) the way French keyboards and word
// processors insert them (before ":", "%", "€" and as the thousands separator); values carry the same character.
export const FR: readonly RealCase[] = [
  // ── Présentations à partir d'une demande ─────────────────────────────
  {
    id: "fr-auberge-tilleuls-ca",
    lang: "fr",
    genre: "brief",
    kind: "deck",
    name: "Auberge des Tilleuls",
    text: "Peux-tu me préparer une présentation pour le conseil d'administration de l'Auberge des Tilleuls\u00a0? Chiffre d'affaires 2025\u00a0: 1,9\u00a0M€, en hausse de 7\u00a0%. Taux d'occupation 88\u00a0% (contre 91\u00a0% l'an dernier), note clients 4,6 sur 5, 23 salariés. Une dizaine de diapositives suffira.",
    facts: [
      { label: "Chiffre d'affaires", value: "1,9\u00a0M€", change: "7\u00a0%" },
      { label: "Taux d'occupation", value: "88\u00a0%", change: "91\u00a0%" },
      { label: "note clients", value: "4,6" },
      { label: "salariés", value: "23" },
    ],
  },
  {
    id: "fr-usine-vierzon-securite",
    lang: "fr",
    genre: "report",
    kind: "deck",
    name: "Vierzon",
    text: `Diapos sécurité pour l'usine de Vierzon, 6 diapos max
Accidents avec arrêt : 3 (l'an dernier : 7)
Presqu'accidents signalés : 118
Heures de formation : 2 140
Taux de fréquence : 4,1
Absentéisme en baisse de 18 %`,
    facts: [
      { label: "Accidents avec arrêt", value: "3", change: "7" },
      { label: "Presqu'accidents signalés", value: "118" },
      { label: "Heures de formation", value: "2 140" },
      { label: "Taux de fréquence", value: "4,1" },
      { label: "Absentéisme", value: "18 %" },
    ],
  },
  {
    id: "fr-cabestan-levee",
    lang: "fr",
    genre: "brief",
    kind: "deck",
    name: "Cabestan",
    text: "J'ai besoin d'un pitch deck pour Cabestan, on lève en seed. Montant de la levée : 3 M€. ARR : 540 k€, croissance de 9 % par mois, 58 clients payants, rétention nette 121 %, burn mensuel 110 k€, 16 mois de runway. Équipe : 12 personnes à Nantes. Pas plus de 10 slides, les fonds lisent vite.",
    facts: [
      { label: "Montant de la levée", value: "3 M€" },
      { label: "ARR", value: "540 k€" },
      { label: "croissance", value: "9 %" },
      { label: "clients payants", value: "58" },
      { label: "rétention nette", value: "121 %" },
      { label: "burn mensuel", value: "110 k€" },
      { label: "runway", value: "16 mois" },
      { label: "Équipe", value: "12" },
    ],
  },
  {
    id: "fr-jules-ferry-reunion-parents",
    lang: "fr",
    genre: "brief",
    kind: "deck",
    name: "Jules-Ferry",
    text: "Bonjour, je voudrais des diapositives pour la réunion des parents de CM2 à l'école Jules-Ferry. Points à aborder : la sortie à Paris le 3 mars 2026, coût par élève 42 €, dont 15 € pris en charge par la coopérative ; 26 élèves dans la classe ; aux évaluations nationales, 68 % de réussite en français (contre 64 % pour la moyenne départementale).",
    facts: [
      { label: "coût par élève", value: "42 €" },
      { label: "coopérative", value: "15 €" },
      { label: "élèves", value: "26" },
      { label: "réussite en français", value: "68 %", change: "64 %" },
    ],
  },
  {
    id: "fr-saint-aubin-plan-velo",
    lang: "fr",
    genre: "report",
    kind: "deck",
    name: "Saint-Aubin-sur-Loire",
    text: "Merci de préparer une présentation de 12 diapositives pour le conseil municipal de Saint-Aubin-sur-Loire relative au plan vélo. Enveloppe globale\u00a0: 4,6\u00a0M€, dont 1,2\u00a0M€ de subventions régionales. Pistes réalisées\u00a0: 11,5\u00a0km. Reste à réaliser\u00a0: 18,5\u00a0km. Fréquentation des pistes\u00a0: +23\u00a0% sur un an. Le chantier n°\u00a04 (rue des Écoles) accuse trois semaines de retard.",
    facts: [
      { label: "Enveloppe globale", value: "4,6\u00a0M€" },
      { label: "subventions régionales", value: "1,2\u00a0M€" },
      { label: "Pistes réalisées", value: "11,5\u00a0km" },
      { label: "Reste à réaliser", value: "18,5\u00a0km" },
      { label: "Fréquentation des pistes", value: "+23\u00a0%" },
    ],
  },
  {
    id: "fr-jardins-partages-ag",
    lang: "fr",
    genre: "report",
    kind: "deck",
    name: "Les Jardins Partagés du Mail",
    text: "Pour notre assemblée générale, il me faudrait quelques diapos sur l'année de l'association Les Jardins Partagés du Mail\u00a0: 340 adhérents (contre 295 en 2024), 18\u00a0tonnes de légumes récoltés, 1\u202f250\u00a0heures de bénévolat, un budget de 38\u202f400\u00a0€ dont 60\u00a0% de subventions. On finit sur les projets 2026, surtout le nouveau composteur.",
    facts: [
      { label: "adhérents", value: "340", change: "295" },
      { label: "légumes récoltés", value: "18\u00a0tonnes" },
      { label: "bénévolat", value: "1\u202f250\u00a0heures" },
      { label: "budget", value: "38\u202f400\u00a0€" },
      { label: "subventions", value: "60\u00a0%" },
    ],
  },
  {
    id: "fr-demo-sprint",
    lang: "fr",
    genre: "email",
    kind: "deck",
    text: "Salut ! Tu peux me monter une petite prés pour la démo de fin de sprint ? On a fermé 41 tickets, la couverture de tests est passée de 64 % à 78 %, temps de chargement de la page d'accueil : 1,2 s. Il reste 12 bugs ouverts. Le nouveau parcours d'inscription a fait grimper la conversion de 5 %. Cinq diapos, pas plus.",
    facts: [
      { label: "tickets", value: "41" },
      { label: "couverture de tests", value: "78 %", change: "64 %" },
      { label: "temps de chargement", value: "1,2 s" },
      { label: "bugs ouverts", value: "12" },
      { label: "conversion", value: "5 %" },
    ],
  },
  {
    id: "fr-petrin-banque",
    lang: "fr",
    genre: "brief",
    kind: "deck",
    name: "Café Pétrin & Cie",
    text: "Je vois la banque mardi pour financer une deuxième boutique du Café Pétrin & Cie, il me faudrait une présentation. Chiffre d'affaires 2025\u00a0: 486\u202f000\u00a0€, ticket moyen 11,40\u00a0€, 310 couverts par jour en moyenne, coût matière 28\u00a0%, note Google 4,8/5 (1\u202f020 avis). Travaux estimés pour le nouveau local\u00a0: 135\u202f000\u00a0€.",
    facts: [
      { label: "Chiffre d'affaires", value: "486\u202f000\u00a0€" },
      { label: "ticket moyen", value: "11,40\u00a0€" },
      { label: "couverts", value: "310" },
      { label: "coût matière", value: "28\u00a0%" },
      { label: "note Google", value: "4,8" },
      { label: "avis", value: "1\u202f020" },
      { label: "Travaux estimés", value: "135\u202f000\u00a0€" },
    ],
  },
  {
    id: "fr-clinique-du-parc-trimestre",
    lang: "fr",
    genre: "report",
    kind: "deck",
    name: "Clinique du Parc",
    text: "Veuillez préparer une présentation pour la revue trimestrielle de la Clinique du Parc. Passages aux urgences : 9 870, en hausse de 6 % par rapport au T2. Durée moyenne de séjour : 4,3 jours (contre 4,9 jours). Le Dr Martin présentera le nouveau circuit ambulatoire. Satisfaction patients : 87 %.",
    facts: [
      { label: "Passages aux urgences", value: "9 870", change: "6 %" },
      { label: "Durée moyenne de séjour", value: "4,3 jours", change: "4,9 jours" },
      { label: "Satisfaction patients", value: "87 %" },
    ],
  },
  {
    id: "fr-vals-de-saone-conseil",
    lang: "fr",
    genre: "email",
    kind: "deck",
    name: "Vals de Saône",
    text: "Bonjour Claire, pour le conseil de la coopérative Vals de Saône jeudi, peux-tu faire des slides à partir de ça : collecte de lait 42,6 millions de litres (+3 % sur un an), prix moyen payé aux producteurs 468 € les 1 000 litres, 186 exploitations adhérentes, résultat net 1,1 M€ contre 0,8 M€ l'an passé. Merci d'avance !",
    facts: [
      { label: "collecte de lait", value: "42,6 millions de litres", change: "3 %" },
      { label: "prix moyen", value: "468 €" },
      { label: "exploitations adhérentes", value: "186" },
      { label: "résultat net", value: "1,1 M€", change: "0,8 M€" },
    ],
  },

  // ── Documents à partir d'une demande ─────────────────────────────────
  {
    id: "fr-moreau-note-teletravail",
    lang: "fr",
    genre: "memo",
    kind: "doc",
    name: "Moreau Architectes",
    text: "Rédige une note de service pour le personnel du cabinet Moreau Architectes : à partir du 1er avril 2026, 2 jours de télétravail par semaine, une indemnité de 30 € par mois et une enveloppe de 200 € pour équiper son poste à domicile. Ton cordial mais clair.",
    facts: [
      { label: "jours de télétravail", value: "2" },
      { label: "indemnité", value: "30 €" },
      { label: "enveloppe", value: "200 €" },
    ],
  },
  {
    id: "fr-rapport-t3-logistique",
    lang: "fr",
    genre: "report",
    kind: "doc",
    text: "Rédige un rapport d'activité du troisième trimestre pour le comité de direction. Taux de service : 96,1 % (contre 93,5 % au T2), délai moyen de livraison 2,3 jours, taux de casse 0,6 %, 14 nouveaux clients grands comptes. Les retours ont coûté 184 000 €. Termine par des recommandations concrètes.",
    facts: [
      { label: "Taux de service", value: "96,1 %", change: "93,5 %" },
      { label: "délai moyen de livraison", value: "2,3 jours" },
      { label: "taux de casse", value: "0,6 %" },
      { label: "nouveaux clients grands comptes", value: "14" },
      { label: "retours", value: "184 000 €" },
    ],
  },
  {
    id: "fr-demande-subvention-soutien-scolaire",
    lang: "fr",
    genre: "plan",
    kind: "doc",
    text: "Aide-moi à écrire une demande de subvention à la Fondation Lumière du Nord pour notre atelier de soutien scolaire. Montant demandé : 24 500 €. On accompagne 45 collégiens avec 3 animateurs salariés et 20 bénévoles. L'an dernier, 82 % des élèves suivis ont obtenu le brevet.",
    facts: [
      { label: "Montant demandé", value: "24 500 €" },
      { label: "collégiens", value: "45" },
      { label: "animateurs salariés", value: "3" },
      { label: "bénévoles", value: "20" },
      { label: "élèves suivis", value: "82 %" },
    ],
  },
  {
    id: "fr-veltra-demenagement-plan",
    lang: "fr",
    genre: "plan",
    kind: "doc",
    name: "Veltra",
    text: `Plan de projet en document : déménagement du siège de Veltra à Lyon Part-Dieu
Budget : 320 000 €
Postes de travail : 180
Surface : 2 400 m²
Emménagement prévu le 3 mars 2026
Étapes : appel d'offres en novembre, travaux en janvier, déménagement sur deux week-ends`,
    facts: [
      { label: "Budget", value: "320 000 €" },
      { label: "Postes de travail", value: "180" },
      { label: "Surface", value: "2 400 m²" },
    ],
  },

  // ── Tableaux ─────────────────────────────────────────────────────────
  {
    id: "fr-budget-com-2026",
    lang: "fr",
    genre: "budget",
    kind: "sheet",
    text: "Fais-moi un tableau du budget com 2026\u00a0: Google Ads 3\u00a0500\u00a0€ par mois, LinkedIn 1\u00a0800\u00a0€ par mois, salon professionnel 9\u00a0000\u00a0€ une fois, agence RP 2\u00a0500\u00a0€ par mois, abonnement Canva 450\u00a0€ par an. Total annuel par poste et total général.",
    facts: [
      { label: "Google Ads", value: "3\u00a0500\u00a0€" },
      { label: "LinkedIn", value: "1\u00a0800\u00a0€" },
      { label: "salon professionnel", value: "9\u00a0000\u00a0€" },
      { label: "agence RP", value: "2\u00a0500\u00a0€" },
      { label: "abonnement Canva", value: "450\u00a0€" },
    ],
    rows: [
      { label: "Google Ads", amount: 3500, period: "month" },
      { label: "LinkedIn", amount: 1800, period: "month" },
      { label: "salon professionnel", amount: 9000, period: "once" },
      { label: "agence RP", amount: 2500, period: "month" },
      { label: "abonnement Canva", amount: 450, period: "year" },
    ],
  },
  {
    id: "fr-fete-montcalm-depenses",
    lang: "fr",
    genre: "budget",
    kind: "sheet",
    name: "Montcalm",
    text: `Tableau des dépenses pour la fête du village de Montcalm :
Location chapiteau : 1 900 €
Sonorisation : 750 €
Buvette (achats) : 1 280 €
Feu d'artifice : 3 200 €
Assurance : 240 €`,
    facts: [
      { label: "Location chapiteau", value: "1 900 €" },
      { label: "Sonorisation", value: "750 €" },
      { label: "Buvette", value: "1 280 €" },
      { label: "Feu d'artifice", value: "3 200 €" },
      { label: "Assurance", value: "240 €" },
    ],
    rows: [
      { label: "Location chapiteau", amount: 1900 },
      { label: "Sonorisation", amount: 750 },
      { label: "Buvette", amount: 1280 },
      { label: "Feu d'artifice", amount: 3200 },
      { label: "Assurance", amount: 240 },
    ],
  },
  {
    id: "fr-cabinet-riviere-charges",
    lang: "fr",
    genre: "budget",
    kind: "sheet",
    name: "Rivière",
    text: "Un tableau des charges du cabinet dentaire Rivière, s'il te plaît : loyer 2 950 € par mois, logiciel 1 680 € par an, ménage 540 € par mois, assurance RCP 1 120 € par an, maintenance de la stérilisation 890 € par trimestre. Colonnes mensuel et annuel.",
    facts: [
      { label: "loyer", value: "2 950 €" },
      { label: "logiciel", value: "1 680 €" },
      { label: "ménage", value: "540 €" },
      { label: "assurance RCP", value: "1 120 €" },
      { label: "maintenance de la stérilisation", value: "890 €" },
    ],
    rows: [
      { label: "loyer", amount: 2950, period: "month" },
      { label: "logiciel", amount: 1680, period: "year" },
      { label: "ménage", amount: 540, period: "month" },
      { label: "assurance RCP", amount: 1120, period: "year" },
      { label: "maintenance de la stérilisation", amount: 890, period: "quarter" },
    ],
  },
  {
    id: "fr-usine-investissements-2026",
    lang: "fr",
    genre: "budget",
    kind: "sheet",
    text: "Tableau des investissements 2026 pour l'usine : ligne d'embouteillage 2,4 M€, compresseur 86 000 €, réfection de la toiture 310 000 €, chariots élévateurs 72 500 €, éclairage LED 41 000 €. Total et part de chaque poste en pourcentage.",
    facts: [
      { label: "ligne d'embouteillage", value: "2,4 M€" },
      { label: "compresseur", value: "86 000 €" },
      { label: "réfection de la toiture", value: "310 000 €" },
      { label: "chariots élévateurs", value: "72 500 €" },
      { label: "éclairage LED", value: "41 000 €" },
    ],
    rows: [
      { label: "ligne d'embouteillage", amount: 2400000 },
      { label: "compresseur", amount: 86000 },
      { label: "réfection de la toiture", amount: 310000 },
      { label: "chariots élévateurs", amount: 72500 },
      { label: "éclairage LED", amount: 41000 },
    ],
  },
  {
    id: "fr-cooperative-scolaire-trimestres",
    lang: "fr",
    genre: "budget",
    kind: "sheet",
    text: "Tableau pour la coopérative scolaire, merci : sorties 1 200 € par trimestre, matériel d'arts plastiques 350 € par trimestre, bibliothèque 280 € par trimestre, classe de découverte 4 800 € par an. Colonnes par trimestre et total de l'année.",
    facts: [
      { label: "sorties", value: "1 200 €" },
      { label: "matériel d'arts plastiques", value: "350 €" },
      { label: "bibliothèque", value: "280 €" },
      { label: "classe de découverte", value: "4 800 €" },
    ],
    rows: [
      { label: "sorties", amount: 1200, period: "quarter" },
      { label: "matériel d'arts plastiques", amount: 350, period: "quarter" },
      { label: "bibliothèque", amount: 280, period: "quarter" },
      { label: "classe de découverte", amount: 4800, period: "year" },
    ],
  },

  // ── Notes collées ────────────────────────────────────────────────────
  {
    id: "fr-point-commercial-cr",
    lang: "fr",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Transforme ces notes en diapos, garde mes titres :

Présents : Julie, Marc, Nadia, Thomas (à distance)
Date : mardi 10 mars 2026

Point commercial
Prises de commandes T1 : 860 k€ (contre 790 k€ l'an dernier)
Nouveaux clients : 11
Taux de transformation 29 %

Budget
Budget salons maintenu à 45 000 €
Frais de déplacement : -15 % demandé

Décisions
Recrutement de deux commerciaux en avril
Hausse des tarifs de 3 % au 1er mai

Actions
Julie : envoyer la prévision révisée avant vendredi
Marc : réserver la salle pour la journée partenaires
Nadia : rédiger la fiche de poste`,
    facts: [
      { label: "Prises de commandes", value: "860 k€", change: "790 k€" },
      { label: "Nouveaux clients", value: "11" },
      { label: "Taux de transformation", value: "29 %" },
      { label: "Budget salons", value: "45 000 €" },
      { label: "Frais de déplacement", value: "-15 %" },
      { label: "Hausse des tarifs", value: "3 %" },
    ],
    headings: ["Point commercial", "Budget", "Décisions", "Actions"],
  },
  {
    id: "fr-pv-conseil-administration",
    lang: "fr",
    genre: "minutes",
    kind: "deck",
    mode: "condense",
    text: `Résume ce procès-verbal du conseil d'administration en quelques diapositives :

Présents : M. Durand (président), Mme Petit, M. Nguyen, Mme Roux. Excusé : M. Faure.

Finances
La trésorière présente des recettes de 528 000 € pour l'exercice, pour un budget prévisionnel de 500 000 €. Les réserves s'élèvent à 146 000 €. Les comptes ont été certifiés sans réserve.

Adhésions
Le nombre d'adhérents atteint 2 310, soit une hausse de 4 % sur un an. Le taux de renouvellement est de 78 %.

Questions diverses
Le président remercie Mme Petit pour son travail sur le nouveau site internet.`,
    facts: [
      { label: "recettes", value: "528 000 €", change: "500 000 €" },
      { label: "réserves", value: "146 000 €" },
      { label: "nombre d'adhérents", value: "2 310", change: "4 %" },
      { label: "taux de renouvellement", value: "78 %" },
    ],
    headings: ["Finances", "Adhésions", "Questions diverses"],
  },
  {
    id: "fr-avancement-chantier",
    lang: "fr",
    genre: "notes",
    kind: "doc",
    mode: "preserve",
    text: `Mets ça en document, sans rien changer :

Avancement du chantier
Gros œuvre : 70 % réalisé
Retard : 2 semaines
Surcoût à ce jour : 58 000 €

Calendrier
le 3 mars 2026 : coulage de la dalle du 2e étage
le 20 mars : pose de la charpente
le 15 avril : réception des menuiseries

Points ouverts
Plan d'exécution des réseaux à valider
Livraison des fenêtres non confirmée

Responsables
Karim : chiffrer l'avenant pour le client
Sophie : mettre à jour le planning`,
    facts: [
      { label: "Gros œuvre", value: "70 %" },
      { label: "Retard", value: "2 semaines" },
      { label: "Surcoût à ce jour", value: "58 000 €" },
    ],
    headings: ["Avancement du chantier", "Calendrier", "Points ouverts", "Responsables"],
  },
  {
    id: "fr-boulangerie-reunion-equipe",
    lang: "fr",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `tu peux me faire un petit résumé de ça pour mon associé ?

réunion d'équipe lundi
- le brunch du dimanche marche super bien, panier moyen 17,50 € (avant 15 €)
- les viennoiseries font 41 % des ventes du matin
- le four a encore lâché, devis de réparation 720 €
- Léa propose un atelier pain au levain, prix 25 € par personne
- il manque quelqu'un le samedi matin
- frais de terminal CB passés à 1,6 %`,
    facts: [
      { label: "panier moyen", value: "17,50 €", change: "15 €" },
      { label: "viennoiseries", value: "41 %" },
      { label: "devis de réparation", value: "720 €" },
      { label: "prix", value: "25 €" },
      { label: "frais de terminal CB", value: "1,6 %" },
    ],
    headings: ["réunion d'équipe lundi"],
  },
  {
    id: "fr-conseil-pedagogique-notes",
    lang: "fr",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Fais des diapos à partir de mes notes du conseil pédagogique, en gardant les titres :

Résultats
Réussite au brevet 91 % (l'an dernier 88 %)
Mentions très bien : 24 %

Moyens
Budget sciences pour l'an prochain : 6 800 €
Tablettes commandées : 30

Suite
M. Lefèvre : revoir la progression de 4e
Mme Diallo : organiser la sortie au musée en juin`,
    facts: [
      { label: "Réussite au brevet", value: "91 %", change: "88 %" },
      { label: "Mentions très bien", value: "24 %" },
      { label: "Budget sciences", value: "6 800 €" },
      { label: "Tablettes commandées", value: "30" },
    ],
    headings: ["Résultats", "Moyens", "Suite"],
  },
];
