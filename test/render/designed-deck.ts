// A deck of every designed slide kind (KPI, cards, timeline, comparison, agenda, image + text, full-bleed, team, closing).
import type { Deck } from "../../src/formats/model/source.js";
import { pngDataUrlOf, rgbPng } from "../png.js";

/** A landscape photo stand-in: a sky-to-ground gradient with a sun, so cropping and placement show. */
export function photoPng(width = 320, height = 200): Buffer {
  return rgbPng(width, height, (x, y) => {
    const sun = (x - width * 0.7) ** 2 + (y - height * 0.3) ** 2 < (height * 0.12) ** 2;
    if (sun) return [255, 214, 102];
    return y < height * 0.62
      ? [90 + Math.round((y / height) * 80), 150 + Math.round((y / height) * 60), 220]
      : [60, 120 - Math.round((y / height) * 40), 70];
  });
}

export function designedDeck(): Deck {
  const photo = { src: pngDataUrlOf(photoPng()), alt: "Our Rotterdam cross-dock at dawn" };
  return {
    kind: "deck",
    title: "Northwind Logistics: Q3 in review",
    slides: [
      { layout: "title", title: "Northwind Logistics: Q3 in review", subtitle: "Executive team · 14 October 2026" },
      {
        layout: "agenda",
        title: "Agenda",
        items: ["Headline numbers", "What we shipped", "The road to Q4", "Options for the Poznań site", "The team"],
      },
      { layout: "section", title: "Headline numbers", subtitle: "Revenue, margin and delivery" },
      {
        layout: "kpi",
        title: "Q3 at a glance",
        metrics: [
          { value: "€48.2M", label: "Revenue", change: "+5.0% vs Q2" },
          { value: "21.4%", label: "Gross margin", change: "+0.6 pts" },
          { value: "96.1%", label: "On-time delivery", change: "+1.3 pts" },
          { value: "2", label: "Lost-time injuries", change: "-1 vs Q2", trend: "up" },
        ],
      },
      {
        layout: "cards",
        title: "What we shipped",
        cards: [
          { icon: "truck", title: "Electric vans", text: "40 in service, 12 ahead of plan." },
          { icon: "handshake", title: "Pharma contracts", text: "Two live in Germany, worth €6.1M a year." },
          {
            icon: "shield-check",
            title: "Safer cross-dock",
            text: "Forklift lanes marked and enforced since 1 October.",
          },
          { icon: "chart-column", title: "Claims down", text: "0.31% of shipments, the lowest in three years." },
          { icon: "warehouse", title: "Poznań site", text: "Lease signed; fit-out starts in November." },
          { icon: "users", title: "Nordic drivers", text: "Licence programme for warehouse staff." },
        ],
      },
      {
        layout: "timeline",
        title: "The road to Q4",
        steps: [
          { date: "Oct 2026", title: "Safety audit", text: "Independent audit of every site." },
          { date: "Nov 2026", title: "Poznań fit-out", text: "Racking and docks installed." },
          { date: "Dec 2026", title: "Peak season", text: "Margin held at or above 21%." },
          { date: "Jan 2027", title: "Poznań opens", text: "Two anchor customers signed." },
        ],
      },
      {
        layout: "comparison",
        title: "Options for the Poznań site",
        columns: [
          { heading: "Lease and fit out", points: ["Opens January", "€2.4M over five years", "Flexible size"] },
          { heading: "Build our own", points: ["Opens in 2028", "€9.8M up front", "Built to our layout"] },
          { heading: "Share with a partner", points: ["Opens March", "Lowest cost", "Less control over peaks"] },
        ],
      },
      {
        layout: "image-text",
        title: "A cross-dock built for speed",
        image: photo,
        body: "- Trucks turn in **38 minutes**, down from 52\n- Lanes marked for forklifts and people\n- Open around the clock since September",
      },
      {
        layout: "full-bleed",
        title: "Reliable is the product",
        subtitle: "Everything else is a feature",
        image: photo,
      },
      {
        layout: "team",
        title: "The team",
        people: [
          { name: "Anna Kowalska", role: "Chief executive" },
          { name: "Jonas de Vries", role: "Operations" },
          { name: "Maria Santos", role: "Finance" },
          { name: "Lars Eriksen", role: "Nordic region" },
        ],
      },
      {
        layout: "closing",
        title: "Thank you",
        subtitle: "Questions and next steps",
        contact: ["anna.kowalska@northwind.example", "northwind.example/q3"],
      },
    ],
  };
}

/** Slides with few items or long lists, where the type scale must fill the slide or carry on: two figures, two cards, five
 * bullets, two short columns, a nine-item list, a small table and a chart. */
export function fewItemsDeck(): Deck {
  return {
    kind: "deck",
    title: "Northwind Logistics: few and many",
    slides: [
      {
        layout: "kpi",
        title: "Two figures that matter",
        metrics: [
          { value: "€48.2M", label: "Revenue", change: "+5.0% vs Q2" },
          { value: "96.1%", label: "On-time delivery", change: "+1.3 pts" },
        ],
      },
      {
        layout: "cards",
        title: "Two things we shipped",
        cards: [
          { icon: "truck", title: "Electric vans", text: "40 in service, 12 ahead of plan." },
          { icon: "handshake", title: "Pharma contracts", text: "Two live in Germany." },
        ],
      },
      {
        layout: "bullets",
        title: "Risks we are managing",
        bullets: [
          "Safety at the Rotterdam cross-dock",
          "Driver shortage in the Nordics",
          "Customer concentration: top three are 29% of revenue",
          "Energy prices if the winter is cold",
          "Poznań fit-out running late",
        ],
      },
      {
        layout: "two-column",
        title: "Before and after",
        left: "Manual reports, weekly",
        right: "Live dashboards, daily",
      },
      {
        layout: "bullets",
        title: "Sites",
        bullets: ["Rotterdam", "Antwerp", "Hamburg", "Poznań", "Lyon", "Milan", "Oslo", "Gdańsk", "Porto"],
      },
      {
        layout: "table",
        title: "Q3 by region",
        table: {
          columns: ["Region", "Revenue", "Margin"],
          rows: [
            ["Benelux", "€17.1M", "22.0%"],
            ["Germany", "€12.6M", "20.8%"],
            ["Nordics", "€4.9M", "19.5%"],
          ],
        },
      },
      {
        layout: "chart",
        title: "Revenue by quarter (€M)",
        chart: {
          type: "column",
          categories: ["Q1", "Q2", "Q3"],
          series: [{ name: "Revenue", values: [44.1, 45.9, 48.2] }],
        },
      },
    ],
  };
}
