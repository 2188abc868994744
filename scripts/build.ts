import { buildWebApp } from './product';

// `npm run build`: the web app as `npm start` builds it (scripts/product.ts).
process.exitCode = buildWebApp() ? 0 : 1;
