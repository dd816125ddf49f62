# The shop as a container image (docs/deployment.md).
#
# build:   exactly what CI runs: `npm ci`, then `npm run build` (the SPA, sitemap, prerendered
#          pages, and the nginx configuration in dist/.vite/nginx/default.conf.template).
# runtime: the official nginx image serving dist/ with that configuration as a template; at
#          container start the image fills in API_UPSTREAM and AUTH_UPSTREAM (origins, no path).
#
#   docker build -t shop --build-arg VITE_SITE_URL=https://www.example.nl \
#     --build-arg VITE_API_URL=https://api.example.nl/api .
#
# Without VITE_SITE_URL and VITE_API_URL the build stops (scripts/build.ts); SHOP_BUILD_FLAGS=--demo
# builds the demo shop instead (docker-compose.yml).
#   docker run -p 8080:80 -e API_UPSTREAM=http://api:8787 -e AUTH_UPSTREAM=http://api:8787 shop

# The Node the build runs on: 20 (the build machines' Node) or 24, the two that CI tests
# (package.json `engines`, docs/decisions/0072-node-20-and-24.md): --build-arg NODE_MAJOR=24.
ARG NODE_MAJOR=20
FROM node:${NODE_MAJOR}-bookworm-slim AS build
WORKDIR /app
# The build's configuration (.env.example). The public address and the API have no default: an
# image built without them would be the demo shop.
ARG VITE_SITE_URL
ARG VITE_API_URL
ARG SHOP_BUILD_FLAGS=
ARG VITE_AUTH_DOMAIN=
ARG VITE_SENTRY_DSN=
ARG VITE_SENTRY_ENVIRONMENT=production
ARG BUILD_ID=
# Absolute origins for the proxy lines of dist/_redirects (Netlify); nginx takes them at start.
ARG API_UPSTREAM=
ARG AUTH_UPSTREAM=
# The demo API and the auth backend are workspace packages: npm ci needs their package.json too.
COPY package.json package-lock.json ./
COPY demo-api/package.json demo-api/
COPY auth-backend/package.json auth-backend/
RUN npm ci
COPY . .
RUN npm run build -- $SHOP_BUILD_FLAGS

FROM nginx:1.28-alpine AS runtime
# Only the two upstreams are filled in; every other $ in the template is nginx's own.
ENV NGINX_ENVSUBST_FILTER="(API|AUTH)_UPSTREAM"
COPY --from=build /app/dist /usr/share/nginx/html
COPY --from=build /app/dist/.vite/nginx/default.conf.template /etc/nginx/templates/default.conf.template
EXPOSE 80
