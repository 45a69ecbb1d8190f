# syntax=docker/dockerfile:1
# Build stage: install with the pinned pnpm, compile better-sqlite3, build rules, server and client.
FROM node:20-bookworm AS build
WORKDIR /app
RUN npm install -g pnpm@12.4.2
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY packages/rules/package.json packages/rules/
COPY packages/server/package.json packages/server/
COPY packages/client/package.json packages/client/
RUN npm_config_nodedir=/usr/local pnpm install --frozen-lockfile
COPY packages packages
RUN pnpm run build && pnpm --filter @tablee/server deploy --prod /out/server \
  && cp -r packages/client/dist /out/client

# Runtime stage: only the server's production dependencies, run as an unprivileged user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=2567 HOST=0.0.0.0 DATABASE_PATH=/data/tablee.sqlite CLIENT_DIST=/app/client
WORKDIR /app
COPY --from=build /out/server /app/server
COPY --from=build /out/client /app/client
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 2567
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:2567/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# --single-threaded-gc: GC threads would take turns with the event loop on a small VPS (docs/PERFORMANCE.md).
CMD ["node", "--single-threaded-gc", "server/dist/main.js"]
