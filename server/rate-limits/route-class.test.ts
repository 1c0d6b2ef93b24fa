import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-address.js';
import { rateClassOfRequest } from './route-class.js';

describe('which limit a request counts against', () => {
  it('puts sign-in, reset codes, uploads, reports and telemetry in their own tighter classes', () => {
    expect(rateClassOfRequest('POST', '/api/login/handle')).toBe('signIn');
    expect(rateClassOfRequest('POST', '/api/account/bind')).toBe('signIn');
    expect(rateClassOfRequest('POST', '/api/login/forgot-code')).toBe('resetCode');
    expect(rateClassOfRequest('POST', '/api/login/reset-password')).toBe('resetCode');
    expect(rateClassOfRequest('POST', '/api/upload/params')).toBe('upload');
    expect(rateClassOfRequest('PUT', '/uploads/2026/11/a.jpg?x=1')).toBe('upload');
    expect(rateClassOfRequest('POST', '/api/report/handle')).toBe('report');
    expect(rateClassOfRequest('POST', '/api/track/report')).toBe('telemetry');
    expect(rateClassOfRequest('POST', '/api/log/report')).toBe('telemetry');
  });

  it('counts every other API request as api, and pages, media and the rest as other', () => {
    expect(rateClassOfRequest('POST', '/api/msg/send')).toBe('api');
    expect(rateClassOfRequest('POST', '/api/no/such-call')).toBe('api');
    expect(rateClassOfRequest('GET', '/uploads/2026/11/a.jpg')).toBe('other');
    expect(rateClassOfRequest('GET', '/assets/index.js')).toBe('other');
    expect(rateClassOfRequest('POST', '/admin/maintenance/on')).toBe('other');
  });
});

describe('who a client address stands for', () => {
  it('keeps IPv4 as is and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts a whole IPv6 /64 as one client, however it is written', () => {
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
