import { describe, expect, it } from 'vitest';
import { clientIdOfConnect, RelayedLogin } from './relayed-login.js';

/** An MQTT 3.1.1 CONNECT as mqtt.js writes it: name "MQTT", level 4, flags, keepalive 30, the client id, then a username. */
function connectPacket(clientId: string): Buffer {
  const field = (text: string): Buffer => {
    const bytes = Buffer.from(text);
    return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
  };
  const body = Buffer.concat([field('MQTT'), Buffer.from([4, 0xc2, 0, 30]), field(clientId), field('user')]);
  return Buffer.concat([Buffer.from([0x10, body.length]), body]);
}

const connack = (returnCode: number): Buffer => Buffer.from([0x20, 2, 0, returnCode]);

describe('what the /mqtt relay learns of a connection', () => {
  it('reads the client id of a CONNECT', () => {
    expect(clientIdOfConnect(connectPacket('g42_abc'))).toBe('g42_abc');
    expect(clientIdOfConnect(Buffer.from([0x30, 2, 0, 0]))).toBeNull();
    expect(clientIdOfConnect(connectPacket('g42_abc').subarray(0, 9))).toBeNull();
  });

  it('counts the user once Mosquitto accepted the login, and not when it refused it', () => {
    const accepted = new RelayedLogin();
    accepted.fromClient(connectPacket('g42_abc'));
    expect(accepted.fromBroker(connack(0))).toBe('42');
    expect(accepted.user).toBe('42');

    const refused = new RelayedLogin();
    refused.fromClient(connectPacket('g42_abc'));
    expect(refused.fromBroker(connack(5))).toBeNull();
    expect(refused.user).toBeNull();
  });

  it('gathers a CONNECT written field by field, as mqtt.js writes it', () => {
    const login = new RelayedLogin();
    const packet = connectPacket('g7_dev');
    for (let at = 0; at < packet.length; at += 2) login.fromClient(packet.subarray(at, at + 2));
    login.fromBroker(connack(0).subarray(0, 2));
    expect(login.fromBroker(connack(0).subarray(2))).toBe('7');
  });

  it('counts no one for a client id Glint did not issue', () => {
    const stranger = new RelayedLogin();
    stranger.fromClient(connectPacket('someone'));
    expect(stranger.fromBroker(connack(0))).toBeNull();
  });
});
