/**
 * Flags for Debian's Chromium as root on a machine with no outside network: headless, no
 * sandbox, and none of the background connections it would otherwise retry (shared with bench/).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
