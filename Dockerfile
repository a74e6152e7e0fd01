# Production image: one image for the api and worker roles (ROLE=api|worker|all).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# Documents are read in worker threads; glibc would keep a malloc arena per thread that ever ran.
ENV MALLOC_ARENA_MAX=2
# Blocks over 128 KB from mmap, returned to the system when freed (glibc's threshold otherwise grows).
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The sample quiz repository and interview banks (QUIZ_REPO_ROOT, INTERVIEW_BANK_ROOT defaults).
COPY --from=build /app/content ./content
USER node
EXPOSE 3000
CMD ["sh", "-c", "node dist/src/bin/migrate.js && exec node --max-semi-space-size=32 dist/src/main.js"]
