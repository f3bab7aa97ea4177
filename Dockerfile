# One image for the gateway and every service; the command picks which one runs:
#   docker run IMAGE node dist/server/jotto.js
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY proto/package.json proto/
COPY services/kit/package.json services/kit/
COPY services/auth/package.json services/auth/
COPY services/wordree/package.json services/wordree/
COPY services/jotto/package.json services/jotto/
COPY services/bloom/package.json services/bloom/
COPY services/leaderboard/package.json services/leaderboard/
COPY services/admin/package.json services/admin/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/proto/package.json proto/
COPY --from=build /app/services/kit/package.json services/kit/
COPY --from=build /app/services/auth/package.json services/auth/
COPY --from=build /app/services/wordree/package.json services/wordree/
COPY --from=build /app/services/jotto/package.json services/jotto/
COPY --from=build /app/services/bloom/package.json services/bloom/
COPY --from=build /app/services/leaderboard/package.json services/leaderboard/
COPY --from=build /app/services/admin/package.json services/admin/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/tests/package.json tests/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 8080
CMD ["node", "dist/server/gateway.js"]
