import type { Aedes, AedesPublishPacket } from 'aedes';
import { MQTT_QOS, REALTIME_TOPIC } from '../../src/domain/constants.js';
import { encodeRealtimeMessage, parseRealtimeMessage, type RealtimeMessage } from './payload.js';
import { isOnlyLevel, roomSystemTopic, topicScope, userInboxTopic } from './topics.js';

export type { RealtimeMessage, RealtimeMessageType } from './payload.js';

/** A message a user sent to the server over its outbox, `from_uid` stamped by the broker. */
export type InboundListener = (uid: string, message: RealtimeMessage) => void;

/** How server modules talk to connected users. */
export interface RealtimePublisher {
  /** Reaches every session of the user; sessions that are offline get it on reconnect (QoS 1). */
  publishToUser(uid: string | number, message: RealtimeMessage): Promise<void>;
  publishToRoom(roomId: string | number, message: RealtimeMessage): Promise<void>;
  /** Hears what users publish to `u/<uid>/out`; returns the unsubscribe function. */
  onUserMessage(listener: InboundListener): () => void;
}

/**
 * What every broker adapter shares: the topic scheme (topics.ts) and the listeners of the
 * outboxes. An adapter says how a packet goes out (`publish`) and passes every packet it
 * hears to `hear`.
 */
export abstract class TopicRealtimePublisher implements RealtimePublisher {
  private readonly listeners = new Set<InboundListener>();

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

  protected abstract publish(topic: string, message: RealtimeMessage): Promise<void>;

  /**
   * A packet on a user's outbox, with a valid message, reaches every listener; anything else
   * is ignored. `stampSender`: the broker could not stamp `from_uid` (Mosquitto), so it is
   * set here from the topic — which only that user may publish to.
   */
  protected hear(topic: string, payload: Buffer | string, stampSender: boolean): void {
    const scope = topicScope(topic);
    if (scope.kind !== 'user' || !isOnlyLevel(scope.rest, REALTIME_TOPIC.outbox)) return;
    const parsed = parseRealtimeMessage(payload);
    if (parsed === null) return;
    const message = stampSender ? { ...parsed, from_uid: scope.uid } : parsed;
    for (const listener of this.listeners) listener(scope.uid, message);
  }
}

export class AedesRealtimePublisher extends TopicRealtimePublisher {
  constructor(private readonly broker: Aedes) {
    super();
  }

  /**
   * Starts hearing the outboxes of the clients connected to this broker; call once it
   * listens. Only this node's own clients: in a cluster (REDIS_URL) every node would
   * otherwise hear every outbox and a signal would be relayed once per node.
   */
  async start(): Promise<void> {
    this.broker.on('publish', (packet: AedesPublishPacket, client) => {
      if (client !== null) this.hear(packet.topic, packet.payload, false);
    });
  }

  protected publish(topic: string, message: RealtimeMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      this.broker.publish(
        { cmd: 'publish', topic, payload: encodeRealtimeMessage(message), qos: MQTT_QOS, retain: false, dup: false },
        (error) => (error ? reject(error) : resolve()),
      );
    });
  }
}
