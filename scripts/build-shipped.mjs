// `npm run build:shipped`: the front end and the server `npm start` runs, built anew (the journeys'
// test run builds them once before its servers start: npm run test:e2e).
import { buildShipped } from './shipped-server.mjs';

buildShipped({ always: true });
