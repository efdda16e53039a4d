// Facts stated in the French real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const FR: PassageFacts = {
  "fr-001": [
    { label: "La durée légale du travail effectif", value: "35 heures" },
    { label: "Repos hebdomadaire", value: "2 jours" },
    { label: "Durée quotidienne", value: "8 heures" },
    { label: "heures supplémentaires", value: "5 heures" },
    { label: "pause", value: "30 minutes" },
  ],
  "fr-002": [
    { label: "période de référence", value: "21 840 €" },
    { label: "l'horaire réel du mois", value: "7 heures" },
    { label: "nombre réel d'heures travaillées", value: "147 heures" },
    { label: "nombre d'heures non travaillées", value: "70 heures" },
    { label: "congés payés", value: "2 semaines" },
  ],
  "fr-003": [
    { label: "Montant minimal", value: "9,63 €" },
    { label: "montant maximal", value: "89,03 €" },
    { label: "Les IJ sont versées", value: "14 jours" },
  ],
  "fr-004": [
    { label: "le paiement de l'amende", value: "3 ans" },
    { label: "en cas de revente", value: "2 ans" },
  ],
  "fr-005": [
    { label: "propriétaire de votre résidence principale", value: "2 années" },
    { label: "La demande de prêt", value: "2 ans" },
  ],
  "fr-006": [
    { label: "avoir travaillé", value: "6 mois" },
    { label: "allocation journalière", value: "20 €" },
    { label: "nouvelle allocation journalière", value: "30 %" },
  ],
  "fr-007": [
    { label: "la reproduction d'un acte", value: "75 ans" },
    { label: "la date du décès", value: "25 ans" },
  ],
  "fr-008": [{ label: "délai", value: "15 jours" }],
  "fr-009": [
    { label: "Les IJ ne peuvent pas dépasser", value: "45,55 €" },
    { label: "délai de carence", value: "3 jours" },
    { label: "l'arrêt de travail", value: "3 mois" },
    { label: "reprise d'activité", value: "48 heures" },
  ],
  "fr-010": [
    { label: "vous avez travaillé", value: "150 heures" },
    { label: "vous bénéficiez de l'ARE", value: "600 jours" },
    { label: "sur une base", value: "25 €" },
    { label: "un emploi", value: "50 jours" },
    { label: "reliquat", value: "250 jours" },
  ],
  "fr-011": [{ label: "parent d'un enfant", value: "16 ans" }],
  "fr-012": [
    { label: "vos ressources mensuelles", value: "1 182,30 €" },
    { label: "Revenus d'activité perçus", value: "12 mois" },
  ],
  "fr-013": [
    { label: "Montant", value: "96 €" },
    { label: "la photo est prise directement au guichet", value: "99 €" },
    { label: "Date d'expiration", value: "5 ans" },
  ],
  "fr-014": [
    { label: "vos ressources mensuelles", value: "1 857,90 €" },
    { label: "Revenus d'activité perçus", value: "12 mois" },
  ],
  "fr-015": [
    { label: "Timbre fiscal", value: "86 €" },
    { label: "Date d'expiration", value: "5 ans" },
    { label: "acte de naissance", value: "3 mois" },
  ],
  "fr-016": [
    { label: "déclaration de naissance", value: "5 jours" },
    { label: "justificatif de domicile", value: "3 mois" },
  ],
  "fr-017": [
    { label: "Montant annuel", value: "10 838,40 €" },
    { label: "Montant par mois", value: "903,20 €" },
  ],
  "fr-018": [],
  "fr-019": [
    { label: "parent d'un enfant", value: "16 ans" },
    { label: "fonctionnaire à temps non complet", value: "28 heures" },
  ],
  "fr-020": [{ label: "le remboursement", value: "2 ans" }],
};
