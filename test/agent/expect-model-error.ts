// Awaits a promise that must fail with the API's model_error and returns the error for further checks.
import { expect } from "vitest";
import { AppError } from "../../src/lib/errors.js";

export async function modelError(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe("model_error");
  return err as AppError;
}
