import type { Duplex } from 'node:stream';
import { createWebSocketStream, type WebSocket } from 'ws';

/**
 * The broker's end of MQTT over WebSocket: a stream over the socket that sends each packet
 * as one frame. mqtt-packet writes a PUBLISH in six pieces (header, length, topic length,
 * topic, packet id, payload) between cork() and uncork(); ws's own stream has no
 * `_writev`, so every piece went out as a frame of its own, and every receiver parsed six
 * frames and fed six chunks to its MQTT parser per message. With `_writev` the pieces a
 * packet corked go out as one frame (MQTT over WebSocket lets a frame hold any bytes of the
 * stream; the browser's mqtt.js sends its own packets the same way).
 */
export function packetFrameStream(socket: WebSocket): Duplex {
  const stream = createWebSocketStream(socket);
  // The stream decodes strings on write (decodeStrings), so every chunk is a Buffer.
  stream._writev = (chunks, callback) => stream._write(Buffer.concat(chunks.map(({ chunk }) => chunk as Buffer)), 'binary', callback);
  return stream;
}
