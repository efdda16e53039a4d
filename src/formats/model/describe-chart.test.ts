// describeChart: what a screen reader hears for a chart, from its data.
import { describe, expect, it } from "vitest";
import { describeChart } from "./describe-chart.js";

describe("describeChart", () => {
  it("names the kind, the subject, the series, the span and the extremes in the chart's format", () => {
    const chart = {
      type: "column" as const,
      categories: ["Q1", "Q2", "Q3", "Q4"],
      series: [
        { name: "2026", values: [3200, 4100, 5000, 7400] },
        { name: "2027", values: [4000, 6100, 8800, 11000] },
      ],
      format: "#,##0",
    };
    expect(describeChart(chart, "Units sold")).toBe(
      "Column chart: Units sold, 2026 and 2027, Q1 to Q4; highest 11,000 (2027, Q4); lowest 3,200 (2026, Q1).",
    );
  });

  it("says where a line starts and ends, and a pie's largest and smallest share", () => {
    expect(
      describeChart(
        {
          type: "line",
          categories: ["Jan", "Feb", "Mar"],
          series: [{ name: "Churn", values: [0.052, 0.047, 0.031] }],
          format: "0.0%",
        },
        "Monthly churn",
      ),
    ).toBe("Line chart: Monthly churn, Jan to Mar; highest 5.2% (Jan); lowest 3.1% (Mar); from 5.2% to 3.1%.");
    expect(
      describeChart({
        type: "pie",
        categories: ["North", "South", "West"],
        series: [{ name: "Revenue", values: [420, 500, 80] }],
      }),
    ).toBe("Pie chart, 3 slices; largest South (500, 50%); smallest West (80, 8%).");
  });

  it("says there are no values rather than inventing any", () => {
    expect(describeChart({ type: "bar", categories: ["A"], series: [{ name: "S", values: [] }] }, "Empty")).toBe(
      "Bar chart: Empty, with no values.",
    );
  });
});
