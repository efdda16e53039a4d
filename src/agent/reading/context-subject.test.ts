// A request naming only its form takes its subject from the sentence that names one; a title never runs past a
// sentence end nor keeps a preposition whose period was taken out.
import { describe, expect, it } from "vitest";
import { readPrompt } from "./read-prompt.js";

describe("a subject named in an 'it's about' sentence", () => {
  it.each([
    [
      "Can you write a grant application to the city foundation? It's about our Harbour Tool Library in the old depot.",
      "Harbour Tool Library",
    ],
    [
      "Kannst du mir einen Förderantrag an die Bürgerstiftung formulieren? Es geht um unser Repair-Café Nord im Stadtteilzentrum.",
      "Repair-Café Nord",
    ],
    [
      "Peux-tu rédiger une demande de subvention pour la fondation ? Il s'agit de notre Atelier Vélo Solidaire à Lyon.",
      "Atelier Vélo Solidaire",
    ],
    [
      "¿Puedes redactar una solicitud de subvención para la fundación? Se trata de nuestro Taller Verde Norte.",
      "Taller Verde Norte",
    ],
    [
      "Kun je een subsidieaanvraag voor het fonds schrijven? Het gaat om ons Repair Café Oost in de wijk.",
      "Repair Café Oost",
    ],
  ])("%s", (prompt, name) => expect(readPrompt(prompt).title).toContain(name));
});

describe("a subject named in a context sentence before the request", () => {
  it.each([
    [
      "Ik wil weten wat Café De Zwaan per jaar aan vaste lasten kwijt is. Maak een sheet met per post het jaarbedrag en een eindtotaal.",
      "Café De Zwaan",
    ],
    [
      "I want to know what Harbor View Bakery spends on fixed costs each year. Make a sheet with the yearly amount per item and a total.",
      "Harbor View Bakery",
    ],
    [
      "Hallo Jana, anbei die Zahlen für die Präsentation beim Kunden Brenner Logistik am Donnerstag: Liefertreue 97,2 %. Bitte daraus ein paar schlanke Folien machen.",
      "Brenner Logistik",
    ],
    [
      "Je voudrais savoir ce que la Boulangerie Martin dépense en charges fixes. Fais un tableau avec le montant annuel par poste.",
      "Boulangerie Martin",
    ],
  ])("%s", (prompt, name) => {
    const { title } = readPrompt(prompt);
    expect(title).toContain(name);
    expect(title).not.toMatch(/[.!?]\s/u);
  });
});

describe("a title stays inside its sentence and keeps no orphaned preposition", () => {
  it.each([
    "Draft a short report on Q3 for the operations committee. On-time delivery was 93.4%.",
    "Write a memo on H1 for the finance team. Revenue was $2.1 million.",
    "Namens de bestuurder verzoek ik u een presentatie voor te bereiden voor de vergadering van de Raad van Commissarissen op 26 maart. De kerncijfers over 2025:",
    "Bitte erstellen Sie eine Präsentation für die Sitzung des Bauausschusses am 4. März 2026 zum Radwegeprogramm der Stadt Bad Kreuzfeld.",
  ])("%s", (prompt) => {
    const { title } = readPrompt(prompt);
    expect(title).not.toMatch(/\s(?:on|about|in|op|über) (?:for|to|voor|für)\s/iu);
    expect(title).not.toMatch(/[.!?]\s+\p{Lu}/u);
  });
});
