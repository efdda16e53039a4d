// A Provider over any AI SDK language model: instructions, the answer schema as structured output, streamed text
// parsed as it grows, schema validation, one repair round, refusals reported as such.
import { parsePartialJson, type ModelMessage } from "ai";
import { ModelError } from "../model-error.js";
import { estimateTokens } from "../tokens.js";
import type { GenerateInput, GenerateOutput, Provider, Usage } from "../provider.js";
import { applyEdits, type RevisionRunner } from "../../documents/edits/index.js";
import type { Source } from "../../formats/model/source.js";
import { fromJson, toJson } from "../../lib/json-of.js";
import { answerJsonSchema, editAnswerJsonSchema } from "./answer-schema.js";
import { repairMessage, systemPrompt, userMessage } from "./instructions.js";
import { materialContext } from "../material/material-context.js";
import { responseFormatFor, type ModelBinding } from "./model-binding.js";
import { parseEdits, parseOutput, type EditsResult, type ParseResult } from "./parse-output.js";
import { streamModelText, type ModelCallLimits, type ModelText } from "./stream-model-text.js";
import { strictSchema } from "./strict-schema.js";

const ANSWER_DESCRIPTION =
  "One Quire document source, with the planned outline and any warnings about facts left to fill.";
const EDITS_DESCRIPTION =
  "The edits that make the requested changes to the current Quire document, in order, and any warnings.";

type Answer = ParseResult | EditsResult;

/** `revise`: where a revision's edits are made (the export pool in a server); this thread without one. */
export function createModelProvider(binding: ModelBinding, limits: ModelCallLimits, revise?: RevisionRunner): Provider {
  return {
    name: binding.provider,
    model: binding.modelId,
    async generate(input: GenerateInput): Promise<GenerateOutput> {
      const revising = input.current;
      const system = systemPrompt(input);
      const context =
        input.material?.length && !revising
          ? materialContext(input.material, input.prompt, limits.materialTokens)
          : null;
      const messages: ModelMessage[] = [{ role: "user", content: userMessage(input, context?.text) }];
      const cut =
        context && context.included < context.total
          ? [
              `The material is longer than the model's context budget (LLM_MATERIAL_TOKENS): ${context.included} of its ${context.total} passages were given to the model, those most relevant to the request.`,
            ]
          : [];
      const answerSchema = revising ? editAnswerJsonSchema(input.kind) : answerJsonSchema(input.kind);
      // Strict structured outputs where the provider takes them (OpenAI's own API): the schema in strict form, and its
      // forced nulls taken back out of the answer before Quire validates it.
      const strict = binding.strict && binding.output === "json_schema" ? strictSchema(answerSchema) : null;
      const responseFormat = responseFormatFor(
        binding.output,
        strict?.schema ?? answerSchema,
        revising ? `quire_${input.kind}_edits` : `quire_${input.kind}`,
        revising ? EDITS_DESCRIPTION : ANSWER_DESCRIPTION,
      );
      const unstrict = (text: string) => (strict ? unwrapText(text, strict.unwrap) : text);
      const parse = (text: string): Answer =>
        revising ? parseEdits(unstrict(text), input.kind) : parseOutput(unstrict(text), input.kind, input.maxSlides);
      const deadline = Date.now() + limits.totalMs;
      const providerOptions = strict ? { openai: { strictJsonSchema: true } } : undefined;
      const call = {
        model: binding.model,
        responseFormat,
        providerOptions,
        system,
        signal: input.signal,
        deadline,
        limits,
        onActivity: input.onActivity,
        onThinking: input.onThinking,
      };
      const rounds: Round[] = [];

      let promptChars = system.length + promptLength(messages);
      // Progressive lines come from a new document's partial JSON; a revision's edits are reported once applied.
      const onPartial = input.onPartial;
      const onText =
        onPartial && !revising
          ? partialParser((partial) => onPartial(strict ? strict.unwrap(partial) : partial))
          : undefined;
      const first = await streamModelText({ ...call, messages, onText });
      rounds.push({ answer: first, promptChars });
      failIfDeclined(first);
      let parsed = parse(first.text);
      if (parsed.ok) return withWarnings(await finish(parsed, revising, usageOf(rounds), revise, input.signal), cut);

      // One repair round: the model sees its answer and the validation errors.
      messages.push(
        { role: "assistant", content: first.text.slice(0, 200_000) },
        { role: "user", content: repairMessage(parsed.errors, first.finishReason === "length") },
      );
      promptChars = system.length + promptLength(messages);
      const second = await streamModelText({ ...call, messages });
      rounds.push({ answer: second, promptChars });
      failIfDeclined(second);
      parsed = parse(second.text);
      if (parsed.ok) return withWarnings(await finish(parsed, revising, usageOf(rounds), revise, input.signal), cut);
      // Cut at the model's output limit, another try ends the same way; a schema miss may not recur.
      const atLimit = second.finishReason === "length";
      const why = atLimit
        ? "was cut off at the model's output limit (its provider stopped it there)"
        : revising
          ? "did not match the edit schema"
          : "did not match the document schema";
      throw new ModelError(`The model's answer ${why}, even after a repair round.`, !atLimit);
    },
  };
}

/** A strict answer's JSON with its forced nulls removed; text that is not JSON is left for the parser to report. */
function unwrapText(text: string, unwrap: (value: unknown) => unknown): string {
  try {
    return JSON.stringify(unwrap(JSON.parse(text)));
  } catch {
    return text;
  }
}

const withWarnings = (out: GenerateOutput, more: string[]): GenerateOutput =>
  more.length ? { ...out, warnings: [...more, ...(out.warnings ?? [])] } : out;

/**
 * A new document as parsed; a revision's edits applied to the current document, with what could not apply as warnings
 * — by `revise` when given (on the export pool: a large sheet's edits never hold the event loop), else here.
 */
async function finish(
  answer: Extract<Answer, { ok: true }>,
  current: Source | undefined,
  usage: Usage,
  revise: RevisionRunner | undefined,
  signal: AbortSignal,
): Promise<GenerateOutput> {
  if ("source" in answer) return { source: answer.source, usage, warnings: answer.warnings };
  const result = revise ? await revise({ sourceJson: toJson(current!), revision: answer.edits }, signal) : null;
  const made = result ? { ...result, source: fromJson(result.sourceJson) } : applyEdits(current!, answer.edits);
  return {
    source: made.source,
    usage,
    warnings: [...made.problems, ...answer.warnings],
    edits: made.applied,
    made: made.made,
  };
}

interface Round {
  answer: ModelText;
  promptChars: number;
}

/** Reported usage, or an estimate from the text where the provider reports none (Ollama without stream usage). */
function usageOf(rounds: Round[]): Usage {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const { answer, promptChars } of rounds) {
    inputTokens += answer.inputTokens ?? Math.ceil(promptChars / 4);
    outputTokens += answer.outputTokens ?? estimateTokens(answer.text + answer.refusal);
  }
  return { inputTokens, outputTokens };
}

function promptLength(messages: ModelMessage[]): number {
  return messages.reduce((n, m) => n + (typeof m.content === "string" ? m.content.length : 0), 0);
}

const quote = (text: string) => `“${text.trim().replace(/\s+/g, " ").slice(0, 200)}”`;

/**
 * A refusal ends the run at once; a repair round would only ask again. Refusals come as OpenAI's `refusal` field,
 * Anthropic's stop reason "refusal" (finish reason "content-filter"), or words where JSON was asked for.
 */
function failIfDeclined(answer: ModelText): void {
  if (answer.refusal.trim())
    throw new ModelError(`The model refused to write this document: ${quote(answer.refusal)}`, false);
  if (answer.finishReason === "content-filter")
    throw new ModelError(
      "The model refused to write this document (its provider stopped the answer as a refusal).",
      false,
    );
  if (answer.text.trim() && !answer.text.includes("{"))
    throw new ModelError(`The model did not write a document; it said: ${quote(answer.text)}`, false);
}

/** Parsing may take at most a tenth of the time: a full re-parse of a long answer waits longer before the next. */
const PARSE_SHARE = 10;

/** Parses the growing answer whenever the last parse has been paid for ten times over; never two parses at once. */
function partialParser(onPartial: (partial: unknown) => void): (text: string) => void {
  let nextAt = 0;
  let busy = false;
  return (text) => {
    const now = performance.now();
    if (busy || now < nextAt) return;
    const start = text.indexOf("{");
    if (start < 0) return;
    busy = true;
    parsePartialJson(text.slice(start))
      .then(({ value }) => {
        if (value !== undefined) onPartial(value);
      })
      .catch(() => {})
      .finally(() => {
        busy = false;
        nextAt = performance.now() + (performance.now() - now) * PARSE_SHARE;
      });
  };
}
