// A caller's work slots: document work refused past its bound at once; slide pictures wait their turn in order, refused
// when the line is full or the wait too long; another caller is never held back; a release is safe to call twice.
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.js";
import { createWorkSlots } from "./work-slots.js";

const limits = { documents: 2, pictures: 2, pictureLine: 2, pictureWaitMs: 200 };

describe("document work", () => {
  it("is refused past the caller's bound with 429 concurrency_limit and Retry-After; another caller goes on", async () => {
    const slots = createWorkSlots(limits);
    const held = [await slots.acquire("u:a", "document"), await slots.acquire("u:a", "document")];
    const refused = await slots.acquire("u:a", "document").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "concurrency_limit", status: 429, retryAfter: 5 });
    expect(await slots.acquire("u:b", "document")).toBeTypeOf("function");
    held[0]!();
    held[0]!();
    expect(slots.held("u:a", "document")).toBe(1);
    expect(await slots.acquire("u:a", "document")).toBeTypeOf("function");
  });

  it("is counted apart from the caller's pictures", async () => {
    const slots = createWorkSlots(limits);
    await slots.acquire("u:a", "document");
    await slots.acquire("u:a", "document");
    expect(await slots.acquire("u:a", "picture")).toBeTypeOf("function");
  });
});

describe("slide pictures", () => {
  it("wait their turn in the order they came, the slot passing from one to the next", async () => {
    const slots = createWorkSlots({ ...limits, pictureWaitMs: 5_000 });
    const first = [await slots.acquire("u:a", "picture"), await slots.acquire("u:a", "picture")];
    const order: number[] = [];
    const waiting = [0, 1].map((i) => slots.acquire("u:a", "picture").then((release) => (order.push(i), release)));
    first[1]!();
    first[0]!();
    const released = await Promise.all(waiting);
    expect(order).toEqual([0, 1]);
    expect(slots.held("u:a", "picture")).toBe(2);
    released.forEach((r) => r());
    expect(slots.held("u:a", "picture")).toBe(0);
  });

  it("are refused when the line is full, or once they waited too long; one whose client left leaves the line", async () => {
    const slots = createWorkSlots(limits);
    await slots.acquire("u:a", "picture");
    await slots.acquire("u:a", "picture");
    const client = new AbortController();
    const left = slots.acquire("u:a", "picture", client.signal);
    const late = slots.acquire("u:a", "picture");
    await expect(slots.acquire("u:a", "picture")).rejects.toMatchObject({ code: "concurrency_limit", retryAfter: 5 });
    client.abort();
    await expect(left).rejects.toThrow();
    await expect(late).rejects.toMatchObject({ code: "concurrency_limit" });
  });
});
