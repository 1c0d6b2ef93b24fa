import { describeCodecVectors } from '../../tests/vectors/codec-vector-suite';
import { nodeCodec } from './node-codec';

describeCodecVectors('node:crypto codec', nodeCodec);
