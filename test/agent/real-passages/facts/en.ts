// Facts stated in the English real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const EN: PassageFacts = {
  "en-001": [
    { label: "Cash flows provided by operating activities", value: "$7.2 million", date: "fiscal 2019" },
    { label: "Cash flows provided by operating activities", value: "$6.9 million", date: "fiscal 2018" },
    { label: "Cash flows provided by operating activities", value: "$3.4 million", date: "fiscal 2017" },
    { label: "Cash flows used in investing activities", value: "$5.5 million", date: "fiscal 2019" },
    { label: "Cash flows used in investing activities", value: "$15.1 million", date: "fiscal 2018" },
  ],
  "en-002": [
    { label: "net cash provided by operating activities", value: "$4.42 billion", date: "fiscal 2019" },
    { label: "net cash used for investing activities", value: "$455.6 million", date: "fiscal 2019" },
    { label: "net cash used for financing activities", value: "$2.95 billion", date: "fiscal 2019" },
  ],
  "en-003": [
    { label: "Total revenue", value: "$58.9 million", date: "year ended December 31, 2018" },
    { label: "Total revenue", value: "28%", date: "year ended December 31, 2018" },
    { label: "existing customers", value: "$29.6 million" },
    { label: "new customers", value: "$28.3 million" },
    { label: "interest income", value: "$1.1 million" },
  ],
  "en-004": [
    { label: "ordinary shares being cancelled", value: "58.7 million", date: "27 May 2019" },
    { label: "shares deemed to be issued", value: "8.0 million" },
    { label: "shares deemed to be issued", value: "3.4 million", date: "2018" },
  ],
  "en-005": [{ label: "non-cash cost", value: "$1.9 million", date: "year ended December 31, 2018" }],
  "en-006": [
    { label: "CMS sales", value: "$328.8 million", date: "fiscal 2019" },
    { label: "CMS sales", value: "59%", date: "fiscal 2019" },
    { label: "operating income", value: "$7.8 million", date: "2019" },
    { label: "CMS Adjusted EBITDA", value: "$34.4 million", date: "2019" },
    { label: "Amortization of purchased intangibles", value: "$19.5 million", date: "2019" },
  ],
  "en-007": [
    { label: "Amounts due to related parties", value: "$200" },
    { label: "Amounts due to related parties", value: "$169", date: "December 31, 2018" },
  ],
  "en-008": [
    {
      label: "Net cash provided by operating activities",
      value: "$55.6 million",
      date: "year ended December 31, 2018",
    },
    {
      label: "Net cash provided by operating activities",
      value: "$48.1 million",
      date: "year ended December 31, 2017",
    },
    { label: "Net cash provided by operating activities", value: "$7.5 million" },
  ],
  "en-009": [
    { label: "Revenue", value: "$199 million" },
    { label: "Operating income", value: "$286 million" },
    { label: "network and web security solutions", value: "$331 million" },
    { label: "decrease in revenue", value: "$184 million" },
    { label: "sales and marketing expenses", value: "$51 million" },
  ],
  "en-010": [{ label: "legally binding lease payments", value: "$361 million", date: "January 31, 2020" }],
  "en-011": [
    { label: "total net accounts receivable balance", value: "49%", date: "March 30, 2019" },
    { label: "total net accounts receivable balance", value: "26%", date: "March 31, 2018" },
    { label: "total net accounts receivable balance", value: "40%", date: "April 1, 2017" },
    { label: "non-U.S. affiliates", value: "68" },
  ],
  "en-012": [
    { label: "interest in OLT-O’s issued share capital", value: "2.7%" },
    { label: "impairment charge", value: "$7.3 million", date: "year ended December 31, 2019" },
    { label: "carrying value of Viking long lead items", value: "$16.2 million", date: "December 31, 2019" },
    { label: "aggregate carrying value", value: "$31.0 million", date: "December 31, 2019" },
  ],
  "en-013": [
    { label: "Hotels sales", value: "3.7%", date: "F19" },
    { label: "Comparable sales", value: "1.9%" },
    { label: "EBIT", value: "$261 million" },
    { label: "hotels", value: "328" },
    { label: "Normalised gross profit", value: "54 bps" },
  ],
  "en-014": [
    { label: "Selling and administrative expenses", value: "$124.2 million", date: "2019" },
    { label: "Selling and administrative expenses", value: "70 basis points", date: "2019" },
    { label: "personnel costs", value: "$90.9 million" },
    { label: "Depreciation and amortization expense", value: "$8.8 million" },
  ],
  "en-015": [
    { label: "ATM program", value: "$40.0 million" },
    { label: "shares", value: "5,260,968", date: "December 31, 2019" },
    { label: "net proceeds", value: "$17.9 million", date: "December 31, 2019" },
    { label: "remaining available proceeds", value: "$21.4 million" },
    { label: "share price", value: "$3.47", date: "April 3, 2020" },
  ],
  "en-016": [{ label: "Kearney Boulevard", value: "20 mi" }],
  "en-017": [
    { label: "turbine entry temperatures", value: "565 °C" },
    { label: "condenser temperatures", value: "30 °C" },
    { label: "theoretical Carnot efficiency", value: "63%" },
    { label: "actual efficiency", value: "42%" },
  ],
  "en-018": [],
  "en-019": [
    { label: "south of the Georgia state line", value: "25 miles" },
    { label: "north of Miami", value: "340 miles" },
  ],
  "en-020": [
    { label: "population", value: "1.5 million" },
    { label: "outnumbered the French", value: "20 to 1" },
  ],
  "en-021": [{ label: "passengers", value: "37 million" }],
};
