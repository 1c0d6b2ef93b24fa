/**
 * Captured audio to what the encoder takes: the channels mixed to mono, the rate brought
 * to the target (16 kHz for voice messages), then 16-bit samples.
 */

/** The mean of the channels, sample by sample (all channels have the same length). */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (first === undefined) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  return mono;
}

/**
 * Resamples mono audio. Going down, each output sample is the mean of the input samples
 * it covers (a box filter: cheap, and enough against aliasing for speech at 16 kHz);
 * going up, linear interpolation.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || input.length === 0) return input;
  const ratio = fromRate / toRate;
  const length = Math.floor(input.length / ratio);
  const output = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    if (ratio > 1) {
      const start = Math.floor(i * ratio);
      const end = Math.min(input.length, Math.max(start + 1, Math.floor((i + 1) * ratio)));
      let sum = 0;
      for (let j = start; j < end; j += 1) sum += input[j] ?? 0;
      output[i] = sum / (end - start);
    } else {
      const position = i * ratio;
      const left = Math.floor(position);
      const right = Math.min(input.length - 1, left + 1);
      const weight = position - left;
      output[i] = (input[left] ?? 0) * (1 - weight) + (input[right] ?? 0) * weight;
    }
  }
  return output;
}

/** Float samples (−1…1, clipped) to signed 16-bit. */
export function toInt16(input: Float32Array): Int16Array {
  const output = new Int16Array(input.length);
  for (let i = 0; i < input.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, input[i] ?? 0));
    output[i] = clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff;
  }
  return output;
}
