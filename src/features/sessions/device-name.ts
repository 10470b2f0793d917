import type { DeviceDescription } from '@/lib/user-agent';

/**
 * How a device is named on /account: "Chrome · Windows", "Safari · iPhone", one of the two when
 * only one is known, `unknown` ("unknown device") when neither is.
 */
export const deviceName = (device: DeviceDescription, unknown: string): string =>
  [device.browser, device.os].filter(Boolean).join(' · ') || unknown;
