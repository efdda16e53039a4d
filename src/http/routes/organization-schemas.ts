// The shapes of /api/organizations and /api/invitations: organizations, members, invitations and the active space.
import { API_VERSIONS } from "../api-versions.js";
import { z } from "@hono/zod-openapi";
import { KEY_SCOPES } from "../../auth/index.js";

export const RoleSchema = z.enum(["owner", "admin", "member"]).openapi("OrganizationRole");

/** An organization's id: `org_` and a ULID; one created before the prefix keeps better-auth's 32 letters and digits. */
const ORGANIZATION_ID = {
  description:
    "`org_` and a ULID (an organization created before ids had a prefix keeps its 32 letters and digits): an opaque string",
  example: "org_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
};
const OrganizationId = z.string().openapi(ORGANIZATION_ID);

export const OrganizationSchema = z
  .object({ id: OrganizationId, name: z.string(), slug: z.string(), createdAt: z.string() })
  .openapi("Organization", {
    example: {
      id: "org_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      name: "Bean & Bloom marketing",
      slug: "bean-bloom-marketing-3fa9c1",
      createdAt: "2026-11-25T09:00:00.000Z",
    },
  });

export const MemberSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: RoleSchema,
    createdAt: z.string(),
  })
  .openapi("OrganizationMember");

export const InvitationSchema = z
  .object({
    id: z.string(),
    organizationId: OrganizationId,
    email: z.string(),
    role: RoleSchema,
    status: z.enum(["pending", "accepted", "rejected", "canceled"]),
    expiresAt: z.string(),
    createdAt: z.string(),
    inviterId: z.string(),
  })
  .openapi("OrganizationInvitation");

export const OrganizationListSchema = z
  .object({
    items: z.array(
      z
        .object({ id: OrganizationId, name: z.string(), slug: z.string(), createdAt: z.string(), role: RoleSchema })
        .openapi("Membership"),
    ),
    activeOrganizationId: z.string().nullable(),
  })
  .openapi("OrganizationList");

export const OrganizationDetailSchema = z
  .object({
    id: OrganizationId,
    name: z.string(),
    slug: z.string(),
    createdAt: z.string(),
    sharing: z.boolean().openapi({ description: "Whether members may share documents outside it by link" }),
    members: z.array(MemberSchema),
    invitations: z.array(InvitationSchema),
  })
  .openapi("OrganizationDetail");

export const CreateOrganizationSchema = z.object({
  name: z.string().trim().min(1).max(100),
  slug: z
    .string()
    .max(64)
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, "lower-case letters, digits and inner hyphens, at most 64")
    .optional()
    .openapi({ description: "Unique; made from the name with a random tail when left out" }),
});

export const UpdateOrganizationSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    sharing: z.boolean().optional().openapi({
      description:
        "Whether members may share documents outside the organization by link (default true); false stops every existing link at once",
    }),
  })
  .refine((b) => b.name !== undefined || b.sharing !== undefined, { message: "Give name, sharing or both." })
  .openapi("OrganizationChanges");

export const UpdatedOrganizationSchema = OrganizationSchema.extend({ sharing: z.boolean() }).openapi(
  "OrganizationWithSettings",
  {
    example: {
      id: "org_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      name: "Bean & Bloom marketing",
      slug: "bean-bloom-marketing-3fa9c1",
      createdAt: "2026-11-25T09:00:00.000Z",
      sharing: true,
    },
  },
);

export const DeleteOrganizationSchema = z.object({
  confirm: z.string().max(100).openapi({
    description:
      "The organization's slug, typed again: deleting removes its documents, brands, images, jobs and webhooks for good",
  }),
});

export const ActiveSpaceSchema = z.object({
  organizationId: z
    .string()
    .max(100)
    .nullable()
    .openapi({ description: "An organization you are a member of, or null for your personal space" }),
});

export const ActiveSpaceAnswerSchema = z
  .object({ activeOrganizationId: z.string().nullable(), role: RoleSchema.nullable() })
  .openapi("ActiveSpace");

export const InviteSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: RoleSchema.default("member"),
});

export const RoleChangeSchema = z.object({ role: RoleSchema });

/** An organization's id in a path: either form (OrganizationId), a bounded string. */
const OrganizationIdInPath = z.string().min(1).max(100).openapi(ORGANIZATION_ID);

export const OrganizationIdParam = z.object({ id: OrganizationIdInPath });
export const MemberParam = z.object({ id: OrganizationIdInPath, memberId: z.string().min(1).max(100) });
export const InvitationParam = z.object({ id: OrganizationIdInPath, invitationId: z.string().min(1).max(100) });
export const InvitationIdParam = z.object({ invitationId: z.string().min(1).max(100) });

export const InvitationPreviewSchema = z
  .object({ ...InvitationSchema.shape, organizationName: z.string(), inviterEmail: z.string() })
  .openapi("InvitationPreview");
export const AcceptedSchema = z
  .object({ organizationId: OrganizationId, memberId: z.string() })
  .openapi("InvitationAccepted");
export const OkSchema = z.object({ success: z.literal(true) });

export const ScopeSchema = z.enum(KEY_SCOPES).openapi("KeyScope");

const QuotaSchema = z.object({
  limit: z.number().int().min(1).max(100_000_000).openapi({ description: "Calls per period" }),
  refillSeconds: z
    .number()
    .int()
    .min(60)
    .max(366 * 86_400)
    .openapi({ description: "The period: the count goes back to `limit` this long after the last refill" }),
});

export const CreateOrganizationKeySchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(ScopeSchema)
    .min(1)
    .max(KEY_SCOPES.length)
    .openapi({ description: "What the key may call; a route outside them is 403 naming the scope it needs" }),
  quota: QuotaSchema.optional(),
  apiVersion: z.enum(API_VERSIONS).nullable().optional().openapi({
    description: "Pin the key to this dated API version (Quire-Version); null or left out follows the newest",
  }),
});

const OrganizationKeyFields = {
  id: z.string(),
  organizationId: OrganizationId,
  name: z.string(),
  start: z.string(),
  scopes: z.array(ScopeSchema),
  quota: QuotaSchema.extend({ remaining: z.number().int(), resetAt: z.string() }).nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  apiVersion: z.string().nullable(),
};

export const OrganizationKeySchema = z.object(OrganizationKeyFields).openapi("OrganizationApiKey");
export const CreatedOrganizationKeySchema = z
  .object({ ...OrganizationKeyFields, key: z.string().openapi({ description: "Shown only here" }) })
  .openapi("CreatedOrganizationApiKey");
export const KeyParam = z.object({ id: OrganizationIdInPath, keyId: z.string().min(1).max(100) });

export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().openapi({ description: "Events a page (default 50)" }),
  cursor: z.string().max(200).optional().openapi({ description: "`nextCursor` of the previous page" }),
});

export const AuditEventSchema = z
  .object({
    id: z.string(),
    actor: z.object({
      type: z.enum(["user", "key"]),
      id: z.string(),
      label: z.string().openapi({ description: "The person's e-mail address, or the key's name" }),
    }),
    action: z.string().openapi({ example: "member.role_changed" }),
    targetId: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    requestId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("AuditEvent");

export const AuditPageSchema = z
  .object({ items: z.array(AuditEventSchema), nextCursor: z.string().nullable() })
  .openapi("AuditPage");
