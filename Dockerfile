# Quire's image: built from the sources in a build stage, run from the compiled build as a non-root user on a
# read-only root, with DATA_DIR on a volume. BASE is any Debian-based Node 20 image (the official one by default).
ARG BASE=docker.io/library/node:20-bookworm-slim

FROM ${BASE} AS toolchain
# A native module without a prebuilt binary for this platform is compiled here, never in the image that runs.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/sdk/package.json packages/sdk/

# Production dependencies alone, in a layer that changes only with the lockfile. Peers a package names as optional
# (better-auth's test helpers name vitest) would otherwise stay with the dev tools that satisfy them here.
FROM toolchain AS dependencies
RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${BASE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Only what runs: the build, production dependencies, the web app, the themes and the showcase; root owns it all.
COPY --from=build /src/package.json ./
COPY --from=dependencies /src/node_modules ./node_modules
COPY --from=build /src/packages/sdk/package.json ./packages/sdk/
COPY --from=build /src/packages/sdk/dist ./packages/sdk/dist
COPY --from=build /src/build ./build
COPY --from=build /src/web/dist ./web/dist
COPY --from=build /src/assets ./assets
COPY --from=build /src/content ./content
RUN mkdir -p /data && chown 10001:10001 /data
USER 10001:10001
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (open requests, agent streams and job items in flight) and exits 0 within 35 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--conditions=quire-build", "--enable-source-maps", "--max-old-space-size=512", "--max-semi-space-size=8", "build/cli/index.js"]
CMD ["serve"]
