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
CMD ["node", "--import", "tsx", "src/bot/main.ts"]
