// Spanish templates and vocabulary for the generated prompt suite.
import { dec, group, joiner, NICE_BIG, NICE_CHANGE, NICE_PCT, NICE_SMALL, type LangPack } from "../lang-pack.js";

export const es: LangPack = {
  lang: "es",
  stop: ".",
  join: joiner(" y ", [", ", ", ", "; "]),
  money: (rng, big) => {
    if (big) {
      const x = dec(rng.pick(NICE_BIG), ",");
      return rng.pick([`${x} millones de euros`, `${x} M€`, `${x} millones de €`]);
    }
    const n = rng.pick(NICE_SMALL) * 1000;
    return rng.pick([`${group(n, ".")} €`, `${group(n, ".")} euros`]);
  },
  budgetMoney: (n) => `${group(n, ".")} €`,
  lineForms: ["{label} {value}", "{label} de {value}", "{value} de {label}"],
  percent: (rng, small) => {
    const x = dec(rng.pick(small ? NICE_CHANGE : NICE_PCT), ",");
    return rng.pick([`${x} %`, `${x}%`]);
  },
  count: (n) => group(n, "."),
  figureForms: {
    money: ["{label} de {value}", "{label} {value}"],
    percent: ["{label} del {value}", "{label} de {value}"],
    count: ["{value} {label}"],
  },
  changeForms: [", un {c} más", " (+{c})", ", con una subida del {c}", ", un {c} menos"],
  figuresForms: ["Cifras clave: {list}", "datos principales: {list}", "{list}", "incluye estas cifras: {list}"],
  countedNames: ["{value} {label} ({names})"],
  namesForms: ["{label}: {names}"],
  people: [
    { name: "Lucía Fernández", role: "directora financiera" },
    { name: "Javier Morales", role: "director comercial" },
    { name: "Sofía Castro", role: "jefa de producto" },
    { name: "Andrés Peña", role: "CTO" },
    { name: "Marta Núñez", role: "responsable de marketing" },
    { name: "Diego Ibáñez", role: "jefe de operaciones" },
  ],
  person: ["{name} ({role})", "{name} como {role}"],
  peopleForms: ["Equipo: {list}", "presenta al equipo: {list}", "presentan {list}"],
  risksForms: ["Riesgos: {list}", "los principales riesgos son {list}", "menciona los riesgos: {list}"],
  prioritiesForms: [
    "prioridades del {q}: {list}",
    "prioridades para el {q}: {list}",
    "en el {q} nos centramos en {list}",
    "Prioridades: {list}",
    "después: {list}",
  ],
  quarters: ["Q4", "T1 2027", "Q3", "segundo semestre"],
  steps: ["arranque", "piloto", "formación del personal", "despliegue", "revisión"],
  months: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  step: ["{what} en {date}", "{what} para {date}"],
  stepsForms: ["Calendario: {list}", "{list}", "hitos: {list}"],
  statementForms: ["{statement}", "además: {statement}", "a destacar: {statement}"],
  sectionLists: [
    ["costes", "ahorros", "subvenciones", "una recomendación"],
    ["contexto", "objetivos", "calendario", "recursos"],
    ["el mercado", "el producto", "el equipo", "la inversión que pedimos"],
    ["qué salió bien", "qué salió mal", "lecciones aprendidas"],
  ],
  sectionsForms: ["Secciones: {list}", "estructúralo en {list}", "apartados: {list}"],
  sectionsInline: [", con las secciones {list}", " que cubra {list}"],
  audiences: [
    "la dirección",
    "los inversores",
    "los nuevos empleados",
    "el consejo de administración",
    "el ayuntamiento",
    "nuestro equipo",
  ],
  heads: {
    deck: [
      "Haz una presentación sobre {S}.",
      "Haz una presentación de {n} diapositivas sobre {S}.",
      "Crea una presentación para {A} sobre {S}.",
      "Crea {n} diapositivas para {A} sobre {S}.",
      "Prepárame una presentación corta sobre {S}.",
      "¿Puedes preparar una presentación sobre {S} para {A}?",
      "Necesito unas diapositivas sobre {S}.",
      "Presentación para {A} sobre {S}, {n} diapositivas.",
      "Voy a presentar ante {A} la semana que viene sobre {S}.",
      "Hazme {n} diapositivas sobre {S} para {A}.",
    ],
    doc: [
      "Necesito un documento para {A} que explique {S}.",
      "Redacta un informe sobre {S}.",
      "Redacta un informe de {n} secciones sobre {S} para {A}.",
      "Escribe un plan de proyecto para {S}.",
      "Escribe un plan de proyecto para {S} en {n} secciones.",
      "Necesito un documento sobre {S} para {A}.",
      "Por favor, redacta un informe sobre {S}.",
    ],
    sheet: [
      "Crea una hoja de cálculo con el presupuesto de {S}.",
      "Haz un presupuesto para {S}.",
      "Necesito una planilla de presupuesto para {S}.",
      "Presupuesto mensual de {S}.",
    ],
    neutral: ["Tema: {S}.", "Sobre {S}.", "{S}, para {A}.", "Algo sobre {S} para {A}."],
  },
  budgetForms: ["Partidas: {list}", "con {list}", "gastos mensuales: {list}", "{list}"],
  budgetLines: [
    "alquiler",
    "nóminas",
    "marketing",
    "seguros",
    "licencias de software",
    "energía",
    "leasing de equipos",
  ],
  domains: {
    food: {
      subjects: [
        { name: "Señor Frío", phrases: ["la heladería Señor Frío", "Señor Frío, nuestra cadena de heladerías"] },
        { name: "Café Aroma & Co", phrases: ["la tostadora Café Aroma & Co", "Café Aroma & Co"] },
      ],
      figures: [
        { label: "facturación", unit: "money", big: true, change: true },
        { label: "margen bruto", unit: "percent" },
        { label: "socios del club de fidelidad", unit: "count", range: [800, 5000], change: true },
        { label: "café de comercio directo", unit: "percent", forms: ["{value} de {label}"] },
        { label: "pedidos mayoristas", unit: "count", range: [40, 600] },
      ],
      named: {
        label: "nuevos clientes mayoristas",
        names: ["Café Nord", "Hotel Lumen", "Mercado del Grano", "La Bodeguita", "Pan & Vino", "Ultramarinos Peña"],
      },
      risks: [
        "la subida del café verde",
        "la jubilación de un tostador",
        "un alquiler más caro en el centro",
        "el retraso de la nueva tostadora",
      ],
      priorities: [
        "el lanzamiento de la suscripción",
        "el obrador de Valencia",
        "una segunda cafetería",
        "la formación de baristas",
      ],
      statements: [
        "bolsas compostables desde marzo",
        "la leche de avena ya se vende más que la de vaca",
        "toda la plantilla cobra por encima del convenio",
      ],
    },
    transit: {
      subjects: [
        { name: "TransBahía", phrases: ["la red de autobuses de TransBahía", "TransBahía"] },
        { name: "Bogotá", phrases: ["nuestra red de autobuses en Bogotá", "la flota de autobuses de Bogotá"] },
      ],
      figures: [
        { label: "viajeros diarios", unit: "count", range: [12000, 90000], change: true },
        { label: "autobuses", unit: "count", range: [40, 400] },
        { label: "cocheras", unit: "count", range: [2, 9] },
        { label: "puntualidad", unit: "percent" },
        { label: "costes operativos", unit: "money", big: true, change: true },
      ],
      named: {
        label: "nuevas paradas",
        names: ["Plaza del Puerto", "Los Olivos", "Estación Sur", "Barrio Alto", "Peñalver"],
      },
      risks: [
        "la falta de conductores",
        "el precio del gasóleo",
        "retrasos en la nueva cochera",
        "una congelación de tarifas",
      ],
      priorities: [
        "autobuses eléctricos",
        "una red nocturna",
        "el pago sin contacto",
        "pantallas con horarios en tiempo real",
      ],
      statements: [
        "viaje gratis para menores desde abril",
        "todos los autobuses tienen rampa",
        "la app muestra las llegadas en tiempo real",
      ],
    },
    tech: {
      subjects: [
        {
          name: "iPhone",
          phrases: [
            "nuestra app de iPhone para paseadores de perros",
            "la versión para iPhone de nuestra app de reservas",
          ],
        },
        { name: "ÆON", phrases: ["ÆON, nuestro software de turnos", "la plataforma ÆON"] },
      ],
      figures: [
        { label: "ARR", unit: "money", big: true, change: true },
        { label: "usuarios activos mensuales", unit: "count", range: [8000, 90000], change: true },
        { label: "churn", unit: "percent" },
        { label: "equipos de pago", unit: "count", range: [40, 900] },
        { label: "retención neta de ingresos", unit: "percent" },
      ],
      named: {
        label: "clientes piloto",
        names: ["Nordlicht GmbH", "Brightwell & Co", "Kōbō Studio", "Atlas Carga", "Verde Labs"],
      },
      risks: [
        "la salida de un ingeniero clave",
        "retrasos en la revisión del App Store",
        "un competidor más grande que copie la función",
        "costes de nube que crecen más rápido que los ingresos",
      ],
      priorities: ["inicio de sesión único", "una app para Android", "precios por uso", "una auditoría de seguridad"],
      statements: [
        "soporte responde en menos de una hora",
        "todos los datos se quedan en la UE",
        "el nuevo onboarding redujo a la mitad el tiempo de alta",
      ],
    },
    health: {
      subjects: [
        { name: "Clínica Santa Lucía", phrases: ["la Clínica Santa Lucía", "la Clínica Santa Lucía de Málaga"] },
        { name: "Residencia Los Almendros", phrases: ["la Residencia Los Almendros"] },
      ],
      figures: [
        { label: "consultas", unit: "count", range: [1200, 9000], change: true },
        { label: "tasa de ausencias", unit: "percent" },
        { label: "facturación", unit: "money", big: true, change: true },
        { label: "empleados", unit: "count", range: [12, 80] },
        { label: "satisfacción de los pacientes", unit: "percent" },
      ],
      named: {
        label: "aseguradoras asociadas",
        names: ["Salud Total", "Aseguradora Horizonte", "Mutua del Sur", "Vida & Salud"],
      },
      risks: [
        "la jubilación de un dentista",
        "nuevas normas de higiene",
        "el aumento de los costes de laboratorio",
        "un sistema de citas lento",
      ],
      priorities: ["citas en línea", "una segunda clínica", "horario de tarde", "un nuevo equipo de rayos X"],
      statements: [
        "citas por la tarde desde enero",
        "todos los historiales ya son digitales",
        "la sala de espera se renovó en mayo",
      ],
    },
  },
};
