// The HTTP app: reads top to bottom as the list of routes Quire serves.
import { apiVersion } from "./http/middleware/api-version.js";
import { usageRoutes } from "./http/routes/usage.js";
import { organizationRoutes } from "./http/routes/organizations.js";
import { organizationInvitationRoutes } from "./http/routes/organization-invitations.js";
import { organizationKeyRoutes } from "./http/routes/organization-keys.js";
import { organizationAuditRoutes } from "./http/routes/organization-audit.js";
import type { Deps } from "./deps.js";
import { createRouter } from "./http/openapi.js";
import { installRequestContext } from "./http/request-context.js";
import { notFound, onError } from "./http/middleware/errors.js";
import { createAllowedMethods } from "./http/route-table.js";
import { healthRoutes } from "./http/routes/health.js";
import { docsRoutes } from "./http/routes/docs.js";
import { authProviderRoutes } from "./http/routes/auth-providers.js";
import { authRoutes } from "./http/routes/auth.js";
import { workspaceRoutes } from "./http/routes/workspace.js";
import { documentHistoryRoutes } from "./http/routes/document-history.js";
import { documentSlideRoutes } from "./http/routes/document-slides.js";
import { showcaseRoutes } from "./http/routes/showcase.js";
import { renderRoutes } from "./http/routes/render.js";
import { themeRoutes } from "./http/routes/themes.js";
import { exportRoutes } from "./http/routes/export.js";
import { brandRoutes } from "./http/routes/brands.js";
import { brandTemplateRoutes } from "./http/routes/brand-template.js";
import { brandGenerateRoutes } from "./http/routes/brand-generate.js";
import { jobRoutes } from "./http/routes/jobs.js";
import { assetRoutes } from "./http/routes/assets.js";
import { importRoutes } from "./http/routes/import.js";
import { agentRoutes } from "./http/routes/agent.js";
import { onboardingRoutes } from "./http/routes/onboarding.js";
import { webhookRoutes } from "./http/routes/webhooks.js";
import { mcpRoutes } from "./http/routes/mcp.js";
import { metricsRoutes } from "./http/routes/metrics.js";
import { webApp } from "./http/routes/web.js";

export function createApp(deps: Deps) {
  const app = createRouter();

  app.use("/api/*", apiVersion());
  app.route("/", healthRoutes(deps));
  app.route("/", authProviderRoutes(deps));
  app.route("/", authRoutes(deps));
  app.route("/", workspaceRoutes(deps));
  app.route("/", documentSlideRoutes(deps));
  app.route("/", documentHistoryRoutes(deps));
  app.route("/", showcaseRoutes(deps));
  app.route("/", renderRoutes(deps));
  app.route("/", themeRoutes());
  app.route("/", exportRoutes(deps));
  app.route("/", brandRoutes(deps));
  app.route("/", brandTemplateRoutes(deps));
  app.route("/", brandGenerateRoutes(deps));
  app.route("/", jobRoutes(deps));
  app.route("/", assetRoutes(deps));
  app.route("/", importRoutes(deps));
  app.route("/", agentRoutes(deps));
  app.route("/", onboardingRoutes(deps));
  app.route("/", webhookRoutes(deps));
  app.route("/", organizationRoutes(deps));
  app.route("/", organizationInvitationRoutes(deps));
  app.route("/", organizationKeyRoutes(deps));
  app.route("/", organizationAuditRoutes(deps));
  app.route("/", usageRoutes(deps));
  app.route("/", mcpRoutes(app, deps));
  app.route("/", metricsRoutes(deps));
  app.route("/", docsRoutes(app, deps.config.version));
  const web = webApp();
  app.route("/", web.routes);

  app.onError(onError);
  const apiNotFound = notFound(createAllowedMethods(() => app.routes));
  app.notFound((c) => web.page(c) ?? apiNotFound(c));
  installRequestContext(app, deps.logger, deps.metrics.http);
  return app;
}

export type App = ReturnType<typeof createApp>;
