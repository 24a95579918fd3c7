/**
 * The installed Chromium both Playwright configurations drive (no browser is ever downloaded), with the switches that
 * keep it quiet and off the network in CI.
 */
export const installedChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};
