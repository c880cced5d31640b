# Atrium server image: the release folder of scripts/release.mjs (the server bundle, the web app,
# the server's production dependencies where the lock file places them), run as a non-root user.
# That script and the start of its result from a clean environment are tested
# (apps/server/src/ops/release.test.ts); this file only calls it and is not built by the tests
# (README: Running in production).

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
RUN node scripts/release.mjs /release

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/atrium
WORKDIR /app
COPY --from=build /release ./
RUN useradd --system --uid 10001 --home-dir /var/lib/atrium atrium \
    && mkdir -p /var/lib/atrium && chown atrium /var/lib/atrium && chmod 700 /var/lib/atrium
USER atrium
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/atrium.js", "serve"]
