# Build stage: native modules (better-sqlite3, when no prebuilt binary downloads) compile here, with the toolchain the
# runtime image does not carry, and the TypeScript is bundled once into plain JavaScript (dist/), so nothing compiles at
# run time.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY render ./render
COPY data ./data
RUN npm run build && npm prune --omit=dev

# Runtime stage: no compiler, no TypeScript, a non-root user; the fonts travel in dist/fonts.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p var && chown node:node var
USER node
VOLUME ["/app/var"]
# /healthz and /metrics; the supervisor restarts a bot whose gateway or store stops answering.
ENV OPS_PORT=9464
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.OPS_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Register the slash commands once with: docker run … node dist/deploy-commands.js
CMD ["node", "--enable-source-maps", "dist/main.js"]
