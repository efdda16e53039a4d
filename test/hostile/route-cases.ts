// How the hostile suite sends each route of the OpenAPI document its worst: one entry per operation, so a new route does
// not compile until it says here which files it reads and whether its ids may be real (the compiler checks the keys
// against the operations @quire/sdk generates from the document).
import type { operations } from "../../packages/sdk/src/openapi.js";
import type { CorpusFormat } from "./decoder-corpus.js";

export type OperationId = keyof operations;

/** How a route reads a user's file: the corpus formats it takes, and the multipart field (or the raw body) it reads. */
export interface FileRoute {
  formats: readonly CorpusFormat[];
  as: "file" | "files" | "raw";
  /** Other form fields the request needs besides the file. */
  fields?: Record<string, string>;
  /** What an answer to a corpus file must be: the entry's own expectation, or only "no 5xx" where it reads the file as an attachment. */
  judged: "entry" | "no-5xx";
  /** One file of each format rather than all: the route reads them with the same reader another route is sent all of. */
  sample?: true;
}

export interface RouteCase {
  /** Files of the decoder corpus this route reads. */
  files?: FileRoute;
  /** Given no real id and run after the others: it deletes, moves or ends what it names. */
  destructive?: true;
  /** Of the JSON body, at most this many bytes (a body that makes a hundred decks is bounded lower than the route allows). */
  maxBytes?: number;
  /** Not sent at all, and why. */
  skip?: string;
}

const PICTURES: readonly CorpusFormat[] = ["png", "jpeg", "gif", "webp", "svg"];
const TEMPLATES: readonly CorpusFormat[] = ["pptx", "potx"];
const IMPORTED: readonly CorpusFormat[] = ["pptx", "potx", "docx", "xlsx", "pdf"];

export const ROUTE_CASES: Record<OperationId, RouteCase> = {
  getHealth: {},
  listAuthProviders: {},
  sendMagicLink: {},
  verifyMagicLink: {},
  startSocialSignIn: {},
  getSession: {},
  signOut: { destructive: true },
  createApiKey: {},
  listApiKeys: {},
  updateApiKey: { destructive: true },
  deleteApiKey: { destructive: true },
  listDocuments: {},
  createDocument: {},
  getDocument: {},
  updateDocument: {},
  deleteDocument: { destructive: true },
  moveDocument: { destructive: true },
  getSlideImage: {},
  getDocumentQuality: {},
  editDocument: {},
  getSlideVariants: {},
  applySlideVariant: {},
  regenerateSlide: {},
  listDocumentVersions: {},
  getDocumentVersion: {},
  diffDocumentVersions: {},
  restoreDocumentVersion: {},
  listShowcaseDemos: {},
  getShowcaseDemo: {},
  forkShowcaseDemo: {},
  renderSource: {},
  listThemes: {},
  exportDocument: {},
  uploadBrand: { files: { formats: TEMPLATES, as: "file", judged: "entry" } },
  listBrands: {},
  getBrand: {},
  replaceBrand: { files: { formats: TEMPLATES, as: "file", judged: "entry", sample: true } },
  deleteBrand: { destructive: true },
  listBrandVersions: {},
  getBrandVersion: {},
  getBrandTemplatePage: {},
  generateOnBrand: {
    files: {
      formats: IMPORTED,
      as: "files",
      fields: { prompt: "A deck from the attached file" },
      judged: "no-5xx",
      sample: true,
    },
  },
  batchOnBrand: { maxBytes: 256 * 1024 },
  listJobs: {},
  getJob: {},
  getJobEvents: {},
  cancelJob: { destructive: true },
  getJobResult: {},
  uploadAsset: { files: { formats: PICTURES, as: "file", judged: "entry" } },
  listAssets: {},
  getAsset: {},
  updateAsset: {},
  deleteAsset: { destructive: true },
  importFile: { files: { formats: IMPORTED, as: "file", judged: "no-5xx" } },
  runAgent: {
    files: {
      formats: IMPORTED,
      as: "files",
      fields: { prompt: "A deck from the attached file" },
      judged: "no-5xx",
      sample: true,
    },
  },
  runDemo: {},
  getOnboarding: {},
  seedOnboarding: {},
  resetOnboarding: { destructive: true },
  createWebhook: {},
  listWebhooks: {},
  getWebhook: {},
  updateWebhook: {},
  deleteWebhook: { destructive: true },
  listWebhookDeliveries: {},
  redeliverWebhookDelivery: {},
  testWebhook: {},
  listOrganizations: {},
  createOrganization: {},
  setActiveOrganization: {},
  getOrganization: {},
  updateOrganization: {},
  deleteOrganization: { destructive: true },
  listOrganizationMembers: {},
  updateMemberRole: {},
  removeMember: { destructive: true },
  leaveOrganization: { destructive: true },
  createInvitation: {},
  listInvitations: {},
  revokeInvitation: { destructive: true },
  getInvitation: {},
  acceptInvitation: {},
  createOrganizationKey: {},
  listOrganizationKeys: {},
  deleteOrganizationKey: { destructive: true },
  getOrganizationAudit: {},
  getUsage: {},
  pictureSources: {},
  callMcp: {},
  getMetrics: {},
  createShare: {},
  listShares: {},
  getShare: {},
  updateShare: {},
  revokeShare: { destructive: true },
  getShareViews: {},
  viewSharedPage: {},
  unlockSharedPage: {},
  getSharedDocument: {},
  unlockShare: {},
  getSharedSlideImage: {},
  getSharedContent: {},
  downloadShared: {},
  reportSharedView: {},
  getOpenApiDocument: {},
  getApiReference: {},
};
