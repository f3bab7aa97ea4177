# One image for the gateway and every service; the command picks which one runs:
#   docker run IMAGE node dist/server/jotto.js
# Written for the classic builder too (docker-compose v1 builds with it): no BuildKit-only syntax.
# NODE_IMAGE may name a local stand-in (infra/images/build-local.sh) where no registry is reachable.
ARG NODE_IMAGE=node:24-slim

# Every package.json outside node_modules (the workspaces, found rather than listed) and the
# lockfile. This stage reruns on any change, but its output changes only with the manifests, so
# the `npm ci` layers below stay cached when only sources change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && find . -name node_modules -prune -o -name package.json -exec cp --parents {} /manifests \; \
  && cp package-lock.json .npmrc /manifests/

# No compiler in any stage: the native packages in the lock ship prebuilt binaries for each
# platform (@node-rs/argon2, esbuild, @parcel/watcher). The only install scripts that would call
# node-gyp (ssh2's and cpu-features', under testcontainers) build optional extras, and
# package.json's allowScripts denies them.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the server workspaces only: the web app's packages (react, radix-ui...)
# are already bundled into web/dist by vite. Our own workspaces are bundled into dist/server.
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --omit=dev --workspace proto --workspace services --workspace gateway \
    --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# tini as PID 1 passes SIGTERM on to Node (which then shuts down cleanly) and reaps zombies.
# /run/secrets/hub belongs to node so that a named volume mounted there starts out writable by it.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /run/secrets/hub \
  && chown node:node /run/secrets/hub \
  && chmod 700 /run/secrets/hub
# Services listen on loopback unless HOST says otherwise (kit's serviceProcessEnv): in a container
# the gateway reaches them over the pod or compose network, so they listen on it. The gateway
# ignores HOST and always listens on every interface: it is the public port.
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=server-deps /app ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 8080
# Generous timeout: a loaded machine can take seconds to start the check's own Node.
HEALTHCHECK --interval=10s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "dist/server/gateway.js"]
