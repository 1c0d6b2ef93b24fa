import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { MQTT_QOS } from '../../../src/domain/constants.js';

/** Mosquitto's dynamic-security plugin takes commands here and answers on `…/response`. */
export const DYNSEC_TOPIC = '$CONTROL/dynamic-security/v1';
const DYNSEC_RESPONSE_TOPIC = `${DYNSEC_TOPIC}/response`;
/** An answer slower than this means the plugin is not loaded or the login may not drive it. */
const DYNSEC_TIMEOUT_MS = 5_000;

/** One command of the plugin's JSON API (mosquitto.org/documentation/dynamic-security). */
export interface DynsecCommand {
  readonly command: string;
  readonly [field: string]: unknown;
}

interface DynsecResponse {
  readonly command: string;
  readonly error?: string;
  readonly correlationData?: string;
}

/** Errors that mean "already as wanted": creating what exists, removing what is gone. */
const ALREADY_SO = new Set(['Role already exists', 'Client already exists', 'ACL with this topic already exists', 'ACL not found', 'Role not found']);

/**
 * The server's side of `$CONTROL/dynamic-security/v1`: sends a batch of commands and waits
 * for every answer (matched by correlationData). An error other than "already so" rejects.
 */
export class DynamicSecurity {
  private readonly waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();

  constructor(private readonly client: MqttClient) {}

  async start(): Promise<void> {
    this.client.on('message', (topic, payload) => {
      if (topic !== DYNSEC_RESPONSE_TOPIC) return;
      const { responses } = JSON.parse(payload.toString()) as { responses?: DynsecResponse[] };
      for (const response of responses ?? []) this.settle(response);
    });
    await this.client.subscribeAsync(DYNSEC_RESPONSE_TOPIC, { qos: MQTT_QOS });
  }

  /** Runs the commands in order (one message: Mosquitto applies them in it as given). */
  async run(commands: readonly DynsecCommand[]): Promise<void> {
    const tagged = commands.map((command) => ({ ...command, correlationData: randomUUID() }));
    const answers = tagged.map((command) => new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(command.correlationData);
        reject(new Error(`Mosquitto did not answer ${command.command} within ${DYNSEC_TIMEOUT_MS} ms: is the dynamic-security plugin loaded, and may MQTT_BROKER_USERNAME drive it?`));
      }, DYNSEC_TIMEOUT_MS);
      this.waiting.set(command.correlationData, { resolve, reject, timer });
    }));
    await this.client.publishAsync(DYNSEC_TOPIC, JSON.stringify({ commands: tagged }), { qos: MQTT_QOS });
    await Promise.all(answers);
  }

  private settle(response: DynsecResponse): void {
    const key = response.correlationData ?? '';
    const entry = this.waiting.get(key);
    if (entry === undefined) return;
    this.waiting.delete(key);
    clearTimeout(entry.timer);
    if (response.error === undefined || ALREADY_SO.has(response.error)) entry.resolve();
    else entry.reject(new Error(`Mosquitto refused ${response.command}: ${response.error}`));
  }
}
