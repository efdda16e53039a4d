// Spanish real-voice cases: encargos de presentaciones, correos, presupuestos, planes y notas pegadas, escritos para este corpus.
import type { RealCase } from "../types.js";

export const ES: readonly RealCase[] = [
  // ── Presentaciones a partir de un encargo ────────────────────────────
  {
    id: "es-mirador-puerto-consejo",
    lang: "es",
    genre: "brief",
    kind: "deck",
    name: "Hotel Mirador del Puerto",
    text: "Prepárame una presentación para el consejo del Hotel Mirador del Puerto: facturación de 2025, 4,2 millones de euros, un 9 % más que el año anterior; ocupación del 88 % (frente al 91 % de 2024); valoración de los huéspedes 4,6 sobre 5; plantilla de 64 empleados. Unas diez diapositivas, más o menos.",
    facts: [
      { label: "facturación", value: "4,2 millones de euros", change: "9 %" },
      { label: "ocupación", value: "88 %", change: "91 %" },
      { label: "valoración de los huéspedes", value: "4,6" },
      { label: "empleados", value: "64" },
    ],
  },
  {
    id: "es-planta-zaragoza-seguridad",
    lang: "es",
    genre: "report",
    kind: "deck",
    name: "Zaragoza",
    text: `Diapositivas de seguridad para la planta de Zaragoza, 6 como máximo
Accidentes con baja: 4 (el año pasado: 9)
Incidentes reportados: 156
Horas de formación: 2.300
Auditoría interna: 89/100
Absentismo: bajó un 14%`,
    facts: [
      { label: "Accidentes con baja", value: "4", change: "9" },
      { label: "Incidentes reportados", value: "156" },
      { label: "Horas de formación", value: "2.300" },
      { label: "Auditoría interna", value: "89" },
      { label: "Absentismo", value: "14%" },
    ],
  },
  {
    id: "es-brujula-ronda-semilla",
    lang: "es",
    genre: "brief",
    kind: "deck",
    name: "Brújula",
    text: "Necesito un pitch deck para Brújula, vamos a cerrar la ronda semilla. Tamaño de la ronda: 1,8 millones de euros. ARR de 350.000 €, crecimiento del 12 % mensual, 47 clientes de pago, retención neta del 118 %, quema mensual de 70.000 € y 15 meses de caja. Somos 8 personas en Valencia.",
    facts: [
      { label: "Tamaño de la ronda", value: "1,8 millones de euros" },
      { label: "ARR", value: "350.000 €" },
      { label: "crecimiento", value: "12 %" },
      { label: "clientes de pago", value: "47" },
      { label: "retención neta", value: "118 %" },
      { label: "quema mensual", value: "70.000 €" },
      { label: "caja", value: "15 meses" },
      { label: "personas", value: "8" },
    ],
  },
  {
    id: "es-san-isidro-familias",
    lang: "es",
    genre: "brief",
    kind: "deck",
    name: "San Isidro",
    text: "Hola, ¿me haces unas diapositivas para la reunión con las familias de 5.º de primaria del colegio San Isidro? Temas: la excursión a Segovia el 15 de mayo, coste por alumno 38 €, de los que el AMPA pone 10 €; somos 25 alumnos en clase; y en la prueba de lectura sacamos una media de 7,4 (la del centro es 6,9).",
    facts: [
      { label: "coste por alumno", value: "38 €" },
      { label: "AMPA", value: "10 €" },
      { label: "alumnos", value: "25" },
      { label: "media", value: "7,4", change: "6,9" },
    ],
  },
  {
    id: "es-villanueva-carril-bici",
    lang: "es",
    genre: "report",
    kind: "deck",
    name: "Villanueva del Río",
    text: "Se ruega preparar una presentación de 12 diapositivas para el Pleno del Ayuntamiento de Villanueva del Río sobre el plan de carriles bici. Presupuesto total: 5,3 millones de euros, de los cuales 2,1 millones de euros proceden de fondos europeos. Kilómetros ejecutados: 17,2. Usuarios diarios: 3.400 (un 27 % más que hace un año). La obra n.º 3 acumula un mes de retraso.",
    facts: [
      { label: "Presupuesto total", value: "5,3 millones de euros" },
      { label: "fondos europeos", value: "2,1 millones de euros" },
      { label: "Kilómetros ejecutados", value: "17,2" },
      { label: "Usuarios diarios", value: "3.400", change: "27 %" },
    ],
  },
  {
    id: "es-agua-clara-donantes",
    lang: "es",
    genre: "report",
    kind: "deck",
    name: "Fundación Agua Clara",
    text: "Queremos una presentación para los donantes de la Fundación Agua Clara con el balance del año: 52 pozos construidos, unas 28.000 personas con acceso a agua potable, coste medio por pozo 6.900 € (en 2024 fue 8.100 €), donaciones de 1,4 millones de euros frente a 1,2 millones el año anterior y 190 voluntarios. Hay que cerrar con la campaña de 2026.",
    facts: [
      { label: "pozos construidos", value: "52" },
      { label: "personas", value: "28.000" },
      { label: "coste medio por pozo", value: "6.900 €", change: "8.100 €" },
      { label: "donaciones", value: "1,4 millones de euros", change: "1,2 millones" },
      { label: "voluntarios", value: "190" },
    ],
  },
  {
    id: "es-demo-sprint",
    lang: "es",
    genre: "email",
    kind: "deck",
    text: "¡Buenas! ¿Me montas una presentación cortita para la demo del sprint? Cerramos 37 tickets, la cobertura de tests pasó del 61 % al 76 %, el tiempo de carga de la app bajó a 1,4 s y quedan 15 bugs abiertos. El nuevo onboarding subió la conversión un 4 %. Con cinco diapositivas vale.",
    facts: [
      { label: "tickets", value: "37" },
      { label: "cobertura de tests", value: "76 %", change: "61 %" },
      { label: "tiempo de carga", value: "1,4 s" },
      { label: "bugs abiertos", value: "15" },
      { label: "conversión", value: "4 %" },
    ],
  },
  {
    id: "es-la-tostadora-banco",
    lang: "es",
    genre: "brief",
    kind: "deck",
    name: "La Tostadora Café",
    text: "El jueves tengo reunión con el banco para abrir un segundo local de La Tostadora Café y necesito unas diapositivas. Ventas del año pasado: 395.000 €, ticket medio 8,90 €, unos 290 clientes al día, coste de materia prima 30%, valoración en Google 4,7 de 5 con 860 reseñas. La reforma del local nuevo está presupuestada en 98.000 €.",
    facts: [
      { label: "Ventas", value: "395.000 €" },
      { label: "ticket medio", value: "8,90 €" },
      { label: "clientes", value: "290" },
      { label: "coste de materia prima", value: "30%" },
      { label: "valoración en Google", value: "4,7" },
      { label: "reseñas", value: "860" },
      { label: "reforma del local nuevo", value: "98.000 €" },
    ],
  },
  {
    id: "es-clinica-santa-lucia-trimestre",
    lang: "es",
    genre: "report",
    kind: "deck",
    name: "Clínica Santa Lucía",
    text: "Por favor, prepare una presentación para la revisión trimestral de la Clínica Santa Lucía. Consultas atendidas: 14.250, un 8 % más que en el segundo trimestre. Tiempo medio de espera: 18 minutos (antes 26 minutos). La Dra. Ramos presentará el nuevo programa de cirugía ambulatoria. Satisfacción de pacientes: 4,5 sobre 5.",
    facts: [
      { label: "Consultas atendidas", value: "14.250", change: "8 %" },
      { label: "Tiempo medio de espera", value: "18 minutos", change: "26 minutos" },
      { label: "Satisfacción de pacientes", value: "4,5" },
    ],
  },
  {
    id: "es-olivarera-san-jose-asamblea",
    lang: "es",
    genre: "email",
    kind: "deck",
    name: "Cooperativa Olivarera San José",
    text: "Hola Marta: para la asamblea de la Cooperativa Olivarera San José del viernes, ¿puedes hacer unas diapositivas con esto? Aceite producido: 3,2 millones de kilos (+11 % sobre la campaña anterior), precio medio 4,85 €/kg, 412 socios, resultado neto 620.000 € frente a 480.000 € del año pasado. ¡Gracias!",
    facts: [
      { label: "Aceite producido", value: "3,2 millones de kilos", change: "11 %" },
      { label: "precio medio", value: "4,85 €/kg" },
      { label: "socios", value: "412" },
      { label: "resultado neto", value: "620.000 €", change: "480.000 €" },
    ],
  },

  // ── Documentos a partir de un encargo ────────────────────────────────
  {
    id: "es-alameda-circular-teletrabajo",
    lang: "es",
    genre: "memo",
    kind: "doc",
    name: "Gestoría Alameda",
    text: "Redacta una circular para la plantilla de Gestoría Alameda: desde el 1 de junio de 2026 habrá 2 días de teletrabajo a la semana, una compensación de 35 € al mes y una ayuda única de 180 € para montar el puesto en casa. Tono cercano pero claro.",
    facts: [
      { label: "días de teletrabajo", value: "2" },
      { label: "compensación", value: "35 €" },
      { label: "ayuda única", value: "180 €" },
    ],
  },
  {
    id: "es-informe-t3-almacen",
    lang: "es",
    genre: "report",
    kind: "doc",
    text: "Redacta un informe del tercer trimestre para el comité de dirección: nivel de servicio 95,8 % (frente al 92,4 % del segundo trimestre), plazo medio de entrega 2,1 días, tasa de roturas 0,5 %, 16 clientes nuevos. Las devoluciones costaron 167.000 €. Termina con recomendaciones.",
    facts: [
      { label: "nivel de servicio", value: "95,8 %", change: "92,4 %" },
      { label: "plazo medio de entrega", value: "2,1 días" },
      { label: "tasa de roturas", value: "0,5 %" },
      { label: "clientes nuevos", value: "16" },
      { label: "devoluciones", value: "167.000 €" },
    ],
  },
  {
    id: "es-solicitud-refuerzo-escolar",
    lang: "es",
    genre: "plan",
    kind: "doc",
    text: "Ayúdame a escribir una solicitud de ayuda a la Fundación Horizonte para nuestro programa de refuerzo escolar en el barrio de San Blas. Importe solicitado: 31.500 €. Atendemos a 70 alumnos con 4 educadores y 22 voluntarios. El curso pasado tuvimos una tasa de aprobados del 85 %, y eso conviene destacarlo.",
    facts: [
      { label: "Importe solicitado", value: "31.500 €" },
      { label: "alumnos", value: "70" },
      { label: "educadores", value: "4" },
      { label: "voluntarios", value: "22" },
      { label: "tasa de aprobados", value: "85 %" },
    ],
  },
  {
    id: "es-verdea-apertura-plan",
    lang: "es",
    genre: "plan",
    kind: "doc",
    name: "Verdea",
    text: `Plan de proyecto en documento: apertura de la tienda de Verdea en Málaga
Presupuesto: 210.000 €
Equipo: 6 personas
Superficie: 180 m²
Inauguración el 15 de mayo
Fases: obra en febrero y marzo, contratación en abril, apertura en mayo`,
    facts: [
      { label: "Presupuesto", value: "210.000 €" },
      { label: "Equipo", value: "6" },
      { label: "Superficie", value: "180 m²" },
    ],
  },

  // ── Hojas de cálculo ─────────────────────────────────────────────────
  {
    id: "es-presupuesto-marketing-2026",
    lang: "es",
    genre: "budget",
    kind: "sheet",
    text: "Hazme una hoja con el presupuesto de marketing de 2026: Google Ads 2.300 € al mes, Meta Ads 1.500 € al mes, feria de Madrid 7.500 € (pago único), agencia de contenidos 1.900 € al mes, herramienta de email 600 € al año. Total anual por canal y total general.",
    facts: [
      { label: "Google Ads", value: "2.300 €" },
      { label: "Meta Ads", value: "1.500 €" },
      { label: "feria de Madrid", value: "7.500 €" },
      { label: "agencia de contenidos", value: "1.900 €" },
      { label: "herramienta de email", value: "600 €" },
    ],
    rows: [
      { label: "Google Ads", amount: 2300, period: "month" },
      { label: "Meta Ads", amount: 1500, period: "month" },
      { label: "feria de Madrid", amount: 7500, period: "once" },
      { label: "agencia de contenidos", amount: 1900, period: "month" },
      { label: "herramienta de email", amount: 600, period: "year" },
    ],
  },
  {
    id: "es-fiestas-la-magdalena",
    lang: "es",
    genre: "budget",
    kind: "sheet",
    name: "La Magdalena",
    text: `Hoja de gastos para las fiestas del barrio de La Magdalena
Carpa: 1.600 €
Orquesta: 2.200 €
Barra y bebidas: 1.350 €
Seguro: 290 €
Castillo hinchable: 240 €
Fuegos artificiales: 2.800 €`,
    facts: [
      { label: "Carpa", value: "1.600 €" },
      { label: "Orquesta", value: "2.200 €" },
      { label: "Barra y bebidas", value: "1.350 €" },
      { label: "Seguro", value: "290 €" },
      { label: "Castillo hinchable", value: "240 €" },
      { label: "Fuegos artificiales", value: "2.800 €" },
    ],
    rows: [
      { label: "Carpa", amount: 1600 },
      { label: "Orquesta", amount: 2200 },
      { label: "Barra y bebidas", amount: 1350 },
      { label: "Seguro", amount: 290 },
      { label: "Castillo hinchable", amount: 240 },
      { label: "Fuegos artificiales", amount: 2800 },
    ],
  },
  {
    id: "es-ortega-abogados-gastos",
    lang: "es",
    genre: "budget",
    kind: "sheet",
    name: "Ortega Abogados",
    text: "Una hoja con los gastos fijos del despacho Ortega Abogados: alquiler 2.600 € al mes, software de gestión 1.440 € al año, limpieza 480 € al mes, seguro de responsabilidad civil 1.050 € al año, mantenimiento informático 750 € al trimestre. Columnas mensual y anual, por favor.",
    facts: [
      { label: "alquiler", value: "2.600 €" },
      { label: "software de gestión", value: "1.440 €" },
      { label: "limpieza", value: "480 €" },
      { label: "seguro de responsabilidad civil", value: "1.050 €" },
      { label: "mantenimiento informático", value: "750 €" },
    ],
    rows: [
      { label: "alquiler", amount: 2600, period: "month" },
      { label: "software de gestión", amount: 1440, period: "year" },
      { label: "limpieza", amount: 480, period: "month" },
      { label: "seguro de responsabilidad civil", amount: 1050, period: "year" },
      { label: "mantenimiento informático", amount: 750, period: "quarter" },
    ],
  },
  {
    id: "es-fabrica-inversiones-2026",
    lang: "es",
    genre: "budget",
    kind: "sheet",
    text: "Hoja de inversiones 2026 de la fábrica: nueva línea de envasado 1,2 millones de euros, compresor 78.000 €, cubierta de la nave 265.000 €, carretillas elevadoras 54.000 €, iluminación LED 36.500 €. Suma total y porcentaje de cada partida.",
    facts: [
      { label: "nueva línea de envasado", value: "1,2 millones de euros" },
      { label: "compresor", value: "78.000 €" },
      { label: "cubierta de la nave", value: "265.000 €" },
      { label: "carretillas elevadoras", value: "54.000 €" },
      { label: "iluminación LED", value: "36.500 €" },
    ],
    rows: [
      { label: "nueva línea de envasado", amount: 1200000 },
      { label: "compresor", amount: 78000 },
      { label: "cubierta de la nave", amount: 265000 },
      { label: "carretillas elevadoras", amount: 54000 },
      { label: "iluminación LED", amount: 36500 },
    ],
  },
  {
    id: "es-ampa-trimestres",
    lang: "es",
    genre: "budget",
    kind: "sheet",
    text: "¿Me haces una hoja para el AMPA? Comedor solidario 1.800 € por trimestre, actividades extraescolares 950 € por trimestre, biblioteca 300 € por trimestre, viaje de graduación 3.600 € al año. Con columnas por trimestre y total anual.",
    facts: [
      { label: "Comedor solidario", value: "1.800 €" },
      { label: "actividades extraescolares", value: "950 €" },
      { label: "biblioteca", value: "300 €" },
      { label: "viaje de graduación", value: "3.600 €" },
    ],
    rows: [
      { label: "Comedor solidario", amount: 1800, period: "quarter" },
      { label: "actividades extraescolares", amount: 950, period: "quarter" },
      { label: "biblioteca", amount: 300, period: "quarter" },
      { label: "viaje de graduación", amount: 3600, period: "year" },
    ],
  },

  // ── Notas pegadas ────────────────────────────────────────────────────
  {
    id: "es-acta-ventas",
    lang: "es",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Convierte estas notas en diapositivas, mantén mis títulos:

Asistentes: Lucía, Andrés, Nerea, Pablo (en remoto)
Fecha: martes 10 de marzo de 2026

Ventas
Pedidos del primer trimestre: 740.000 € (el año pasado 655.000 €)
Clientes nuevos: 13
Tasa de conversión 27 %

Presupuesto
El presupuesto de ferias se queda en 40.000 €
Viajes: recortar un 12 %

Decisiones
Contratar a dos comerciales en abril
Subida de precios del 3 % el 1 de mayo

Tareas
Lucía: enviar la previsión revisada antes del viernes
Andrés: reservar la sala para el día de partners
Nerea: redactar la oferta de empleo`,
    facts: [
      { label: "Pedidos del primer trimestre", value: "740.000 €", change: "655.000 €" },
      { label: "Clientes nuevos", value: "13" },
      { label: "Tasa de conversión", value: "27 %" },
      { label: "presupuesto de ferias", value: "40.000 €" },
      { label: "Viajes", value: "12 %" },
      { label: "Subida de precios", value: "3 %" },
    ],
    headings: ["Ventas", "Presupuesto", "Decisiones", "Tareas"],
  },
  {
    id: "es-acta-junta-directiva",
    lang: "es",
    genre: "minutes",
    kind: "deck",
    mode: "condense",
    text: `Resume el acta de la junta directiva en unas pocas diapositivas:

Asistentes: Sra. Gil (presidenta), Sr. Navarro, Sra. Costa, Sr. Ibáñez. Excusa su asistencia: Sr. Vidal.

Cuentas
La tesorera informa de unos ingresos de 276.000 € en el ejercicio, frente a un presupuesto de 260.000 €. El fondo de reserva asciende a 91.000 €. La auditoría se ha cerrado sin salvedades.

Socios
El número de socios sube a 1.180, un 6 % más que el año anterior. Bajas: 47.

Ruegos y preguntas
La presidenta agradece al Sr. Navarro su trabajo en la nueva web.`,
    facts: [
      { label: "ingresos", value: "276.000 €", change: "260.000 €" },
      { label: "fondo de reserva", value: "91.000 €" },
      { label: "número de socios", value: "1.180", change: "6 %" },
      { label: "Bajas", value: "47" },
    ],
    headings: ["Cuentas", "Socios", "Ruegos y preguntas"],
  },
  {
    id: "es-estado-obra",
    lang: "es",
    genre: "notes",
    kind: "doc",
    mode: "preserve",
    text: `Pásalo a documento tal cual:

Estado de la obra
Estructura: 80 % terminada
Retraso: 3 semanas
Sobrecoste hasta hoy: 46.000 €

Calendario
15 de abril: hormigonado de la losa
4 de mayo: llegada de la carpintería
22 de junio: inspección final

Pendiente
Falta el proyecto de instalaciones
El proveedor de ventanas no confirma fecha

Responsables
Raúl: preparar el presupuesto adicional para el cliente
Inés: actualizar el planning`,
    facts: [
      { label: "Estructura", value: "80 %" },
      { label: "Retraso", value: "3 semanas" },
      { label: "Sobrecoste hasta hoy", value: "46.000 €" },
    ],
    headings: ["Estado de la obra", "Calendario", "Pendiente", "Responsables"],
  },
  {
    id: "es-panaderia-reunion-equipo",
    lang: "es",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `¿me haces un resumen cortito de esto para mi socio?

reunión de equipo del lunes
- el brunch de los domingos va genial, gasto medio 16,50 € por persona (antes 14 €)
- la bollería ya es el 39 % de las ventas de la mañana
- el horno se ha vuelto a romper, presupuesto de reparación 680 €
- Carla quiere hacer un taller de masa madre, precio 20 € por persona
- nos falta alguien los sábados por la mañana
- la comisión del datáfono ha subido al 1,5 %`,
    facts: [
      { label: "gasto medio", value: "16,50 €", change: "14 €" },
      { label: "bollería", value: "39 %" },
      { label: "presupuesto de reparación", value: "680 €" },
      { label: "precio", value: "20 €" },
      { label: "comisión del datáfono", value: "1,5 %" },
    ],
    headings: ["reunión de equipo del lunes"],
  },
  {
    id: "es-claustro-notas",
    lang: "es",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Haz diapositivas con mis notas del claustro, con los mismos títulos:

Resultados
Aprobados en 4.º de ESO: 86 % (el curso pasado 82 %)
Matrículas de honor: 9

Recursos
Presupuesto de laboratorio para el próximo curso: 5.400 €
Portátiles pedidos: 25

Próximos pasos
Sr. Molina: revisar la programación de Física
Sra. Herrera: organizar la visita al museo en junio`,
    facts: [
      { label: "Aprobados", value: "86 %", change: "82 %" },
      { label: "Matrículas de honor", value: "9" },
      { label: "Presupuesto de laboratorio", value: "5.400 €" },
      { label: "Portátiles pedidos", value: "25" },
    ],
    headings: ["Resultados", "Recursos", "Próximos pasos"],
  },
];
