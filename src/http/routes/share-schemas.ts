// Request and response schemas of the share-link routes (docs/api/shares.md).
import { z } from "@hono/zod-openapi";
import { idLength, idPattern } from "../../lib/ids.js";
import { SHARE_LIST_LIMIT, VIEWS_DAYS, MAX_REPORT_SECONDS } from "../../shares/index.js";

const SHARE_ID = idPattern("shr");
const DOC_ID = idPattern("doc");
const EXAMPLE_TOKEN = "quire_sh_7Hk2pQ9xVb3mN8rT4wYz6cLd1fGj5sA0eKuIo2PqRt7XyZ3bNm";

const label = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .openapi({ description: "Your own name for the link (who it is for)", example: "Board pre-read" });
const version = z
  .number()
  .int()
  .min(1)
  .max(1_000_000_000)
  .nullable()
  .openapi({ description: "Pin the link to this version of the document; null follows the latest", example: 7 });
const expiresAt = z.string().datetime({ offset: true }).max(40).nullable().openapi({
  description: "After this the link answers 404; at most a year ahead; null never expires",
  example: "2026-12-31T23:00:00Z",
});
const password = z.string().min(8).max(128).nullable().openapi({
  description: "Asked before anything of the document shows; stored as a scrypt hash. null (in a change) removes it",
  example: "harbour-lights",
});
const downloads = z.boolean().openapi({
  description: "Offer the files (pptx and pdf for a deck, docx and pdf for a doc, xlsx for a sheet); default false",
});
const present = z.boolean().openapi({ description: "Offer the presenter view, speaker notes included; default true" });

export const ShareSchema = z
  .object({
    id: z.string().openapi({ pattern: SHARE_ID, example: "shr_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" }),
    documentId: z.string().openapi({ pattern: DOC_ID }),
    label: z.string().nullable(),
    tokenStart: z.string().openapi({
      description: "The token's first characters, to tell links apart (the token itself is never shown again)",
      example: "quire_sh_7Hk2pQ",
    }),
    version: z.number().int().nullable(),
    expiresAt: z.string().nullable(),
    hasPassword: z.boolean(),
    downloads: z.boolean(),
    present: z.boolean(),
    status: z
      .enum(["active", "expired", "revoked", "blocked"])
      .openapi({ description: "blocked: the organization does not let its members share outside it now" }),
    views: z.number().int().openapi({ description: "Times the page was opened" }),
    createdAt: z.string(),
    updatedAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .openapi("Share");

export const CreatedShareSchema = z
  .object({
    share: ShareSchema,
    url: z.string().openapi({
      description: "The link, holding its token: shown in this answer only",
      example: `https://quire.example/s/${EXAMPLE_TOKEN}`,
    }),
    embed: z.string().openapi({
      description: "An iframe of the link's page for another site",
      example: `<iframe src="https://quire.example/s/${EXAMPLE_TOKEN}?embed=1" width="960" height="600" …></iframe>`,
    }),
  })
  .openapi("CreatedShare");

export const OneShareSchema = z.object({ share: ShareSchema });
export const SharePageSchema = z
  .object({ items: z.array(ShareSchema), nextCursor: z.string().nullable() })
  .openapi("SharePage");
export const ShareRevokedSchema = z.object({ revoked: z.literal(true) });

export const CreateShareBodySchema = z
  .object({
    label: label.optional(),
    version: version.optional(),
    expiresAt: expiresAt.optional(),
    password: password.optional(),
    downloads: downloads.optional(),
    present: present.optional(),
  })
  .openapi("NewShare");

export const UpdateShareBodySchema = z
  .object({
    label: label.optional(),
    version: version.optional(),
    expiresAt: expiresAt.optional(),
    password: password.optional(),
    downloads: downloads.optional(),
    present: present.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: "Give at least one of label, version, expiresAt, password, downloads, present.",
  })
  .openapi("ShareChanges");

const docIdParam = z
  .string()
  .openapi({ param: { name: "id", in: "path" }, pattern: DOC_ID, maxLength: idLength("doc") });
export const DocumentSharesParamSchema = z.object({ id: docIdParam });
export const ShareParamsSchema = z.object({
  id: docIdParam,
  shareId: z
    .string()
    .openapi({ param: { name: "shareId", in: "path" }, pattern: SHARE_ID, maxLength: idLength("shr") }),
});

export const ShareListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SHARE_LIST_LIMIT.max)
    .optional()
    .openapi({ description: `1..${SHARE_LIST_LIMIT.max}, default ${SHARE_LIST_LIMIT.default}`, type: "integer" }),
  cursor: z.string().max(200).optional().openapi({ description: "nextCursor of the previous page" }),
});

export const ViewsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(VIEWS_DAYS.max)
    .optional()
    .openapi({
      description: `The days back to count, today included: 1..${VIEWS_DAYS.max}, default ${VIEWS_DAYS.default}`,
      type: "integer",
    }),
});

export const ShareViewsSchema = z
  .object({
    shareId: z.string(),
    since: z.string().openapi({ description: "The first day counted (UTC)", example: "2026-10-31" }),
    total: z.object({ views: z.number().int(), seconds: z.number().int() }),
    days: z
      .array(z.object({ date: z.string(), views: z.number().int(), seconds: z.number().int() }))
      .openapi({ description: "Days with a view or a report, oldest first" }),
    slides: z
      .array(z.object({ slide: z.number().int(), seconds: z.number().int() }))
      .openapi({ description: "Seconds on each slide, all days together (a doc or sheet counts on 1)" }),
  })
  .openapi("ShareViews", {
    example: {
      shareId: "shr_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      since: "2026-10-31",
      total: { views: 14, seconds: 1260 },
      days: [{ date: "2026-11-28", views: 9, seconds: 840 }],
      slides: [{ slide: 1, seconds: 300 }],
    },
  });

// The public side: what a link's token opens.
const tokenParam = z.string().openapi({ param: { name: "token", in: "path" }, maxLength: 80, example: EXAMPLE_TOKEN });
export const TokenParamSchema = z.object({ token: tokenParam });
const unlockQuery = z
  .string()
  .max(80)
  .optional()
  .openapi({ description: "The unlock key a right password gave (links with a password)" });
export const UnlockQuerySchema = z.object({ k: unlockQuery });

export const SharedDocumentSchema = z
  .object({
    title: z.string(),
    kind: z.enum(["deck", "doc", "sheet"]),
    version: z.number().int(),
    language: z.string(),
    aspect: z.number().nullable().openapi({ description: "A slide's width over its height (a deck)" }),
    present: z.boolean(),
    downloads: z.array(z.string()),
    slides: z.array(
      z.object({
        n: z.number().int(),
        title: z.string(),
        text: z.string().openapi({ description: "The slide's words" }),
        notes: z.string().optional().openapi({ description: "Speaker notes, when the link allows presenting" }),
      }),
    ),
  })
  .openapi("SharedDocument");

export const UnlockBodySchema = z.object({ password: z.string().min(1).max(128) }).openapi("ShareUnlock");
export const UnlockedSchema = z.object({ key: z.string(), expiresAt: z.string() }).openapi("ShareUnlocked");
export const ViewReportSchema = z
  .object({
    slide: z.number().int().min(1).max(1_000),
    seconds: z.number().min(1).max(MAX_REPORT_SECONDS),
  })
  .openapi("ShareViewReport");
