// Facts stated in the Portuguese real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const PT: PassageFacts = {
  "pt-001": [
    { label: "carga horária de cada trabalho publicado", value: "68 horas" },
    { label: "carga horária de resposta ao questionário", value: "2 horas" },
  ],
  "pt-002": [],
  "pt-003": [],
  "pt-004": [],
  "pt-005": [],
  "pt-006": [],
  "pt-007": [
    { label: "carga horária mínima", value: "10 horas" },
    { label: "encontro síncrono", value: "34 horas" },
  ],
  "pt-008": [],
  "pt-009": [],
  "pt-010": [],
  "pt-011": [
    { label: "mestrados profissionais", value: "790 cursos", date: "2017" },
    { label: "mestrados acadêmicos", value: "3.524 cursos", date: "2017" },
  ],
  "pt-012": [],
  "pt-013": [{ label: "raio", value: "500 km" }],
  "pt-014": [{ label: "ocupava", value: "120m³" }],
  "pt-015": [],
  "pt-016": [],
  "pt-017": [],
  "pt-018": [],
  "pt-019": [],
  "pt-020": [],
};
