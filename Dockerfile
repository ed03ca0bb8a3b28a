# One image build for the workspace; docker-compose.yml picks a target per service.
FROM node:20.19-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY mock-server/package.json mock-server/
COPY client/package.json client/
COPY provider-check/package.json provider-check/
RUN npm ci --no-audit --no-fund
COPY . .

FROM deps AS mock-server
ENV PORT=4000 DATA_DIR=/data HOST=0.0.0.0
EXPOSE 4000
VOLUME ["/data"]
CMD ["npm", "run", "start", "-w", "mock-server"]

FROM deps AS client
ARG VITE_API_BASE_URL=
ENV VITE_API_BASE_URL=${VITE_API_BASE_URL} CLIENT_PORT=5173
RUN npm run build -w client
EXPOSE 5173
CMD ["npm", "run", "preview", "-w", "client"]
