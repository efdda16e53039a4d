// Reading an answer in the organization tests: its status checked (the body shown when it is not), then its JSON.
import { expect } from "vitest";

export async function json(res: Response, status: number): Promise<any> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

/** An error answer of this status and code; its body. */
export async function refused(
  res: Response,
  status: number,
  code: string,
): Promise<{ error: string; message: string }> {
  const body = await json(res, status);
  expect(body.error).toBe(code);
  return body;
}
