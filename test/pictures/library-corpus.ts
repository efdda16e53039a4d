// A library of pictures named and tagged as people name them (camera numbers, kebab and snake case, accents or none,
// tags in English, German, French, Spanish and Japanese) and twenty decks in four languages written as the builtin
// composer writes them (a cover, lists, gaps left to fill, cards, figures, a timeline, a team, a closing slide), with
// the pictures each deck's slides are about, set by hand.
import type { Deck, Slide } from "../../src/formats/model/source.js";
import type { AssetRecord } from "../../src/store/repos/assets.js";

interface Upload {
  name: string;
  alt?: string;
  tags?: string[];
}

const UPLOADS: Upload[] = [
  // Logistics
  { name: "hamburg-warehouse.jpg", tags: ["Hamburg", "warehouse"] },
  { name: "forklift-training.jpg", tags: ["forklift", "training"] },
  { name: "loading-dock-lighting.jpg", tags: ["loading dock", "lighting"] },
  { name: "lager-hamburg.jpg", tags: ["Lager"] },
  { name: "stapler_schulung_2026.jpg" },
  { name: "Laderampe-Beleuchtung.JPG" },
  { name: "entrepot-lille.jpg", alt: "L'entrepôt de Lille vu du ciel" },
  { name: "quai_de_chargement.png" },
  { name: "formation-caristes.jpg" },
  { name: "almacen-valencia.jpg" },
  { name: "camiones-flota.jpg", tags: ["flota", "camiones"] },
  { name: "formacion_carretilleros.jpg" },
  { name: "倉庫.jpg", tags: ["倉庫", "物流"] },
  // Offices, shops, teams, people
  { name: "lisbon-office-terrace.jpg", alt: "The Lisbon office's roof terrace at dusk" },
  { name: "IMG_2041 app launch party.jpg" },
  { name: "ana_lima_headshot.jpg" },
  { name: "Kenji Sato.png" },
  { name: "équipe_lisbonne.png", tags: ["équipe", "Lisbonne"] },
  { name: "buero-berlin-kueche.jpg", tags: ["Büro", "Berlin"] },
  { name: "jonas-weber.jpg" },
  { name: "team-weihnachtsfeier.jpg", tags: ["Team", "Weihnachtsfeier"] },
  { name: "boutique-lyon.jpg" },
  { name: "inauguration_lyon.png", alt: "Inauguration de la boutique" },
  { name: "claire-martin.jpg", alt: "Claire Martin" },
  { name: "tienda-madrid.jpg" },
  { name: "lucia_gomez.jpg" },
  { name: "pablo-ruiz-retrato.jpg" },
  { name: "clientes-mexico.jpg", tags: ["clientes", "México"] },
  // Products, coffee, events
  { name: "roastery-porto.jpg", alt: "Our roastery in Porto" },
  { name: "classic-blend.png" },
  { name: "decaf.png" },
  { name: "single_origin.png" },
  { name: "barista-training.jpg" },
  { name: "barista-pro.png", tags: ["Kaffeemaschine"] },
  { name: "compact.png", tags: ["Kaffeemaschine"] },
  { name: "cafe-colombia.jpg" },
  { name: "cafe-etiopia.jpg" },
  { name: "cafe-brasil.jpg" },
  { name: "sales-kickoff-stage.jpg" },
  { name: "awards night 2026.jpg" },
  { name: "roadmap-whiteboard.jpg" },
  { name: "onboarding-checklist.png" },
  { name: "help-center-screenshot.png" },
  { name: "Messe_München_2026.jpg" },
  { name: "kunden-wien.jpg", tags: ["Kunden", "Wien"] },
  { name: "solaranlage-dach.jpg" },
  { name: "e-transporter.jpg", tags: ["Fuhrpark"] },
  { name: "randonnee.jpg" },
  { name: "kayak_lac.jpg" },
  { name: "diner-equipe.jpg" },
  { name: "annecy-lac.jpg" },
  { name: "ventas-grafico.png", tags: ["ventas"] },
  { name: "研修.jpg", tags: ["研修"] },
  // Nothing any deck is about
  { name: "my-cat.jpg" },
  { name: "IMG_4411.JPG" },
  { name: "Screenshot 2026-03-02 at 10.14.55.png" },
  { name: "beach-holiday.jpg", alt: "A beach at sunset" },
  { name: "birthday_cake.jpg" },
  { name: "DSC00123.JPG" },
  { name: "wedding-toast.jpg" },
  { name: "logo-final-v3.png" },
  { name: "vacances-plage.jpg", alt: "Une plage au coucher du soleil" },
  { name: "hund_im_park.jpg", tags: ["Hund"] },
  { name: "perro-playa.jpg" },
  { name: "花火大会.jpg", tags: ["花火"] },
];

/** The library as the store lists it, newest first. */
export const LIBRARY: AssetRecord[] = UPLOADS.map((u, i) => {
  const id = `asset_01JD8X3K5Q2W7Y9Z0ABCDE${String(i).padStart(4, "0")}`;
  return {
    id,
    userId: "u",
    spaceId: "u" as AssetRecord["spaceId"],
    type: "image/jpeg",
    width: 1600,
    height: 1200,
    bytes: 1000,
    sha256: "x",
    blobKey: `assets/${id}.jpg`,
    createdAt: "2026-11-27T00:00:00.000Z",
    name: u.name,
    alt: u.alt ?? null,
    tags: u.tags ?? [],
    origin: "upload",
    provider: null,
    license: null,
    credit: null,
    sourceUrl: null,
    cacheKey: null,
    focus: null,
  };
});

export interface CorpusDeck {
  language: "en" | "de" | "fr" | "es";
  deck: Deck;
  /** Each picture this deck is about → the titles of the slides (or people, or cards) it may go on, the best first. */
  expected: Record<string, string[]>;
}

const gaps = (title: string, n = 2) => Array.from({ length: n }, (_, i) => `[${title}: point ${i + 1}]`);
const deck = (language: string, title: string, slides: Slide[]): Deck => ({ kind: "deck", title, language, slides });
const cover = (title: string, subtitle?: string): Slide => ({
  layout: "title",
  title,
  ...(subtitle ? { subtitle } : {}),
});
const list = (title: string, bullets: string[]): Slide => ({ layout: "bullets", title, bullets });
const cards = (title: string, titles: string[], text?: string[]): Slide => ({
  layout: "cards",
  title,
  cards: titles.map((t, i) => ({ title: t, ...(text?.[i] ? { text: text[i] } : {}) })),
});
const closing = (title: string, subtitle?: string): Slide => ({
  layout: "closing",
  title,
  ...(subtitle ? { subtitle } : {}),
});

export const DECKS: CorpusDeck[] = [
  {
    language: "en",
    deck: deck("en", "Hamburg warehouse", [
      cover("Hamburg warehouse"),
      { layout: "agenda", title: "Agenda", items: ["Forklift training", "Loading dock lighting"] },
      list("Forklift training", gaps("Forklift training")),
      cards("Loading dock lighting", gaps("Loading dock lighting")),
      closing("Next steps"),
    ]),
    expected: {
      "hamburg-warehouse.jpg": ["Hamburg warehouse"],
      "forklift-training.jpg": ["Forklift training"],
      "loading-dock-lighting.jpg": ["Loading dock lighting"],
    },
  },
  {
    language: "en",
    deck: deck("en", "Q3 team update", [
      cover("Q3 team update", "Operations, product, hiring"),
      list("Our new Lisbon office", ["Moved in on 2 September", "Room for 40 people", "A roof terrace"]),
      list("Mobile app launch", ["Released in 12 countries", "4.6 stars in the first month"]),
      {
        layout: "kpi",
        title: "The quarter in numbers",
        metrics: [
          { value: "12", label: "countries" },
          { value: "4.6", label: "stars" },
        ],
      },
      {
        layout: "team",
        title: "New faces",
        people: [
          { name: "Ana Lima", role: "Engineer" },
          { name: "Kenji Sato", role: "Designer" },
        ],
      },
      closing("Thank you"),
    ]),
    expected: {
      "lisbon-office-terrace.jpg": ["Our new Lisbon office"],
      "IMG_2041 app launch party.jpg": ["Mobile app launch"],
      "ana_lima_headshot.jpg": ["Ana Lima"],
      "Kenji Sato.png": ["Kenji Sato"],
      "team-weihnachtsfeier.jpg": ["Q3 team update"],
    },
  },
  {
    language: "en",
    deck: deck("en", "Porto Coffee Roasters: investor pitch", [
      cover("Porto Coffee Roasters", "Investor pitch 2027"),
      list("Our roastery in Porto", ["Roasting since 2019", "Two tonnes a week"]),
      cards(
        "Three blends",
        ["Classic blend", "Decaf", "Single origin"],
        ["Our best seller", "Swiss water process", "From one farm"],
      ),
      {
        layout: "chart",
        title: "Revenue",
        chart: { type: "bar", categories: ["2024", "2025"], series: [{ name: "Revenue", values: [1.2, 2.1] }] },
      },
      list("Barista training", ["Courses for café staff", "Certified trainers"]),
      closing("Thank you"),
    ]),
    expected: {
      "roastery-porto.jpg": ["Our roastery in Porto", "Porto Coffee Roasters"],
      // Colombian, Ethiopian and Brazilian coffee for a coffee roaster: "café" is "coffee".
      "cafe-colombia.jpg": ["Porto Coffee Roasters"],
      "cafe-etiopia.jpg": ["Porto Coffee Roasters"],
      "cafe-brasil.jpg": ["Porto Coffee Roasters"],
      "classic-blend.png": ["Classic blend"],
      "decaf.png": ["Decaf"],
      "single_origin.png": ["Single origin"],
      "barista-training.jpg": ["Barista training"],
      "forklift-training.jpg": ["Barista training"],
      "研修.jpg": ["Barista training"],
    },
  },
  {
    language: "en",
    deck: deck("en", "Customer onboarding", [
      cover("Customer onboarding"),
      list("Onboarding checklist", [
        "Kick-off call within two days of signing the contract",
        "Shared project plan with owners and dates",
        "Data import done with the customer's admin",
        "Admin training for two people",
        "First report reviewed together",
        "Success plan agreed for the first quarter",
        "Executive sponsor named on both sides",
        "Quarterly review booked",
      ]),
      list("Help center", ["Guides for every feature", "Answers within four hours"]),
      closing("Questions?"),
    ]),
    expected: {
      "onboarding-checklist.png": ["Onboarding checklist", "Customer onboarding"],
      "help-center-screenshot.png": ["Help center"],
    },
  },
  {
    language: "en",
    deck: deck("en", "Sales kickoff 2027", [
      cover("Sales kickoff 2027"),
      {
        layout: "timeline",
        title: "Roadmap",
        steps: [
          { date: "Q1", title: "New pricing" },
          { date: "Q2", title: "Partner programme" },
        ],
      },
      { layout: "kpi", title: "2026 in numbers", metrics: [{ value: "$8.4M", label: "bookings" }] },
      { layout: "quote", quote: "Our best year yet.", attribution: "CEO" },
      list("Awards night", ["Top seller of the year", "Rookie of the year"]),
      closing("Let's go"),
    ]),
    expected: {
      "sales-kickoff-stage.jpg": ["Sales kickoff 2027"],
      "awards night 2026.jpg": ["Awards night"],
      "roadmap-whiteboard.jpg": ["Roadmap"],
    },
  },
  {
    language: "de",
    deck: deck("de", "Lagerstandort Hamburg", [
      cover("Lagerstandort Hamburg"),
      list("Staplerschulung", ["Alle Fahrer bis Juni geschult", "Auffrischung jedes Jahr"]),
      list("Beleuchtung der Laderampen", ["LED an allen 12 Rampen", "Weniger Beinaheunfälle nachts"]),
      closing("Nächste Schritte"),
    ]),
    expected: {
      "lager-hamburg.jpg": ["Lagerstandort Hamburg"],
      "hamburg-warehouse.jpg": ["Lagerstandort Hamburg"],
      "stapler_schulung_2026.jpg": ["Staplerschulung"],
      "Laderampe-Beleuchtung.JPG": ["Beleuchtung der Laderampen"],
    },
  },
  {
    language: "de",
    deck: deck("de", "Quartalsbericht Vertrieb", [
      cover("Quartalsbericht Vertrieb", "Drittes Quartal"),
      { layout: "kpi", title: "Umsatz", metrics: [{ value: "4,2 Mio. €", label: "Umsatz" }] },
      list("Neue Kunden in Österreich", ["Drei Handelsketten in Wien", "Ein Großhändler in Graz"]),
      list("Messe in München", ["Stand in Halle B4", "120 Gespräche"]),
      closing("Fragen?"),
    ]),
    // "Vertrieb" is "sales".
    expected: {
      "kunden-wien.jpg": ["Neue Kunden in Österreich"],
      "Messe_München_2026.jpg": ["Messe in München"],
      "sales-kickoff-stage.jpg": ["Quartalsbericht Vertrieb"],
    },
  },
  {
    language: "de",
    deck: deck("de", "Einarbeitung neuer Mitarbeiter", [
      cover("Einarbeitung neuer Mitarbeiter"),
      {
        layout: "team",
        title: "Unser Team",
        people: [
          { name: "Jonas Weber", role: "Teamleitung" },
          { name: "Lea Braun", role: "Personal" },
        ],
      },
      list("Erster Arbeitstag", ["Begrüßung um 9 Uhr", "Rundgang durch das Büro"]),
      list("Büro Berlin", ["Drei Etagen am Spreeufer", "Küche im ersten Stock"]),
      closing("Willkommen!"),
    ]),
    expected: {
      "jonas-weber.jpg": ["Jonas Weber"],
      "buero-berlin-kueche.jpg": ["Büro Berlin"],
      "team-weihnachtsfeier.jpg": ["Unser Team", "Einarbeitung neuer Mitarbeiter"],
    },
  },
  {
    language: "de",
    deck: deck("de", "Neue Kaffeemaschinen", [
      cover("Neue Kaffeemaschinen", "Produktlaunch im Frühjahr"),
      cards("Die Modelle", ["Barista Pro", "Compact", "Travel"], ["Für Cafés", "Für die Küche", "Für unterwegs"]),
      list("Preise", ["Barista Pro: 1.299 €", "Compact: 499 €", "Travel: 199 €"]),
      closing("Danke"),
    ]),
    expected: {
      "barista-pro.png": ["Barista Pro", "Die Modelle", "Neue Kaffeemaschinen"],
      "compact.png": ["Compact", "Die Modelle", "Neue Kaffeemaschinen"],
      "barista-training.jpg": ["Barista Pro", "Die Modelle"],
    },
  },
  {
    language: "de",
    deck: deck("de", "Nachhaltigkeitsbericht 2026", [
      cover("Nachhaltigkeitsbericht 2026"),
      list("Solaranlage auf dem Dach", ["1.200 Module seit Mai", "40 % des Stroms selbst erzeugt"]),
      {
        layout: "chart",
        title: "CO2-Emissionen",
        chart: {
          type: "line",
          categories: ["2024", "2025", "2026"],
          series: [{ name: "t CO2", values: [900, 820, 610] }],
        },
      },
      list("Fuhrpark", ["Acht E-Transporter", "Ladesäulen am Lager"]),
      closing("Danke"),
    ]),
    expected: { "solaranlage-dach.jpg": ["Solaranlage auf dem Dach"], "e-transporter.jpg": ["Fuhrpark"] },
  },
  {
    language: "fr",
    deck: deck("fr", "Ouverture de la boutique de Lyon", [
      cover("Ouverture de la boutique de Lyon"),
      list("La boutique", ["120 m² rue de la République", "Ouverte du lundi au samedi"]),
      {
        layout: "team",
        title: "L'équipe de vente",
        people: [
          { name: "Claire Martin", role: "Responsable" },
          { name: "Hugo Petit", role: "Vendeur" },
        ],
      },
      list("Inauguration le 3 mars", ["Cocktail à 18 h", "Presse locale invitée"]),
      closing("Merci"),
    ]),
    expected: {
      "boutique-lyon.jpg": ["Ouverture de la boutique de Lyon", "La boutique"],
      "inauguration_lyon.png": ["Inauguration le 3 mars", "Ouverture de la boutique de Lyon", "La boutique"],
      "claire-martin.jpg": ["Claire Martin"],
    },
  },
  {
    language: "fr",
    deck: deck("fr", "Rapport annuel logistique", [
      cover("Rapport annuel", "Logistique 2026"),
      { layout: "kpi", title: "Chiffres clés", metrics: [{ value: "2,4 M", label: "colis" }] },
      list("Nos entrepôts", ["Entrepôt de Lille : 40 000 m²", "Entrepôt de Marseille : 25 000 m²"]),
      closing("Merci"),
    ]),
    expected: {
      "entrepot-lille.jpg": ["Nos entrepôts"],
      "hamburg-warehouse.jpg": ["Nos entrepôts"],
      "lager-hamburg.jpg": ["Nos entrepôts"],
      "almacen-valencia.jpg": ["Nos entrepôts"],
    },
  },
  {
    language: "fr",
    deck: deck("fr", "Formation des caristes", [
      cover("Formation des caristes"),
      list("Programme de formation", gaps("Programme de formation")),
      list("Sécurité des quais", ["Éclairage renforcé", "Marquage au sol"]),
      closing("Questions ?"),
    ]),
    expected: {
      "formation-caristes.jpg": ["Formation des caristes", "Programme de formation"],
      "quai_de_chargement.png": ["Sécurité des quais"],
      "forklift-training.jpg": ["Programme de formation", "Formation des caristes"],
      "研修.jpg": ["Programme de formation", "Formation des caristes"],
      "barista-training.jpg": ["Programme de formation", "Formation des caristes"],
      "formacion_carretilleros.jpg": ["Programme de formation", "Formation des caristes"],
      "stapler_schulung_2026.jpg": ["Programme de formation", "Formation des caristes"],
    },
  },
  {
    language: "fr",
    deck: deck("fr", "Lancement de l'application mobile", [
      cover("Lancement de l'application mobile"),
      list("Ce qui change", ["Paiement en un geste", "Mode hors ligne"]),
      list("Calendrier", ["Bêta en avril", "Sortie en juin"]),
      closing("Merci"),
    ]),
    expected: { "IMG_2041 app launch party.jpg": ["Lancement de l'application mobile"] },
  },
  {
    language: "fr",
    deck: deck("fr", "Séminaire d'équipe à Annecy", [
      cover("Séminaire à Annecy", "Juin 2027"),
      {
        layout: "timeline",
        title: "Programme",
        steps: [
          { date: "Jour 1", title: "Arrivée" },
          { date: "Jour 2", title: "Ateliers" },
        ],
      },
      cards("Activités", ["Randonnée", "Kayak", "Dîner d'équipe"]),
      closing("À bientôt"),
    ]),
    expected: {
      "annecy-lac.jpg": ["Séminaire à Annecy"],
      "randonnee.jpg": ["Randonnée", "Activités"],
      "kayak_lac.jpg": ["Kayak", "Activités"],
      "diner-equipe.jpg": ["Dîner d'équipe", "Activités"],
    },
  },
  {
    language: "es",
    deck: deck("es", "Apertura de la tienda en Madrid", [
      cover("Apertura de la tienda en Madrid"),
      list("La tienda", ["200 m² en la calle Serrano", "Abierta de lunes a sábado"]),
      {
        layout: "team",
        title: "Equipo",
        people: [
          { name: "Lucía Gómez", role: "Directora" },
          { name: "Pablo Ruiz", role: "Ventas" },
        ],
      },
      closing("Gracias"),
    ]),
    expected: {
      "tienda-madrid.jpg": ["Apertura de la tienda en Madrid", "La tienda"],
      "lucia_gomez.jpg": ["Lucía Gómez"],
      "pablo-ruiz-retrato.jpg": ["Pablo Ruiz"],
    },
  },
  {
    language: "es",
    deck: deck("es", "Informe de logística", [
      cover("Informe de logística", "Primer semestre"),
      list("Almacén de Valencia", ["12.000 palés", "Turno de noche desde marzo"]),
      list("Flota de camiones", ["30 camiones propios", "Seis eléctricos"]),
      { layout: "kpi", title: "Cifras", metrics: [{ value: "98 %", label: "entregas a tiempo" }] },
      closing("Gracias"),
    ]),
    expected: {
      "almacen-valencia.jpg": ["Almacén de Valencia"],
      "camiones-flota.jpg": ["Flota de camiones"],
      "hamburg-warehouse.jpg": ["Almacén de Valencia"],
      "lager-hamburg.jpg": ["Almacén de Valencia"],
      "entrepot-lille.jpg": ["Almacén de Valencia"],
    },
  },
  {
    language: "es",
    deck: deck("es", "Plan de formación 2027", [
      cover("Plan de formación 2027"),
      list("Formación de carretilleros", ["Todos los conductores certificados", "Prácticas en el almacén"]),
      list("Cursos en línea", gaps("Cursos en línea", 3)),
      closing("Gracias"),
    ]),
    expected: {
      "formacion_carretilleros.jpg": ["Formación de carretilleros"],
      "forklift-training.jpg": ["Plan de formación 2027", "Formación de carretilleros"],
      "研修.jpg": ["Plan de formación 2027", "Formación de carretilleros"],
      "formation-caristes.jpg": ["Plan de formación 2027", "Formación de carretilleros"],
      "barista-training.jpg": ["Plan de formación 2027", "Formación de carretilleros"],
      "stapler_schulung_2026.jpg": ["Plan de formación 2027", "Formación de carretilleros"],
    },
  },
  {
    language: "es",
    deck: deck("es", "Resultados del trimestre", [
      cover("Resultados del trimestre"),
      {
        layout: "kpi",
        title: "Ventas",
        metrics: [
          { value: "3,1 M€", label: "ventas" },
          { value: "+14 %", label: "frente al año anterior" },
        ],
      },
      list("Nuevos clientes en México", ["Dos cadenas de supermercados", "Un distribuidor en Monterrey"]),
      { layout: "quote", quote: "El mejor trimestre de nuestra historia.", attribution: "Directora general" },
      closing("Gracias"),
    ]),
    expected: { "clientes-mexico.jpg": ["Nuevos clientes en México"], "ventas-grafico.png": ["Ventas"] },
  },
  {
    language: "es",
    deck: deck("es", "Café de especialidad", [
      cover("Café de especialidad"),
      cards(
        "Nuestros cafés",
        ["Colombia", "Etiopía", "Brasil"],
        ["Notas de caramelo", "Notas florales", "Notas de chocolate"],
      ),
      list("Tostado en Oporto", ["Tostamos cada semana", "Envío en 48 horas"]),
      closing("Gracias"),
    ]),
    expected: { "cafe-colombia.jpg": ["Colombia"], "cafe-etiopia.jpg": ["Etiopía"], "cafe-brasil.jpg": ["Brasil"] },
  },
];
