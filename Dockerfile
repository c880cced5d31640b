# Atrium server image: the built server bundle, the built web app and the server's production
# dependencies, run as a non-root user. Mirrors deploy/run-local.sh (see README: Running in
# production); it is not built in this project's CI (no image registry there).

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The server's runtime dependencies only (the bundle keeps npm packages external).
RUN npm ci --omit=dev --workspace apps/server --include-workspace-root=false --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/atrium \
    ATRIUM_WEB_DIST=/app/web
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/apps/server/dist ./server
COPY --from=build /src/apps/web/dist ./web
RUN useradd --system --uid 10001 --home-dir /var/lib/atrium atrium \
    && mkdir -p /var/lib/atrium && chown atrium /var/lib/atrium && chmod 700 /var/lib/atrium
USER atrium
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "server/atrium.js", "serve"]
