# Production-like image: the server (tsx) serving the built web app, on PostgreSQL via DATABASE_URL.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json turbo.json ./
COPY apps ./apps
COPY packages ./packages
COPY tooling ./tooling
RUN npm ci --no-audit --no-fund && npx turbo run build --filter=@courant/web

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data STORAGE_DIR=/data/storage
COPY --from=build /app ./
VOLUME /data
EXPOSE 3000
CMD ["npm", "run", "start", "-w", "@courant/server"]
