// The journeys' ports: fixed, so that a journey can name them, and moved together by
// E2E_PORT_OFFSET so that two checkouts on one machine can run their journeys side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePort = (port: number): number => port + offset;

/** The first product instance (playwright.config.ts): web app and origin. */
export const E2E_WEB_PORT = e2ePort(3100);
export const E2E_ORIGIN_PORT = e2ePort(4100);
