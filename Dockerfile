# Two production images from one build, chosen with --target (docker-compose.yml does):
#   client       the built client and its web server (client/server), configured at run time
#   mock-server  the mock provider, seeded from fixtures/ into the /data volume
# Stages: install every dependency, build, then production dependencies only where an image needs
# them: the client's web server is one self-contained bundle, so its image has no node_modules.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY mock-server/package.json mock-server/
COPY client/package.json client/
COPY provider-check/package.json provider-check/

# 1. Install: everything the build needs.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 2. Build: the client app (client/dist), its server renderer (client/dist-ssr) and its web server
#    (client/dist-server/main.js), and the mock provider (mock-server/dist/main.js). The provider is not baked into the client: the web
#    server hands it to the app at run time.
FROM deps AS build
COPY tsconfig.base.json ./
COPY shared shared
COPY client client
COPY mock-server mock-server
RUN npm run build -w client && npm run build -w mock-server

# 3. Production dependencies of the mock provider (the client's web server bundles its own).
FROM manifests AS mock-server-prod-deps
RUN npm ci --omit=dev --workspace mock-server --no-audit --no-fund && npm cache clean --force

# The production client: node runs the server directly (PID 1 gets SIGTERM; it closes cleanly).
# dist-server/main.js bundles express and the rest (client/server/vite.config.ts), so nothing is
# installed: client/server/bundle.test.ts keeps it that way.
FROM ${NODE_IMAGE} AS client
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DIST_DIR=/app/client/dist
WORKDIR /app
COPY client/package.json client/
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-server client/dist-server
# The server renderer of public pages (vite build --ssr, self-contained), found beside dist-server.
COPY --from=build /app/client/dist-ssr client/dist-ssr
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "client/dist-server/main.js"]

# The mock provider: its built bundle, node started directly (decision 0241). The sources stay
# beside it for `npm run seed -w mock-server` (tsx) inside the container.
FROM ${NODE_IMAGE} AS mock-server
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=mock-server-prod-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY shared shared
COPY mock-server mock-server
COPY --from=build /app/mock-server/dist mock-server/dist
COPY fixtures fixtures
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "mock-server/dist/main.js"]
