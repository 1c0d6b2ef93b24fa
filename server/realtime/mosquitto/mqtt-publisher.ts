import type { MqttClient } from 'mqtt';
import { MQTT_QOS, REALTIME_TOPIC } from '../../../src/domain/constants.js';
import { encodeRealtimeMessage, type RealtimeMessage } from '../payload.js';
import { TopicRealtimePublisher } from '../publisher.js';

/**
 * RealtimePublisher through an MQTT broker we did not write (Mosquitto), as one more
 * client with the glint-server role. Mosquitto cannot rewrite payloads, so the sender's
 * uid is stamped as `from_uid` here, from the outbox topic (Aedes stamps it in the broker).
 */
export class MqttRealtimePublisher extends TopicRealtimePublisher {
  constructor(private readonly client: MqttClient) {
    super();
  }

  async start(): Promise<void> {
    this.client.on('message', (topic, payload) => this.hear(topic, payload, true));
    await this.client.subscribeAsync(`${REALTIME_TOPIC.user}/+/${REALTIME_TOPIC.outbox}`, { qos: MQTT_QOS });
  }

  protected async publish(topic: string, message: RealtimeMessage): Promise<void> {
    await this.client.publishAsync(topic, encodeRealtimeMessage(message), { qos: MQTT_QOS });
  }
}
