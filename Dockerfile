# One image for every role: `serve` (API), `work` (worker), `start` (both).
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
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY examples ./examples
COPY migrations ./migrations
USER node
EXPOSE 3000
ENTRYPOINT ["node", "dist/src/cli.js"]
CMD ["serve"]
