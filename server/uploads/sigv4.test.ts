import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signV4 } from './sigv4.js';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4 against AWS published examples', () => {
  // Amazon S3 API reference, "Examples: Signature Calculations (Authorization header)": GET Object.
  it('signs the S3 GET Object example (first 10 bytes of examplebucket/test.txt) to its published signature', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_SHA256,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: EMPTY_SHA256,
      },
      { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
      '20130524T000000Z',
    );
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign.split('\n')[3]).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  // The original SigV4 test suite's get-vanilla-query-order-key case: repeated query keys sorted by value, a Date header.
  it('sorts repeated query parameters by value and signs the suite example to its published signature', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/',
        query: [
          ['foo', 'Zoo'],
          ['foo', 'aha'],
        ],
        headers: { Date: 'Mon, 09 Sep 2011 23:36:00 GMT', Host: 'host.foo.com' },
        payloadHash: EMPTY_SHA256,
      },
      { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'host' },
      '20110909T233600Z',
    );
    expect(signed.canonicalRequest.split('\n')[2]).toBe('foo=Zoo&foo=aha');
    expect(sha256Hex(signed.canonicalRequest)).toBe('e25f777ba161a0f1baf778a87faf057187cf5987f17953320e3ca399feb5f00d');
    expect(signed.signature).toBe('be7148d34ebccdc6423b19085378aa0bee970bdc61d144bd1a8c48c33079ab09');
  });

  it('encodes path characters outside the unreserved set but keeps the slashes', () => {
    const signed = signV4(
      { method: 'PUT', path: '/bucket/a b$c.jpg', headers: { host: 'h' }, payloadHash: 'UNSIGNED-PAYLOAD' },
      { accessKey: 'k', secretKey: 's', region: 'r', service: 's3' },
      '20240101T000000Z',
    );
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/bucket/a%20b%24c.jpg');
  });
});

describe('amzDate', () => {
  it('writes UTC time in ISO 8601 basic form without milliseconds', () => {
    expect(amzDate(Date.UTC(2013, 4, 24, 0, 0, 0, 999))).toBe('20130524T000000Z');
  });
});
