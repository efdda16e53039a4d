// The few fixed headings the builtin composer translates (fr, de, es); other languages keep English headings.

type Lang = "fr" | "de" | "es";

const T: Record<string, Record<Lang, string>> = {
  Agenda: { fr: "Ordre du jour", de: "Agenda", es: "Agenda" },
  Overview: { fr: "Vue d'ensemble", de: "Überblick", es: "Panorama" },
  "Key figures": { fr: "Chiffres clés", de: "Kennzahlen", es: "Cifras clave" },
  "At a glance": { fr: "En bref", de: "Auf einen Blick", es: "De un vistazo" },
  "Next steps": { fr: "Prochaines étapes", de: "Nächste Schritte", es: "Próximos pasos" },
  "Questions?": { fr: "Des questions ?", de: "Fragen?", es: "¿Preguntas?" },
  Summary: { fr: "Résumé", de: "Zusammenfassung", es: "Resumen" },
  Introduction: { fr: "Introduction", de: "Einleitung", es: "Introducción" },
  Conclusion: { fr: "Conclusion", de: "Fazit", es: "Conclusión" },
  Problem: { fr: "Le problème", de: "Das Problem", es: "El problema" },
  Solution: { fr: "La solution", de: "Die Lösung", es: "La solución" },
  Market: { fr: "Le marché", de: "Der Markt", es: "El mercado" },
  "Business model": { fr: "Modèle économique", de: "Geschäftsmodell", es: "Modelo de negocio" },
  Traction: { fr: "Traction", de: "Traktion", es: "Tracción" },
  Competition: { fr: "Concurrence", de: "Wettbewerb", es: "Competencia" },
  Team: { fr: "L'équipe", de: "Das Team", es: "El equipo" },
  "The ask": { fr: "Notre demande", de: "Unser Angebot", es: "Nuestra propuesta" },
  Background: { fr: "Contexte", de: "Hintergrund", es: "Contexto" },
  "Key findings": { fr: "Principaux constats", de: "Wichtigste Ergebnisse", es: "Hallazgos clave" },
  Analysis: { fr: "Analyse", de: "Analyse", es: "Análisis" },
  Risks: { fr: "Risques", de: "Risiken", es: "Riesgos" },
  Recommendations: { fr: "Recommandations", de: "Empfehlungen", es: "Recomendaciones" },
  "Learning objectives": { fr: "Objectifs", de: "Lernziele", es: "Objetivos" },
  "Key concepts": { fr: "Notions clés", de: "Schlüsselbegriffe", es: "Conceptos clave" },
  "Worked example": { fr: "Exemple", de: "Beispiel", es: "Ejemplo" },
  Practice: { fr: "Exercices", de: "Übung", es: "Práctica" },
  "Common mistakes": { fr: "Erreurs fréquentes", de: "Häufige Fehler", es: "Errores comunes" },
  Goals: { fr: "Objectifs", de: "Ziele", es: "Objetivos" },
  "Current state": { fr: "Situation actuelle", de: "Ausgangslage", es: "Situación actual" },
  Strategy: { fr: "Stratégie", de: "Strategie", es: "Estrategia" },
  Timeline: { fr: "Calendrier", de: "Zeitplan", es: "Calendario" },
  Budget: { fr: "Budget", de: "Budget", es: "Presupuesto" },
  Metrics: { fr: "Indicateurs", de: "Kennzahlen", es: "Métricas" },
  Options: { fr: "Options", de: "Optionen", es: "Opciones" },
  Criteria: { fr: "Critères", de: "Kriterien", es: "Criterios" },
  "Side by side": { fr: "Côte à côte", de: "Im Vergleich", es: "Lado a lado" },
  Scorecard: { fr: "Tableau comparatif", de: "Bewertung", es: "Comparativa" },
  Recommendation: { fr: "Recommandation", de: "Empfehlung", es: "Recomendación" },
  "Why it matters": { fr: "Pourquoi c'est important", de: "Warum es wichtig ist", es: "Por qué importa" },
  Trends: { fr: "Tendances", de: "Trends", es: "Tendencias" },
  Breakdown: { fr: "Répartition", de: "Aufschlüsselung", es: "Desglose" },
  Challenges: { fr: "Défis", de: "Herausforderungen", es: "Desafíos" },
  Opportunities: { fr: "Opportunités", de: "Chancen", es: "Oportunidades" },
  Total: { fr: "Total", de: "Summe", es: "Total" },
  Average: { fr: "Moyenne", de: "Durchschnitt", es: "Promedio" },
};

export interface Headings {
  /** The heading in the document's language when known, else the English one. */
  (english: string): string;
  /** True when headings are translated (or the language is English). */
  readonly translated: boolean;
  readonly english: boolean;
}

export function headingsFor(language: string | undefined): Headings {
  const base = (language ?? "en").toLowerCase().split(/[-_]/)[0]!;
  const lang = base === "fr" || base === "de" || base === "es" ? base : null;
  const fn = ((english: string) => (lang ? T[english]?.[lang] ?? english : english)) as Headings;
  Object.defineProperty(fn, "translated", { value: lang !== null || base === "en" });
  Object.defineProperty(fn, "english", { value: base === "en" });
  return fn;
}
