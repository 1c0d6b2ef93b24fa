import { describeCodecVectors } from '../../../tests/vectors/codec-vector-suite';
import { cryptoJsCodec } from './crypto-js-codec';

describeCodecVectors('crypto-js codec', cryptoJsCodec);
