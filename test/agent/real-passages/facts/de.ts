// Fakten aus den deutschen echten Passagen (hier annotiert; die Passagen selbst bleiben in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const DE: PassageFacts = {
  "de-001": [{ label: "Bevölkerung", value: "1,5 Millionen" }],
  "de-002": [
    { label: "Menschen", value: "40.000", date: "1466" },
    { label: "Menschen", value: "50.000", date: "1576-77" },
    { label: "norwegischen Bevölkerung", value: "60 %", date: "1348-50" },
    { label: "Amsterdamer Bevölkerung", value: "10 %", date: "1623-25" },
  ],
  "de-003": [
    { label: "Hugenotten", value: "148", date: "12. Mai 1705" },
    { label: "Personen", value: "390" },
    { label: "aufwärts der Fälle des James River", value: "32 km" },
  ],
  "de-004": [
    { label: "Einwohner", value: "30.000 bis 50.000" },
    { label: "größere und kleinere Epidemien", value: "37", date: "Zwischen 1701 und 1750" },
    { label: "Epidemien", value: "31", date: "zwischen 1751 und 1800" },
  ],
  "de-005": [{ label: "Passagiere", value: "37 Millionen" }],
  "de-006": [{ label: "Tankstellen", value: "20 %", date: "letzten Februarwoche 1974" }],
  "de-007": [
    { label: "Wirkungsgrad", value: "27-30 %" },
    { label: "Dampf pro kWh", value: "4 kg" },
  ],
  "de-008": [
    { label: "Turbinen-Eingangstemperaturen", value: "565 °C" },
    { label: "Verflüssigungstemperaturen", value: "30 °C" },
    { label: "theoretischen Carnot-Wirkungsgrad", value: "63 %" },
    { label: "tatsächlichen Effizienz", value: "42 %" },
  ],
  "de-009": [
    { label: "Mädchen", value: "30 %", date: "2006" },
    { label: "Prostituierten in Kenia", value: "9-18 Jahre" },
    { label: "Kinderschutzbeamte", value: "400", date: "2009" },
  ],
  "de-010": [],
  "de-011": [
    { label: "Haushalte", value: "158.349" },
    { label: "zusammenlebende heterosexuelle Ehepaare", value: "69.284" },
    { label: "durchschnittliche Haushaltsgröße", value: "3,07" },
    { label: "Familien", value: "111.529" },
    { label: "durchschnittliche Familiengröße", value: "3,62" },
  ],
  "de-012": [
    { label: "Namen", value: "5.100" },
    { label: "Instrumente", value: "35" },
  ],
  "de-013": [],
  "de-014": [],
  "de-015": [{ label: "Leichen", value: "25", date: "2014" }],
  "de-016": [],
  "de-017": [],
  "de-018": [],
  "de-019": [],
  "de-020": [{ label: "Gäste", value: "2.000" }],
};
