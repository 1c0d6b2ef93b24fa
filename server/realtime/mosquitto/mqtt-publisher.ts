import type { MqttClient } from 'mqtt';
import { MQTT_QOS, REALTIME_TOPIC } from '../../../src/domain/constants.js';
import { encodeRealtimeMessage, parseRealtimeMessage, type RealtimeMessage } from '../payload.js';
import type { InboundListener, RealtimePublisher } from '../publisher.js';
import { isOnlyLevel, roomSystemTopic, topicScope, userInboxTopic } from '../topics.js';

/**
 * RealtimePublisher through an MQTT broker we did not write (Mosquitto), as one more
 * client with the glint-server role. Mosquitto cannot rewrite payloads, so the sender's
 * uid is taken from the outbox topic — which only that user may publish to (its ACL) —
 * and stamped here as `from_uid`, where Aedes stamps it in the broker.
 */
export class MqttRealtimePublisher implements RealtimePublisher {
  private readonly listeners = new Set<InboundListener>();

  constructor(private readonly client: MqttClient) {}

  async start(): Promise<void> {
    this.client.on('message', (topic, payload) => this.deliver(topic, payload));
    await this.client.subscribeAsync(`${REALTIME_TOPIC.user}/+/${REALTIME_TOPIC.outbox}`, { qos: MQTT_QOS });
  }

  publishToUser(uid: string | number, message: RealtimeMessage): Promise<void> {
    return this.publish(userInboxTopic(String(uid)), message);
  }

  publishToRoom(roomId: string | number, message: RealtimeMessage): Promise<void> {
    return this.publish(roomSystemTopic(String(roomId)), message);
  }

  onUserMessage(listener: InboundListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async publish(topic: string, message: RealtimeMessage): Promise<void> {
    await this.client.publishAsync(topic, encodeRealtimeMessage(message), { qos: MQTT_QOS });
  }

  private deliver(topic: string, payload: Buffer): void {
    const scope = topicScope(topic);
    if (scope.kind !== 'user' || !isOnlyLevel(scope.rest, REALTIME_TOPIC.outbox)) return;
    const message = parseRealtimeMessage(payload);
    if (message === null) return;
    for (const listener of this.listeners) listener(scope.uid, { ...message, from_uid: scope.uid });
  }
}
