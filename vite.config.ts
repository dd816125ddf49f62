import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const demoApiPort = Number(process.env.DEMO_API_PORT ?? 8787);
const demoApi = `http://127.0.0.1:${demoApiPort}`;
// The shop, its API and auth share one origin: dev and preview servers hand these to the demo API.
const proxy = { '/api': demoApi, '/auth': demoApi, '/__demo': demoApi };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
