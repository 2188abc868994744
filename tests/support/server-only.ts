// server-only is a build-time marker; tests import server modules directly.
export {};
