# Production-like image: the compiled server (dist/main.mjs) serving the built web app, on PostgreSQL via
# DATABASE_URL. It runs as the unprivileged `node` user (uid 1000) of the Node image (issue 18): the
# application files belong to root and are read-only to it; only /data (embedded database, outbox,
# stored files) is writable.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json turbo.json ./
COPY apps ./apps
COPY packages ./packages
COPY tooling ./tooling
# The web app and the server bundle are built here, so that the start needs no write under /app.
RUN npm ci --no-audit --no-fund \
  && npx turbo run build --filter=@courant/web \
  && npm run build -w @courant/server

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data STORAGE_DIR=/data/storage
COPY --from=build /app ./
# A named volume mounted on /data takes this directory's owner the first time it is created.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
WORKDIR /app/apps/server
# node directly (not npm start): no stale check, no rebuild, signals reach the server (graceful stop).
# The node options are npm start's (apps/server/package.json; a larger young generation: see the
# server README, issue 19).
CMD ["node", "--max-semi-space-size=32", "dist/main.mjs"]
