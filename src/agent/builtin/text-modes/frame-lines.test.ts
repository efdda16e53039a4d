// The frame lines of meeting notes — which meeting, when, where, who — read in ten languages, and the lines that are not.
import { describe, expect, it } from "vitest";
import { frameKind, frameLabel } from "./frame-lines.js";

describe("frame lines", () => {
  it.each([
    ["Meeting: sales weekly, 8 April", "meeting"],
    ["Reunião: comercial semanal, 8 de abril", "meeting"],
    ["会議：営業定例（4月8日）", "meeting"],
    ["会议：产品周会（3月10日）", "meeting"],
    ["Overleg: marketingteam, 8 april", "meeting"],
    ["Date: Tuesday 10 March 2026", "when"],
    ["Datum: 12. März 2026", "when"],
    ["Date : mardi 10 mars 2026", "when"],
    ["Fecha: martes 10 de marzo", "when"],
    ["日時：5月12日 14:00〜15:00", "when"],
    ["时间：2026年3月20日", "when"],
    ["التاريخ: الثلاثاء 10 مارس 2026", "when"],
    ["Ort: Raum 2", "where"],
    ["Lieu : salle B", "where"],
    ["Luogo: sala riunioni", "where"],
    ["場所：第二工場 会議室B", "where"],
    ["地点：三楼会议室", "where"],
    ["المكان: القاعة 2", "where"],
    ["Attendees: Maria, Tom, Priya", "who"],
    ["Anwesend: Schulleitung, 4 Lehrkräfte, 3 Elternvertreter", "who"],
    ["出席者：工場長、安全管理者 木村", "who"],
    ["参会：区域经理黄磊、各店店长", "who"],
    ["Protokoll: Selin", "who"],
    ["Notulist: Bram", "who"],
    ["记录人：王伟", "who"],
    ["- Secrétaire de séance : Nadia", "who"],
  ])("%s", (line, kind) => {
    expect(frameKind(line)).toBe(kind);
    expect(line).toContain(frameLabel(line));
  });

  it("a figure, a point or a heading is no frame line", () => {
    for (const line of [
      "Budget: €4,000",
      "Revenue: $2.1M",
      "Kosten: 54.000 €",
      "件数：17件",
      "Decisions",
      "Next steps:",
      "We met on 3 May.",
      "Date night ideas",
      `Date: ${"a long sentence ".repeat(10)}`,
    ]) {
      expect(frameKind(line), line).toBeNull();
    }
  });
});
