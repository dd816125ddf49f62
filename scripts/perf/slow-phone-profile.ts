import type { CDPSession } from '@playwright/test';

/**
 * The slow phone, the same for the measurement (slow-phone.ts) and the end-to-end tests that act
 * on it: the network at Lighthouse's mobile profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms round
 * trip), the CPU slowed down 4x.
 */
export async function throttleToSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 * 1.024) / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
