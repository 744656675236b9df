# Build stage: native modules (sqlite3) compile here, with the toolchain the runtime image does not carry.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# Runtime stage: no compiler, a non-root user, fonts shipped in render/fonts.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY commands ./commands
COPY render ./render
COPY data ./data
RUN mkdir -p var && chown node:node var
USER node
VOLUME ["/app/var"]
# /healthz and /metrics; the supervisor restarts a bot whose gateway or store stops answering.
ENV OPS_PORT=9464
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.OPS_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "src/bot/main.ts"]
