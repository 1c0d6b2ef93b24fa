import { loginAdjustCvContract } from '../contracts/track/login-adjust.contract';
import type { ConversionMessage } from '../contracts/realtime/conversion-message';
import type { HttpPort } from '../ports/http.port';
import type { NativeBridgePort } from '../ports/native-bridge.port';

/**
 * /login/adjust-cv (000 §7) for a conversion the server announced (type 26): the install's
 * attribution as the shell's SDK knows it, with the conversion's event and value. Without
 * a shell there is no attribution, but the conversion still counts for the web install.
 * Best effort: a failure costs one analytics row, so nothing is retried or shown.
 */
export async function reportConversion(deps: { readonly http: HttpPort; readonly bridge: Pick<NativeBridgePort, 'attribution'> }, conversion: ConversionMessage): Promise<void> {
  const attribution = await deps.bridge.attribution().catch(() => undefined);
  await deps.http.request(loginAdjustCvContract, {
    attribution: { sdk: attribution?.attribution ?? '', conversion_event: conversion.event, conversion_value: conversion.value },
    ...(attribution?.adid === undefined ? {} : { adid: attribution.adid }),
    ...(attribution?.idfa === undefined ? {} : { idfa: attribution.idfa }),
  });
}
