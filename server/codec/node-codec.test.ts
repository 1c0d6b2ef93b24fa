import { describe, expect, it } from 'vitest';
import { describeCodecVectors, vectors } from '../../tests/vectors/codec-vector-suite';
import { buildCodecVectors } from '../../tests/vectors/generate-codec-vectors';
import { nodeCodec } from './node-codec';

describeCodecVectors('node:crypto codec', nodeCodec);

describe('codec vectors file', () => {
  it('is exactly what the reference generator produces', () => {
    expect(vectors).toEqual(JSON.parse(JSON.stringify(buildCodecVectors())));
  });
});

describe('nodeCodec.withKey', () => {
  it('hands out the same keyed codec for the same key, so keys are derived once per session', () => {
    const key = vectors.keys[1]?.master as string;
    expect(nodeCodec.withKey(key)).toBe(nodeCodec.withKey(key));
  });
});
