// Facts stated in the Italian real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const IT: PassageFacts = {
  "it-001": [
    { label: "Incremento", value: "15%", date: "2021" },
    { label: "Incremento", value: "30%", date: "2022" },
    { label: "Incremento", value: "10%", date: "2021" },
    { label: "incremento", value: "20%", date: "2022" },
    { label: "Incremento", value: "10%", date: "2022" },
  ],
  "it-002": [
    { label: "Incremento", value: "5%", date: "2021" },
    { label: "Incremento", value: "10%", date: "2022" },
    { label: "Aumento", value: "20%", date: "2021" },
    { label: "Aumento", value: "40%", date: "2022" },
  ],
  "it-003": [{ label: "Aumento", value: "20%", date: "2022" }],
  "it-004": [
    { label: "data center", value: "1.101", date: "2020" },
    { label: "CPU", value: "33.948" },
    { label: "riduzione", value: "5%", date: "2021" },
    { label: "riduzione", value: "20%", date: "2022" },
    { label: "data center", value: "88", date: "2020" },
  ],
  "it-005": [
    { label: "Incremento", value: "30%", date: "2022" },
    { label: "PA centrali e locali", value: "20", date: "2021" },
    { label: "PA centrali e locali", value: "40", date: "2022" },
  ],
  "it-006": [
    { label: "Regioni", value: "50%", date: "2021" },
    { label: "Comuni aderenti", value: "10%", date: "2021" },
    { label: "Regioni", value: "100%", date: "2022" },
    { label: "Comuni aderenti", value: "30%", date: "2022" },
    { label: "Aumento", value: "40%", date: "2022" },
  ],
  "it-007": [
    { label: "riduzione", value: "10%", date: "2021" },
    { label: "riduzione", value: "30%", date: "2022" },
    { label: "PAL aderenti", value: "50", date: "2020" },
    { label: "PAL aderenti", value: "150", date: "2021" },
    { label: "PAL aderenti", value: "250", date: "2022" },
  ],
  "it-008": [{ label: "dipendenti", value: "75%" }],
  "it-009": [
    { label: "numero di report ricevuti", value: "5%", date: "2021" },
    { label: "numero di report ricevuti", value: "10%", date: "2022" },
    { label: "campione", value: "1.280", date: "2021" },
    { label: "incremento", value: "10%", date: "2022" },
  ],
  "it-010": [
    { label: "Aumento", value: "25%", date: "2021" },
    { label: "Aumento", value: "40%", date: "2022" },
  ],
  "it-011": [
    { label: "comuni subentrati in ANPR", value: "85%", date: "2020" },
    { label: "comuni subentrati in ANPR", value: "100%", date: "2021" },
    { label: "Aumento", value: "20%", date: "2021" },
    { label: "Aumento", value: "30%", date: "2022" },
    { label: "Aumento", value: "10%", date: "2021" },
  ],
  "it-012": [
    { label: "Incremento", value: "5%", date: "2021" },
    { label: "Incremento", value: "10%", date: "2022" },
    { label: "Aumento", value: "30%", date: "2021" },
    { label: "Aumento", value: "60%", date: "2022" },
  ],
  "it-013": [],
  "it-014": [],
  "it-015": [],
  "it-016": [],
  "it-017": [],
  "it-018": [],
  "it-019": [],
  "it-020": [],
};
