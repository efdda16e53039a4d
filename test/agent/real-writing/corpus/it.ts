// Italian real-voice cases: quarterly closes, board requests, circulars, budgets and pasted minutes, written for this corpus.
import type { RealCase } from "../types.js";

export const IT: readonly RealCase[] = [
  // ── Decks from a prompt ──────────────────────────────────────────────
  {
    id: "it-third-quarter-close",
    lang: "it",
    genre: "brief",
    kind: "deck",
    text: `Mi servono 8 slide sulla chiusura del terzo trimestre.
Fatturato: 14,2 milioni di euro, in crescita del 7% sullo stesso periodo dell'anno scorso
Margine operativo: 11,8%
Nuovi clienti: 93
Area Nord: 6,4 milioni
Area Centro: 4,9 milioni
Area Sud: 2,9 milioni
Mettere in evidenza che il Sud è sotto budget.`,
    facts: [
      { label: "Fatturato", value: "14,2 milioni di euro", change: "7%" },
      { label: "Margine operativo", value: "11,8%" },
      { label: "Nuovi clienti", value: "93" },
      { label: "Area Nord", value: "6,4 milioni" },
      { label: "Area Centro", value: "4,9 milioni" },
      { label: "Area Sud", value: "2,9 milioni" },
    ],
  },
  {
    id: "it-pasticceria-gatti-year",
    lang: "it",
    genre: "report",
    kind: "deck",
    name: "Pasticceria Gatti",
    text: `Ciao! Vorrei una presentazione per la cena di fine anno con lo staff della Pasticceria Gatti, niente di troppo serio.
Quest'anno: scontrino medio 8,40 €, circa 420 clienti al giorno, recensioni su Google a 4,8 su 5. Il fatturato è arrivato a 1,1 milioni, in crescita del 15% rispetto all'anno scorso.
Il maritozzo è stato il prodotto dell'anno, ne vendiamo 3.000 al mese.
Alla fine metti una slide di ringraziamenti e una sul nuovo laboratorio che apriamo a marzo.`,
    facts: [
      { label: "scontrino medio", value: "8,40 €" },
      { label: "clienti al giorno", value: "420" },
      { label: "recensioni su Google", value: "4,8" },
      { label: "fatturato", value: "1,1 milioni", change: "15%" },
      { label: "maritozzo", value: "3.000" },
    ],
  },
  {
    id: "it-officine-bertoldi-report",
    lang: "it",
    genre: "report",
    kind: "deck",
    name: "Officine Bertoldi",
    text: `Preparami 10 slide per il report mensile di produzione delle Officine Bertoldi.
- Tasso di utilizzo degli impianti: 84%, in calo dal 91%
- Scarti: 1,6%
- Pezzi prodotti: 52.800
- Ore di fermo macchina: 140
- Infortuni: zero
La causa principale del calo è il guasto alla pressa di marzo. Spiega anche il piano di manutenzione preventiva che parte il 4 maggio.`,
    facts: [
      { label: "Tasso di utilizzo degli impianti", value: "84%", change: "91%" },
      { label: "Scarti", value: "1,6%" },
      { label: "Pezzi prodotti", value: "52.800" },
      { label: "Ore di fermo macchina", value: "140" },
    ],
  },
  {
    id: "it-board-annual-results",
    lang: "it",
    genre: "email",
    kind: "deck",
    text: `Gentili colleghi,

su richiesta del Presidente, vi chiedo di predisporre una presentazione per il Consiglio di Amministrazione del 27 marzo. I dati di sintesi dell'esercizio sono i seguenti:

Ricavi: 186 milioni di euro, in crescita del 4% rispetto al 2024
EBITDA: 27,3 milioni di euro
Posizione finanziaria netta: -41 milioni di euro
Dipendenti: 1.120

Il punto principale all'ordine del giorno è il piano di riduzione del debito.

Cordiali saluti,
Segreteria societaria`,
    facts: [
      { label: "Ricavi", value: "186 milioni di euro", change: "4%" },
      { label: "EBITDA", value: "27,3 milioni di euro" },
      { label: "Posizione finanziaria netta", value: "-41 milioni di euro" },
      { label: "Dipendenti", value: "1.120" },
    ],
  },
  {
    id: "it-terza-media-parents",
    lang: "it",
    genre: "brief",
    kind: "deck",
    text: "Devo fare 12 slide per il consiglio di classe aperto ai genitori della terza media. Dati: frequenza media 94%, media dei voti 7,1 (nel primo quadrimestre era 6,7), 24 alunni. Parlare anche della gita a Firenze del 14 aprile, quota 185 € a testa, e dell'esame di giugno.",
    facts: [
      { label: "frequenza media", value: "94%" },
      { label: "media dei voti", value: "7,1", change: "6,7" },
      { label: "alunni", value: "24" },
      { label: "quota", value: "185 €" },
    ],
  },
  {
    id: "it-torino-meals-association",
    lang: "it",
    genre: "report",
    kind: "deck",
    text: `Siamo un'associazione che distribuisce pasti nelle periferie di Torino e ci serve una presentazione per i nostri sostenitori, la facciamo a fine mese in parrocchia. Nel 2025 abbiamo servito 86.000 pasti, il 18% in più dell'anno prima, grazie a 240 volontari che si danno il cambio sette giorni su sette. Le donazioni sono arrivate a 730.000 €, e la quota da privati è il 64%: vuol dire che le famiglie del quartiere ci credono.
Il problema è la logistica: il furgone refrigerato a noleggio ci costa 1.900 € al mese e d'estate non basta. Vorremmo raccontarlo senza lamentarci, ma in modo chiaro.
Chiudiamo con la campagna per comprarne uno nostro, con qualche foto dei turni in cucina.`,
    facts: [
      { label: "pasti", value: "86.000", change: "18%" },
      { label: "volontari", value: "240" },
      { label: "donazioni", value: "730.000 €" },
      { label: "quota da privati", value: "64%" },
      { label: "furgone refrigerato", value: "1.900 €" },
    ],
  },
  {
    id: "it-spesa-smart-launch",
    lang: "it",
    genre: "brief",
    kind: "deck",
    name: "Spesa Smart",
    text: "6 slide per il lancio della nuova versione di Spesa Smart. In beta: 5.100 utenti, retention mensile 68%, valutazione 4,6 su 5. Abbonamento Premium a 3,99 € al mese. Data di lancio: 2 giugno.",
    facts: [
      { label: "utenti", value: "5.100" },
      { label: "retention mensile", value: "68%" },
      { label: "valutazione", value: "4,6" },
      { label: "Abbonamento Premium", value: "3,99 €" },
    ],
  },
  {
    id: "it-san-marco-booking",
    lang: "it",
    genre: "report",
    kind: "deck",
    name: "Poliambulatorio San Marco",
    text: "Mi fai una presentazione breve per la riunione del Poliambulatorio San Marco sul nuovo sistema di prenotazione online? L'attesa media in sala è scesa a 17 minuti (prima 35 minuti). Le disdette last minute sono passate dal 16% al 9%. Visitiamo circa 4.200 pazienti al mese e la soddisfazione è a 4,4 su 5. Aggiungi una parte su cosa manca ancora allo sportello.",
    facts: [
      { label: "attesa media", value: "17 minuti", change: "35 minuti" },
      { label: "disdette last minute", value: "9%", change: "16%" },
      { label: "pazienti", value: "4.200" },
      { label: "soddisfazione", value: "4,4" },
    ],
  },
  {
    id: "it-lecce-tourism-council",
    lang: "it",
    genre: "report",
    kind: "deck",
    name: "Lecce",
    text: `Comune di Lecce, Assessorato al Turismo. Richiesta: presentazione di 9 slide per il consiglio comunale.
Presenze turistiche: 2,4 milioni (+9% sul 2024)
Occupazione media delle strutture: 71%
Spesa media giornaliera: 96 €
Eventi finanziati: 42
Priorità: parcheggi di interscambio, accessibilità del centro storico, destagionalizzazione.`,
    facts: [
      { label: "Presenze turistiche", value: "2,4 milioni", change: "9%" },
      { label: "Occupazione media delle strutture", value: "71%" },
      { label: "Spesa media giornaliera", value: "96 €" },
      { label: "Eventi finanziati", value: "42" },
    ],
  },
  {
    id: "it-seed-pitch",
    lang: "it",
    genre: "brief",
    kind: "deck",
    text: "Fammi un pitch deck per il seed: ricavi ricorrenti mensili 85.000 €, crescita del 12% al mese, churn 1,8%, 46 clienti paganti.",
    facts: [
      { label: "ricavi ricorrenti mensili", value: "85.000 €", change: "12%" },
      { label: "churn", value: "1,8%" },
      { label: "clienti paganti", value: "46" },
    ],
  },

  // ── Documents from a prompt ──────────────────────────────────────────
  {
    id: "it-recall-nonconformity",
    lang: "it",
    genre: "report",
    kind: "doc",
    text: `Mi scrivi un rapporto di non conformità da mandare al cliente? Tono formale.
Lotto: pasta fresca ripiena, produzione del 14 marzo
Confezioni coinvolte: 2.400
Confezioni richiamate dai punti vendita: 1.870
Problema: etichetta con data di scadenza errata
Costo stimato del richiamo: 6.300 €
Azioni correttive: doppio controllo sulle etichette e verifica a campione a fine turno`,
    facts: [
      { label: "Confezioni coinvolte", value: "2.400" },
      { label: "Confezioni richiamate dai punti vendita", value: "1.870" },
      { label: "Costo stimato del richiamo", value: "6.300 €" },
    ],
  },
  {
    id: "it-school-canteen-circular",
    lang: "it",
    genre: "memo",
    kind: "doc",
    text: "Bozza di circolare per le famiglie: a partire dal 3 marzo 2026 la quota della mensa sale a 5,20 € a pasto (prima 4,80 €). Chi ha un ISEE sotto i 10.000 € paga la tariffa ridotta di 2,60 €. Le domande di riduzione si presentano in segreteria entro il 20 febbraio.",
    facts: [
      { label: "quota della mensa", value: "5,20 €", change: "4,80 €" },
      { label: "ISEE", value: "10.000 €" },
      { label: "tariffa ridotta", value: "2,60 €" },
    ],
  },
  {
    id: "it-agriturismo-business-plan",
    lang: "it",
    genre: "plan",
    kind: "doc",
    text: `Devo scrivere un business plan per aprire un agriturismo in Val d'Orcia, da presentare in banca.
Investimento iniziale: 1,2 milioni di euro
Mezzi propri: 350.000 €
Mutuo: 850.000 €
Camere: 9
Tariffa media a notte: 140 €
Occupazione prevista: 58%
Rientro dell'investimento: circa 9 anni
Vorrei anche una sezione sui contributi regionali per l'agricoltura.`,
    facts: [
      { label: "Investimento iniziale", value: "1,2 milioni di euro" },
      { label: "Mezzi propri", value: "350.000 €" },
      { label: "Mutuo", value: "850.000 €" },
      { label: "Camere", value: "9" },
      { label: "Tariffa media a notte", value: "140 €" },
      { label: "Occupazione prevista", value: "58%" },
      { label: "Rientro dell'investimento", value: "9 anni" },
    ],
  },
  {
    id: "it-cooperative-social-report",
    lang: "it",
    genre: "email",
    kind: "doc",
    text: `Ciao Giulia,

ci serve la bozza del bilancio sociale 2025 della cooperativa (documento, non slide). Dati principali: 58 soci lavoratori, di cui 31 svantaggiati; valore della produzione 2,1 milioni di euro, in crescita del 6%; ore di servizio erogate 74.500.
Metti una sezione sugli inserimenti lavorativi, è la parte che interessa alla Regione.

Grazie,
Luca`,
    facts: [
      { label: "soci lavoratori", value: "58" },
      { label: "svantaggiati", value: "31" },
      { label: "valore della produzione", value: "2,1 milioni di euro", change: "6%" },
      { label: "ore di servizio erogate", value: "74.500" },
    ],
  },

  // ── Sheets ───────────────────────────────────────────────────────────
  {
    id: "it-marketing-channels-budget",
    lang: "it",
    genre: "budget",
    kind: "sheet",
    text: `Fammi un foglio con il budget marketing dell'anno prossimo, con il totale annuo per canale e il totale complessivo.
Google Ads: 4.500 € al mese
Meta (Instagram/Facebook): 3.200 € al mese
Newsletter: 450 € al mese
Fiera di settore: 18.000 € all'anno
Rifacimento sito: 12.500 € una tantum`,
    facts: [
      { label: "Google Ads", value: "4.500 €" },
      { label: "Meta", value: "3.200 €" },
      { label: "Newsletter", value: "450 €" },
      { label: "Fiera di settore", value: "18.000 €" },
      { label: "Rifacimento sito", value: "12.500 €" },
    ],
    rows: [
      { label: "Google Ads", amount: 4500, period: "month" },
      { label: "Meta", amount: 3200, period: "month" },
      { label: "Newsletter", amount: 450, period: "month" },
      { label: "Fiera di settore", amount: 18000, period: "year" },
      { label: "Rifacimento sito", amount: 12500, period: "once" },
    ],
  },
  {
    id: "it-department-annual-budget",
    lang: "it",
    genre: "budget",
    kind: "sheet",
    text: `Mi serve una tabella con il budget annuale per reparto, più la riga del totale.
Reparto Vendite: 2,4 milioni
Reparto Produzione: 3,1 milioni
Reparto Ricerca e sviluppo: 1,2 milioni
Amministrazione: 650.000 €
Sono tutti importi annui. Il tetto fissato dal CdA è 7,5 milioni.`,
    facts: [
      { label: "Reparto Vendite", value: "2,4 milioni" },
      { label: "Reparto Produzione", value: "3,1 milioni" },
      { label: "Reparto Ricerca e sviluppo", value: "1,2 milioni" },
      { label: "Amministrazione", value: "650.000 €" },
      { label: "tetto", value: "7,5 milioni" },
    ],
    rows: [
      { label: "Reparto Vendite", amount: 2400000, period: "year" },
      { label: "Reparto Produzione", amount: 3100000, period: "year" },
      { label: "Reparto Ricerca e sviluppo", amount: 1200000, period: "year" },
      { label: "Amministrazione", amount: 650000, period: "year" },
    ],
  },
  {
    id: "it-school-party-costs",
    lang: "it",
    genre: "budget",
    kind: "sheet",
    text: `Preventivo per la festa di fine anno della scuola, tutte spese una tantum. Foglio con ogni voce e la somma:
Noleggio gazebo 780 €
Impianto audio 450 €
Merenda e bibite 1.234,5 €
Addobbi 210 €
Assicurazione 95 €`,
    facts: [
      { label: "Noleggio gazebo", value: "780 €" },
      { label: "Impianto audio", value: "450 €" },
      { label: "Merenda e bibite", value: "1.234,5 €" },
      { label: "Addobbi", value: "210 €" },
      { label: "Assicurazione", value: "95 €" },
    ],
    rows: [
      { label: "Noleggio gazebo", amount: 780, period: "once" },
      { label: "Impianto audio", amount: 450, period: "once" },
      { label: "Merenda e bibite", amount: 1234.5, period: "once" },
      { label: "Addobbi", amount: 210, period: "once" },
      { label: "Assicurazione", amount: 95, period: "once" },
    ],
  },
  {
    id: "it-dev-tools-costs",
    lang: "it",
    genre: "budget",
    kind: "sheet",
    text: `Foglio costi degli strumenti del team sviluppo: costo mensile, costo annuale, totale.
- GitHub: 380 €/mese
- AWS: 6.200 €/mese
- Sentry: 160 €/mese
- Figma: 225 €/mese
- Jira: 310 €/mese`,
    facts: [
      { label: "GitHub", value: "380 €" },
      { label: "AWS", value: "6.200 €" },
      { label: "Sentry", value: "160 €" },
      { label: "Figma", value: "225 €" },
      { label: "Jira", value: "310 €" },
    ],
    rows: [
      { label: "GitHub", amount: 380, period: "month" },
      { label: "AWS", amount: 6200, period: "month" },
      { label: "Sentry", amount: 160, period: "month" },
      { label: "Figma", amount: 225, period: "month" },
      { label: "Jira", amount: 310, period: "month" },
    ],
  },
  {
    id: "it-trattoria-da-lucia-costs",
    lang: "it",
    genre: "budget",
    kind: "sheet",
    name: "Trattoria Da Lucia",
    text: `Vorrei capire quanto spende la Trattoria Da Lucia in un anno. Fai un foglio con ogni voce, il totale annuo e il totale generale.
Affitto — 3.800 € al mese
Personale — 21.000 € al mese
Luce e gas — 1.650 € al mese
Assicurazione — 2.400 € all'anno
Forno nuovo — 14.000 €, solo quest'anno`,
    facts: [
      { label: "Affitto", value: "3.800 €" },
      { label: "Personale", value: "21.000 €" },
      { label: "Luce e gas", value: "1.650 €" },
      { label: "Assicurazione", value: "2.400 €" },
      { label: "Forno nuovo", value: "14.000 €" },
    ],
    rows: [
      { label: "Affitto", amount: 3800, period: "month" },
      { label: "Personale", amount: 21000, period: "month" },
      { label: "Luce e gas", amount: 1650, period: "month" },
      { label: "Assicurazione", amount: 2400, period: "year" },
      { label: "Forno nuovo", amount: 14000, period: "once" },
    ],
  },

  // ── Pasted notes ─────────────────────────────────────────────────────
  {
    id: "it-hotel-staff-minutes",
    lang: "it",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Trasforma questi appunti in slide, lasciando la struttura com'è:

Riunione: staff Hotel Belvedere, lunedì 7 aprile
Presenti: direzione, ricevimento, governanti, cucina
Assente: manutenzione

Numeri della settimana
Occupazione: 78% (settimana scorsa 71%)
Prezzo medio camera: 132 €
Recensioni nuove: 46, media 4,6 su 5

Decisioni
- Colazione fino alle 10:30 nel fine settimana
- Navetta per la stazione su prenotazione

Da fare
Ricevimento: aggiornare le tariffe di Pasqua sul sito
Cucina: menù senza glutine entro il 15 aprile
Governanti: turno extra per il ponte del 25 aprile`,
    facts: [
      { label: "Occupazione", value: "78%", change: "71%" },
      { label: "Prezzo medio camera", value: "132 €" },
      { label: "Recensioni nuove", value: "46" },
      { label: "media", value: "4,6" },
    ],
    headings: ["Numeri della settimana", "Decisioni", "Da fare"],
  },
  {
    id: "it-management-committee-summary",
    lang: "it",
    genre: "minutes",
    kind: "doc",
    mode: "condense",
    text: `Riassumi questi appunti del comitato di direzione in un documento di una pagina:

Data: 2 marzo
Presenti: AD, CFO, direttore commerciale, direttore di stabilimento

Andamento
Ricavi progressivi 61 milioni, 3% sotto il piano. Costo delle materie prime +12% rispetto allo stesso periodo dell'anno scorso. Magazzino a 52 giorni, in calo dai 58 di gennaio.

Decisioni
Aumento medio dei listini del 4% da aprile. Nuova linea di confezionamento (investimento 5,5 milioni): rinviata.

Azioni
CFO: scenario senza la nuova linea
Commerciale: comunicazione ai clienti principali entro il 15 marzo`,
    facts: [
      { label: "Ricavi progressivi", value: "61 milioni", change: "3%" },
      { label: "Costo delle materie prime", value: "12%" },
      { label: "Magazzino", value: "52 giorni", change: "58" },
      { label: "Aumento medio dei listini", value: "4%" },
      { label: "investimento", value: "5,5 milioni" },
    ],
    headings: ["Andamento", "Decisioni", "Azioni"],
  },
  {
    id: "it-condominium-assembly",
    lang: "it",
    genre: "minutes",
    kind: "doc",
    mode: "preserve",
    text: `Metti in ordine questo verbale di assemblea condominiale in un documento, senza cambiare la struttura:

Assemblea: Condominio Le Magnolie, 3 marzo 2026
Condomini presenti: 18 su 24
Millesimi rappresentati: 742
Amministratore: rag. Ferri

Rifacimento facciata
Preventivo scelto: Edil Nord, 186.000 €
Detrazione fiscale stimata: 50%
Approvato a maggioranza

Ascensore
Spesa per la manutenzione straordinaria: 9.400 €
Rinviato alla prossima assemblea

Varie
Ferri: sollecitare i morosi entro il 30 aprile
Sig.ra Conti: raccogliere i preventivi per il giardino`,
    facts: [
      { label: "Condomini presenti", value: "18" },
      { label: "Millesimi rappresentati", value: "742" },
      { label: "Preventivo scelto", value: "186.000 €" },
      { label: "Detrazione fiscale stimata", value: "50%" },
      { label: "Spesa per la manutenzione straordinaria", value: "9.400 €" },
    ],
    headings: ["Rifacimento facciata", "Ascensore", "Varie"],
  },
  {
    id: "it-sprint-retro",
    lang: "it",
    genre: "notes",
    kind: "deck",
    mode: "condense",
    text: `Riassumi la retro dello sprint in 4-5 slide:

Sprint: seconda metà di febbraio
Team: Andrea, Fede, Ilaria, Tommaso

Numeri
Story point completati: 34 su 41
Bug aperti: 12 (erano 19)
Tempo medio di review: 1,5 giorni

Cosa è andato bene
Le demo del venerdì hanno funzionato, il cliente ha dato feedback subito.

Cosa migliorare
Troppe interruzioni dal supporto. Proposta: una persona a rotazione fa da filtro.

Azioni
Fede: turni del supporto sul calendario
Ilaria: checklist per la review`,
    facts: [
      { label: "Story point completati", value: "34" },
      { label: "Bug aperti", value: "12", change: "19" },
      { label: "Tempo medio di review", value: "1,5 giorni" },
    ],
    headings: ["Numeri", "Cosa è andato bene", "Cosa migliorare", "Azioni"],
  },
  {
    id: "it-flu-vaccination-notice",
    lang: "it",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `Sistema questi appunti in una comunicazione per il personale infermieristico:

Riunione: infermieri, 5 settembre

Vaccinazione antinfluenzale
- si parte il 6 ottobre
- posti al giorno: 70
- vaccinati l'anno scorso: 1.920; obiettivo di quest'anno: 2.200
- moduli incompleti l'anno scorso: 7%, controllare all'accettazione

Turni
Rinforzo il sabato: Chiara e Silvia
Bambini solo martedì e giovedì pomeriggio`,
    facts: [
      { label: "posti al giorno", value: "70" },
      { label: "vaccinati l'anno scorso", value: "1.920" },
      { label: "obiettivo di quest'anno", value: "2.200" },
      { label: "moduli incompleti", value: "7%" },
    ],
    headings: ["Vaccinazione antinfluenzale", "Turni"],
  },
];
