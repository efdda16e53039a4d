// @quire/sdk's TEXT_MODES (the CLI's --text-mode and the MCP tool offer them) are the service's own: the same modes in
// the same order as the agent's list the route's enum is made from.
import { describe, expect, it } from "vitest";
import { TEXT_MODES } from "@quire/sdk";
import { TEXT_MODES as SERVICE_TEXT_MODES } from "../../src/agent/provider.js";

describe("@quire/sdk's TEXT_MODES", () => {
  it("are the service's text modes, in its order", () => {
    expect([...TEXT_MODES]).toEqual([...SERVICE_TEXT_MODES]);
  });
});
