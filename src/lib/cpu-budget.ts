// One request's CPU budget: the time its work may run on the worker pool, over every task it runs there.
import { AppError } from "./errors.js";

/** 413 like a source over the size limit: the same input would run past the budget again, so nothing to retry. */
export class BudgetExceededError extends AppError {
  constructor(budgetMs: number) {
    super(
      "body_too_large",
      `The source is too large or too complex to handle within ${budgetMs / 1000} s; split it or simplify it.`,
    );
  }
}

export class CpuBudget {
  private spent = 0;
  constructor(readonly totalMs: number) {}

  /** What is left for the next task; throws BudgetExceededError when nothing is. */
  left(): number {
    const left = this.totalMs - this.spent;
    if (left <= 0) throw new BudgetExceededError(this.totalMs);
    return left;
  }

  spend(ms: number): void {
    this.spent += ms;
  }
}
