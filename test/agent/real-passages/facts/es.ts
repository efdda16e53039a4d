// Facts stated in the Spanish real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const ES: PassageFacts = {
  "es-001": [{ label: "gasolineras estadounidenses", value: "20 %", date: "febrero de 1974" }],
  "es-002": [
    { label: "habitantes", value: "711 988", date: "1901" },
    { label: "católicos", value: "56,2 %", date: "1901" },
    { label: "judíos", value: "35,7 %", date: "1901" },
    { label: "judíos", value: "281 754", date: "1909" },
    { label: "protestantes", value: "18 189", date: "1909" },
  ],
  "es-003": [
    { label: "temperaturas de entrada a la turbina", value: "565 °C" },
    { label: "temperaturas de los condensadores", value: "30 °C" },
    { label: "eficiencia teórica de Carnot", value: "63 %" },
    { label: "eficiencia real", value: "42 %" },
  ],
  "es-004": [{ label: "más pesado", value: "12 %" }],
  "es-005": [{ label: "DuMont habría recibido", value: "5 millones de dólares" }],
  "es-006": [{ label: "pasajeros al año", value: "37 millones" }],
  "es-007": [
    { label: "personas murieron de la peste", value: "40 000", date: "1466" },
    { label: "la peste estuvo presente en París", value: "30 %", date: "los siglos XVI y XVII" },
    { label: "población de Ámsterdam", value: "10 %", date: "1623-25" },
    { label: "personas en Venecia", value: "50 000", date: "1576-77" },
    { label: "población de Noruega", value: "60 %", date: "1348-50" },
  ],
  "es-008": [
    { label: "niñas en las zonas costeras", value: "30 %", date: "2006" },
    { label: "funcionarios de protección infantil", value: "400", date: "2009" },
  ],
  "es-009": [
    { label: "eficiencia de la máquina de vapor", value: "27-30 %" },
    { label: "vapor por kWh", value: "4 kg" },
  ],
  "es-010": [
    { label: "edad similar", value: "505 millones de años" },
    { label: "filas de peines", value: "24 y 80" },
  ],
  "es-011": [
    { label: "población", value: "1,5 millones" },
    { label: "proporción", value: "20 a 1" },
  ],
  "es-012": [
    { label: "área del Gran Los Ángeles", value: "17 786 419" },
    { label: "San Diego-Tijuana", value: "5 105 768" },
  ],
  "es-013": [{ label: "habitantes", value: "30 000 a 50 000", date: "1620-21" }],
  "es-014": [
    { label: "hogares", value: "158 349" },
    { label: "hijos menores", value: "43,3 %" },
    { label: "tamaño promedio del hogar", value: "3,07" },
    { label: "familias", value: "111 529" },
    { label: "tamaño medio de la familia", value: "3,62" },
  ],
  "es-015": [],
  "es-016": [{ label: "juntas de examen", value: "30" }],
  "es-017": [],
  "es-018": [
    { label: "población de Pons Aelius", value: "2000" },
    { label: "La extensión del Muro de Adriano", value: "117 km" },
  ],
  "es-019": [{ label: "preparados", value: "700" }],
  "es-020": [],
};
