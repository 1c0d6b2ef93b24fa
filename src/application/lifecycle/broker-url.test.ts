import { describe, expect, it } from 'vitest';
import { brokerUrlOf } from './broker-url';

const embedded = { mqtt_host: '', mqtt_port: 0, mqtt_path: '/mqtt' };

describe('brokerUrlOf', () => {
  it("connects to the page's own host and port when socket_info names none", () => {
    expect(brokerUrlOf(embedded, { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/mqtt');
    expect(brokerUrlOf(embedded, { protocol: 'https:', host: 'glint.example' })).toBe('wss://glint.example/mqtt');
  });

  it('connects to the broker socket_info names, with its port when one is given', () => {
    expect(brokerUrlOf({ mqtt_host: 'mq.example', mqtt_port: 8443, mqtt_path: '/ws' }, { protocol: 'https:', host: 'app.example' })).toBe('wss://mq.example:8443/ws');
    expect(brokerUrlOf({ mqtt_host: 'mq.example', mqtt_port: 0, mqtt_path: '/mqtt' }, { protocol: 'http:', host: 'x' })).toBe('ws://mq.example/mqtt');
  });
});
