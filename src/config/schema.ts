// The environment schema (the README's "Configuration" lists them): every setting Quire reads, validated once at boot.
import { z } from "zod";
import { parseHostList } from "../outbound/index.js";

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();
const optionalUrl = z.string().url().optional();
const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const LLM_PROVIDERS = ["builtin", "openai", "anthropic", "openai-compatible"] as const;
/** How a real model is asked for the answer's shape: the provider's JSON-schema output, its JSON mode, or plain text. */
export const LLM_RESPONSE_FORMATS = ["json_schema", "json_object", "text"] as const;
/** Where a slide's picture comes from (src/pictures): none, the space's uploaded images, a stock provider, an image model. */
export const IMAGE_MODES = ["none", "library", "stock", "generated"] as const;
export const STOCK_PROVIDERS = ["pexels", "unsplash", "pixabay"] as const;

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, "must start with sqlite: or postgres://")
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    LLM_PROVIDER: z.enum(LLM_PROVIDERS).default("builtin"),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    /** Unset: json_schema for openai and anthropic, json_object for openai-compatible (LM Studio accepts only json_schema or text). */
    LLM_RESPONSE_FORMAT: z.enum(LLM_RESPONSE_FORMATS).optional(),
    /** Which OpenAI wire format: Chat Completions (what every OpenAI-style gateway speaks) or the Responses API. */
    LLM_OPENAI_API: z.enum(["chat", "responses"]).default("chat"),
    // Strict structured outputs for LLM_PROVIDER=openai: "auto" uses them on OpenAI's own API (no LLM_BASE_URL) and not
    // through a gateway, whose backend may not take them.
    LLM_STRICT_SCHEMA: z.enum(["auto", "on", "off"]).default("auto"),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    API_KEY_PREFIX: z
      .string()
      .regex(/^[a-z][a-z0-9]{1,15}$/, "lower-case letters and digits")
      .default("quire"),
    // Reasoning models think for minutes before their first word, and some send nothing at all meanwhile (OpenAI's
    // Responses API between the reasoning item and the answer): the first word may take 5 minutes, a silence 2.
    LLM_FIRST_TOKEN_TIMEOUT_MS: positiveInt.default(300_000),
    LLM_IDLE_TIMEOUT_MS: positiveInt.default(120_000),
    LLM_TOTAL_TIMEOUT_MS: positiveInt.default(600_000),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    LLM_RETRY_BASE_MS: positiveInt.default(500),
    AGENT_PING_MS: positiveInt.default(15_000),
    AGENT_THINKING_STATUS_MS: positiveInt.default(5_000),
    AGENT_MAX_STREAMS: positiveInt.default(100),
    DEMO_DAILY_CAP: positiveInt.default(2_000),
    PROMPT_MAX: positiveInt.default(8_000),
    UPLOAD_MAX_BYTES: positiveInt.default(25 * 1024 * 1024),
    /** All the files of one agent run or brand generate together (each file also at most UPLOAD_MAX_BYTES). */
    ATTACHMENTS_MAX_BYTES: positiveInt.default(50 * 1024 * 1024),
    /** Tokens of attached material a real model is given (about four characters a token); longer material is ranked and cut. */
    LLM_MATERIAL_TOKENS: positiveInt.default(24_000),
    BODY_MAX_BYTES: positiveInt.default(5 * 1024 * 1024),
    /** Document history (docs/api/history.md): a whole snapshot every this many versions, deltas between… */
    HISTORY_SNAPSHOT_EVERY: positiveInt.max(1_000).default(10),
    /** …and the newest this many versions of each document kept (older ones are dropped as new ones come). */
    HISTORY_KEEP_VERSIONS: positiveInt.min(2).max(100_000).default(100),
    /** Uploaded images (POST /api/assets) and fetched remote images: bytes, pixels per side, pixels in all. */
    ASSET_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
    ASSET_MAX_SIDE: positiveInt.max(65_535).default(12_000),
    ASSET_MAX_PIXELS: positiveInt.default(100_000_000),
    /** Remote image hosts the operator allows sources to use (outbound/host-list.ts); empty: no remote image is ever fetched. */
    IMAGE_HOSTS: z.string().default(""),
    IMAGE_FETCH_TIMEOUT_MS: positiveInt.default(5_000),
    /** Pictures put on slides (src/pictures) when a request does not say: none, the space's own images, stock photos, or generated ones. */
    IMAGES_DEFAULT: z.enum(IMAGE_MODES).default("none"),
    /** The stock photo provider, its API key, and its API root (unset: the provider's public API). */
    STOCK_PROVIDER: z.enum(STOCK_PROVIDERS).optional(),
    STOCK_API_KEY: z.string().min(1).optional(),
    STOCK_BASE_URL: optionalUrl,
    /** Hosts stock pictures may also be fetched from (the IMAGE_HOSTS form), besides the provider's own image hosts. */
    STOCK_IMAGE_HOSTS: z.string().default(""),
    /** The image model for generated pictures, on OpenAI's images API or any endpoint that speaks it; the key falls back to OPENAI_API_KEY. */
    IMAGES_MODEL: z.string().min(1).optional(),
    IMAGES_BASE_URL: optionalUrl,
    IMAGES_API_KEY: z.string().min(1).optional(),
    PICTURES_PER_REQUEST: z.coerce.number().int().min(1).max(20).default(6),
    /** One stock picture, its search and its download together; one generated picture; the bytes either may have. */
    PICTURE_TIMEOUT_MS: positiveInt.default(10_000),
    PICTURE_GENERATE_TIMEOUT_MS: positiveInt.default(120_000),
    PICTURE_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
    /** Hosts webhook receivers may be on although private or plain http (the IMAGE_HOSTS form; src/webhooks/url-policy.ts). */
    WEBHOOK_ALLOW_HOSTS: z.string().default(""),
    /** One delivery attempt's deadline; retries back off from WEBHOOK_RETRY_BASE_MS for WEBHOOK_RETRY_FOR_MS (src/webhooks/dispatcher.ts). */
    WEBHOOK_TIMEOUT_MS: positiveInt.max(120_000).default(15_000),
    WEBHOOK_RETRY_BASE_MS: positiveInt.default(10_000),
    WEBHOOK_RETRY_FOR_MS: positiveInt.default(24 * 3600 * 1000),
    /** An endpoint is disabled after this many failed deliveries in a row, or a failing streak this long. */
    WEBHOOK_DISABLE_AFTER: positiveInt.default(100),
    WEBHOOK_DISABLE_AFTER_MS: positiveInt.default(5 * 24 * 3600 * 1000),
    WEBHOOK_POLL_MS: positiveInt.min(10).default(1_000),
    WEBHOOK_CONCURRENCY: positiveInt.max(64).default(8),
    BATCH_MAX: positiveInt.max(1_000).default(100),
    /** Items in one brand batch job (`Prefer: respond-async`), and the body such a request may have. */
    JOB_MAX_ITEMS: positiveInt.max(100_000).default(10_000),
    JOB_BODY_MAX_BYTES: positiveInt.default(32 * 1024 * 1024),
    /**
     * Job items this process works on at once, a server as a `quire worker` (0: none — the process only takes and
     * reports jobs, leaving the items to workers). A server beside Redis works them too unless told 0, so a job never
     * waits for a worker nobody started.
     */
    JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
    /** Per user: jobs queued or running at once, items open over all of them, and items submitted in 24 hours. */
    JOB_MAX_ACTIVE_PER_USER: positiveInt.default(10),
    JOB_MAX_OPEN_ITEMS_PER_USER: positiveInt.default(50_000),
    JOB_DAILY_ITEMS_PER_USER: positiveInt.default(100_000),
    /**
     * Job event streams (GET /api/jobs/{id}/events) one process keeps open per caller (a user, or an organization key;
     * past it 429 `concurrency_limit`) and in all (past it 503 `unavailable`). Streams on one job share one poll.
     */
    JOB_EVENT_STREAMS_PER_SUBJECT: positiveInt.default(10),
    JOB_EVENT_STREAMS_MAX: positiveInt.default(1_000),
    /**
     * A lease on work in flight (a job item, BullMQ's lock on its entry, a webhook attempt) lasts this long without a
     * renewal; its holder renews it every third of it while it works, so only a dead process's lapses (and its next
     * start takes it back at once).
     */
    JOB_LEASE_MS: positiveInt.min(1_000).default(15_000),
    JOB_POLL_MS: positiveInt.min(10).default(1_000),
    JOB_MAX_ATTEMPTS: positiveInt.max(20).default(3),
    JOB_BACKOFF_MS: positiveInt.default(2_000),
    /** How long a finished job's result (its decks) is kept before it is deleted. */
    JOB_RESULT_TTL_MS: positiveInt.default(7 * 24 * 3600 * 1000),
    /** How long an organization's audit events are kept (and listed). */
    AUDIT_RETENTION_DAYS: positiveInt.max(3650).default(365),
    /** Turns on GET /api/metrics (and a worker's METRICS_PORT) for a scraper sending `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
    /** `quire worker` serves its metrics on this port (GET /metrics, the same token); unset: no listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SHUTDOWN_GRACE_MS: positiveInt.default(30_000),
    /** At SIGTERM, job items and webhook attempts in flight get this long to finish; what is left is handed back. */
    SHUTDOWN_DRAIN_MS: positiveInt.default(10_000),
    /**
     * This process's name on the leases it holds, the same across its restarts (one running process per id). Unset:
     * derived from the host name, the role (serve, worker), DATA_DIR and DATABASE_URL.
     */
    INSTANCE_ID: z.string().min(1).max(200).optional(),
    BLOB_STORE: z.enum(["fs", "db", "s3"]).default("fs"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    EXPORT_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
    EXPORT_TIMEOUT_MS: positiveInt.default(60_000),
    /** The time one request's source work (a render's parse and drawing, an export's reading) may run on the pool. */
    RENDER_TIMEOUT_MS: positiveInt.default(10_000),
    /** The time the builtin composer may run on the pool for one run (a prompt and its attachments, a revision). */
    COMPOSE_TIMEOUT_MS: positiveInt.default(20_000),
    /** What each work process keeps of the words its PDFs measured and shaped, in MB (all fonts together). */
    PDF_TEXT_CACHE_MB: positiveInt.default(32),
    // Share links' slide pictures kept in the serving process, by document version: a warm slide is sent without drawing.
    SHARE_PICTURE_CACHE_MB: positiveInt.default(64),
    /** What each work process keeps of the pptx parts it generated, compressed, in MB. */
    PPTX_PARTS_CACHE_MB: positiveInt.default(4),
    /**
     * The private memory one work process may hold, in MB (exports, imports, drawings: every file a user sends is opened
     * in one): past it its allocations fail and its task is refused (413); the kernel enforces it (RLIMIT_DATA).
     */
    WORK_PROCESS_MEMORY_MB: positiveInt.min(256).default(2048),
    /** A work process's JavaScript heap, in MB, inside its memory. */
    WORK_PROCESS_HEAP_MB: positiveInt.min(64).default(768),
    /** How long a task may wait for a work process before the answer is 503 with Retry-After. */
    WORK_QUEUE_WAIT_MS: positiveInt.default(30_000),
    /** A caller's whole-document work (exports, uploads read and drawn, variants, quality) at once on one process; past it 429. */
    WORK_PER_CALLER: positiveInt.default(2),
    /** A caller's slide and template pictures drawn at once on one process; more wait their turn in a short line. */
    SLIDE_PICTURES_PER_CALLER: positiveInt.default(4),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b]))
        ctx.addIssue({ code: "custom", path: [env[a] ? b : a], message: `set together with ${env[a] ? a : b}` });
    }
    if (env.BLOB_STORE === "s3" && !env.S3_BUCKET)
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "required when BLOB_STORE=s3 (the bucket that keeps uploaded templates)",
      });
    for (const problem of parseHostList(env.IMAGE_HOSTS).problems)
      ctx.addIssue({ code: "custom", path: ["IMAGE_HOSTS"], message: problem });
    for (const problem of parseHostList(env.WEBHOOK_ALLOW_HOSTS).problems)
      ctx.addIssue({ code: "custom", path: ["WEBHOOK_ALLOW_HOSTS"], message: problem });
    for (const problem of parseHostList(env.STOCK_IMAGE_HOSTS).problems)
      ctx.addIssue({ code: "custom", path: ["STOCK_IMAGE_HOSTS"], message: problem });
    if (env.STOCK_PROVIDER && !env.STOCK_API_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["STOCK_API_KEY"],
        message: `required when STOCK_PROVIDER is set (the ${env.STOCK_PROVIDER} API key)`,
      });
    if (env.IMAGES_DEFAULT === "stock" && !env.STOCK_PROVIDER)
      ctx.addIssue({ code: "custom", path: ["STOCK_PROVIDER"], message: "required when IMAGES_DEFAULT=stock" });
    if (env.IMAGES_DEFAULT === "generated" && !env.IMAGES_MODEL)
      ctx.addIssue({ code: "custom", path: ["IMAGES_MODEL"], message: "required when IMAGES_DEFAULT=generated" });
    if (env.IMAGES_MODEL && !(env.IMAGES_API_KEY || env.OPENAI_API_KEY || env.IMAGES_BASE_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["IMAGES_API_KEY"],
        message: "IMAGES_API_KEY, OPENAI_API_KEY or IMAGES_BASE_URL is required when IMAGES_MODEL is set",
      });
    }
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER)
      ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "required when OIDC_CLIENT_ID is set" });
    if (env.LLM_PROVIDER === "openai-compatible" && !env.LLM_BASE_URL) {
      ctx.addIssue({ code: "custom", path: ["LLM_BASE_URL"], message: "required when LLM_PROVIDER=openai-compatible" });
    }
    if (env.LLM_PROVIDER === "openai" && !(env.LLM_API_KEY || env.OPENAI_API_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_API_KEY"],
        message: "LLM_API_KEY or OPENAI_API_KEY is required when LLM_PROVIDER=openai",
      });
    }
    if (env.LLM_PROVIDER === "anthropic" && !(env.LLM_API_KEY || env.ANTHROPIC_API_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_API_KEY"],
        message: "LLM_API_KEY or ANTHROPIC_API_KEY is required when LLM_PROVIDER=anthropic",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;
export const envPreprocess = emptyAsUndefined;
